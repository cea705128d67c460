import { paymentGatewayAddresses, readSettings, SANDBOX_GATEWAY_PREFIX } from '@wasla/config';
import { PAID_FEATURE, WALLET_CURRENCY } from '@wasla/shared/business-constants';
import { paidFeatureSchema } from '@wasla/shared/contracts/catalogue';
import type { Api } from '../../lib/api-client/client.server';
import type { GatewayView } from './add-card-form';

type GatewaySettings = Parameters<typeof paymentGatewayAddresses>[0] & { PAYMENT_GATEWAY_SECRET_KEY: string };

/**
 * Where browsers reach the card gateway (to tokenise a card) for these settings. The sandbox that
 * `npm start` mounts is on the site's own origin: pages call it by its path, which the page policy's
 * `connect-src 'self'` already allows, so `origin` is null. A gateway elsewhere
 * (PAYMENT_GATEWAY_PUBLIC_URL or PAYMENT_GATEWAY_URL) is called at its address, and its origin is
 * added to the page policy. Test keys (`sk_test_…`, as processors name them) mean test mode.
 */
export function cardGatewayAddress(settings: GatewaySettings) {
  const addresses = paymentGatewayAddresses(settings);
  const own = addresses.mounted && !settings.PAYMENT_GATEWAY_PUBLIC_URL;
  return {
    url: own ? SANDBOX_GATEWAY_PREFIX : addresses.browserUrl,
    origin: own ? null : new URL(addresses.browserUrl).origin,
    testMode: settings.PAYMENT_GATEWAY_SECRET_KEY.startsWith('sk_test_'),
  };
}

// Read once, as the site's address is (site.server.ts): the settings do not change while running.
let configured: ReturnType<typeof cardGatewayAddress> | undefined;
export const configuredCardGateway = () => {
  configured ??= cardGatewayAddress(readSettings());
  return configured;
};

/**
 * What a card form needs to know: where the browser tokenises cards, whether that is a test gateway
 * (its test cards are then shown), and the amount of the card check (a paid feature).
 */
export async function cardGateway(api: Api): Promise<GatewayView> {
  const check = await api
    .get(paidFeatureSchema, `/paid-features/${PAID_FEATURE.cardVerificationCharge}`)
    // Without the feature the form simply does not name the check's amount.
    .catch(() => null);
  const { url, testMode } = configuredCardGateway();
  return {
    url,
    testMode,
    checkCharge: check ? { amount: check.price, currency: check.currency ?? WALLET_CURRENCY } : null,
  };
}
