import { join } from 'node:path';
import { z } from 'zod';
import { isPublicAddress, weakSecretReason } from './deployment-safety';

/**
 * The published test-mode keys a local site and the tests use when nothing is set: both sides (the
 * sandbox gateway and the API) then agree with no setup. Everybody can read them here, so a public
 * site must set its own (deployment-safety rules, `paymentGatewayProblem`).
 */
export const TEST_GATEWAY_SECRET_KEY = 'sk_test_wasla_sandbox_local_only_4eC39HqLyjWDarjtT1zdp7dc';
export const TEST_GATEWAY_WEBHOOK_SECRET = 'whsec_wasla_sandbox_local_only_8fJ2kQ0vNw5ZcX7bR3tYp1mL';

/** Where `npm start` serves the sandbox gateway on its own origin when no gateway address is given. */
export const SANDBOX_GATEWAY_PREFIX = '/sandbox-gateway';
/** The API's receiver of the sandbox gateway's webhooks. */
export const SANDBOX_WEBHOOK_PATH = '/api/v1/payments/webhooks/sandbox';

/** The card gateway's variables, part of the one configuration schema (config.ts). */
export const paymentGatewayFields = {
  // Unset: `npm start` serves the sandbox gateway itself under /sandbox-gateway and the API calls it
  // there. Set: the API calls this address (a standalone sandbox, or later a real provider's API).
  PAYMENT_GATEWAY_URL: z.url().optional(),
  // Where browsers reach the gateway (card form tokens, the 3-D Secure page), when not the above.
  PAYMENT_GATEWAY_PUBLIC_URL: z.url().optional(),
  PAYMENT_GATEWAY_SECRET_KEY: z.string().min(16).default(TEST_GATEWAY_SECRET_KEY),
  PAYMENT_GATEWAY_WEBHOOK_SECRET: z.string().min(16).default(TEST_GATEWAY_WEBHOOK_SECRET),
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // The only adapter today is the sandbox, whose cards are test cards: a public site states that its
  // wallet holds test money, so nobody runs one believing it takes real payments (and the finance
  // team never pays real money out for a balance topped up with 4242…).
  PAYMENT_GATEWAY_MODE: z.enum(['test']).optional(),
};

type GatewaySecrets = {
  PUBLIC_URL: string;
  PAYMENT_GATEWAY_MODE?: 'test' | undefined;
  PAYMENT_GATEWAY_SECRET_KEY?: string | undefined;
  PAYMENT_GATEWAY_WEBHOOK_SECRET?: string | undefined;
};

const PUBLISHED = new Set([TEST_GATEWAY_SECRET_KEY, TEST_GATEWAY_WEBHOOK_SECRET]);

/**
 * Why a public site must not start with these gateway keys, or undefined. Anyone knowing the webhook
 * secret can sign "charge succeeded" for a charge that never was, and the secret key moves money, so
 * on a public site neither may be a published test key or a weak one; and while the sandbox is the
 * only adapter, a public site must say that its wallet holds test money.
 */
export function paymentGatewayProblem(settings: GatewaySecrets): string | undefined {
  if (!isPublicAddress(settings.PUBLIC_URL)) return undefined;
  const site = `the public site ${settings.PUBLIC_URL}`;
  for (const name of ['PAYMENT_GATEWAY_SECRET_KEY', 'PAYMENT_GATEWAY_WEBHOOK_SECRET'] as const) {
    const value = settings[name];
    if (!value || PUBLISHED.has(value))
      return `${name} must be set for ${site}: the test-mode default is published in the source.`;
    const weak = weakSecretReason(value);
    if (weak) return `${name} is too weak for ${site} (${weak}).`;
  }
  if (settings.PAYMENT_GATEWAY_MODE !== 'test')
    return `PAYMENT_GATEWAY_MODE=test must be set for ${site}: the only card gateway is the sandbox, so its wallet holds test money.`;
  return undefined;
}

type GatewaySettings = {
  HOST: string;
  PORT: number;
  PUBLIC_URL: string;
  PAYMENT_GATEWAY_URL?: string | undefined;
  PAYMENT_GATEWAY_PUBLIC_URL?: string | undefined;
};

/** How this machine calls a server listening on HOST: the loopback when it listens everywhere. */
function loopback(host: string): string {
  if (host === '' || host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * The gateway's addresses for this site. `mounted`: the server serves the sandbox itself, on its own
 * origin, so two local starts on two ports each have theirs and never fight over a third port.
 * `serverUrl` is what the API calls (the loopback, not PUBLIC_URL, which may be a proxy in front),
 * `browserUrl` what pages send card forms to and where 3-D Secure happens, `webhookUrl` where the
 * mounted sandbox posts its events.
 */
export function paymentGatewayAddresses(settings: GatewaySettings) {
  const local = `http://${loopback(settings.HOST)}:${settings.PORT}`;
  const mounted = !settings.PAYMENT_GATEWAY_URL;
  const serverUrl = settings.PAYMENT_GATEWAY_URL ?? `${local}${SANDBOX_GATEWAY_PREFIX}`;
  return {
    mounted,
    serverUrl: serverUrl.replace(/\/+$/, ''),
    browserUrl: (
      settings.PAYMENT_GATEWAY_PUBLIC_URL ??
      (mounted ? `${settings.PUBLIC_URL.replace(/\/+$/, '')}${SANDBOX_GATEWAY_PREFIX}` : serverUrl)
    ).replace(/\/+$/, ''),
    webhookUrl: `${local}${SANDBOX_WEBHOOK_PATH}`,
  };
}

const standaloneSchema = z.object({
  SANDBOX_GATEWAY_HOST: z.string().default('127.0.0.1'),
  SANDBOX_GATEWAY_PORT: z.coerce.number().int().min(1).max(65_535).default(4242),
  // Where the standalone gateway posts its events: the API of `npm start` on its default port.
  SANDBOX_GATEWAY_WEBHOOK_URL: z.url().default(`http://127.0.0.1:3000${SANDBOX_WEBHOOK_PATH}`),
  PAYMENT_GATEWAY_PUBLIC_URL: z.url().optional(),
  PAYMENT_GATEWAY_SECRET_KEY: paymentGatewayFields.PAYMENT_GATEWAY_SECRET_KEY,
  PAYMENT_GATEWAY_WEBHOOK_SECRET: paymentGatewayFields.PAYMENT_GATEWAY_WEBHOOK_SECRET,
  PAYMENT_GATEWAY_MODE: paymentGatewayFields.PAYMENT_GATEWAY_MODE,
  DATA_DIR: z.string().optional(),
});

/**
 * The settings of `npm run sandbox-gateway`, the gateway alone on its own port, with the same keys
 * as the API's. Its journal goes to `DATA_DIR/sandbox-gateway`, the folder a mounted gateway uses
 * (the journal's lock keeps the two from running on it at once). Reachable from other machines, it
 * is held to the public-site rules like the API.
 */
export function sandboxGatewaySettings(env: Record<string, string | undefined>, repoDataDir: string) {
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const settings = standaloneSchema.parse(given);
  const publicUrl =
    settings.PAYMENT_GATEWAY_PUBLIC_URL ??
    `http://${loopback(settings.SANDBOX_GATEWAY_HOST)}:${settings.SANDBOX_GATEWAY_PORT}`;
  return {
    host: settings.SANDBOX_GATEWAY_HOST,
    port: settings.SANDBOX_GATEWAY_PORT,
    publicUrl,
    webhookUrl: settings.SANDBOX_GATEWAY_WEBHOOK_URL,
    secretKey: settings.PAYMENT_GATEWAY_SECRET_KEY,
    webhookSecret: settings.PAYMENT_GATEWAY_WEBHOOK_SECRET,
    dataDir: join(settings.DATA_DIR ?? repoDataDir, 'sandbox-gateway'),
    problem: paymentGatewayProblem({ PUBLIC_URL: publicUrl, ...settings }),
  };
}
