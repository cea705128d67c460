import { randomUUID } from 'node:crypto';
import { translator } from '@wasla/i18n/server-translator';
import { exchangeRateSchema, platformPricingSchema } from '@wasla/shared/contracts/catalogue';
import type { Deal } from '@wasla/shared/contracts/deals';
import { serviceDetailSchema } from '@wasla/shared/contracts/discovery';
import { data, redirect } from 'react-router';
import { withCookies } from '../../lib/session.server';
import type { SignedIn } from '../auth/require-user.server';
import { toFormResult } from '../feedback/form-result';
import {
  flatValues,
  type QuoteRates,
  type ServiceTerms,
  serviceTermsOf,
  serviceTermsOfDeal,
  termsOf,
  valuesOfForm,
} from './deal-form-model';
import { dealsApi } from './deals-api.server';

const ATTEMPT_ID = /^[0-9a-f-]{36}$/;
export const attemptOf = (form: FormData) => {
  const attempt = String(form.get('attempt') ?? '');
  return ATTEMPT_ID.test(attempt) ? attempt : randomUUID();
};

export const idOf = (value: unknown) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : undefined;
};

/** The deal id of a page's address; an address that is not one is a 404, as a deal that is not there. */
export function dealIdOf(params: { id?: string }) {
  const id = idOf(params.id);
  if (!id) throw data(null, { status: 404 });
  return id;
}

/** The service's plans and extras from its page; for a deal whose service cannot be read, the deal's own. */
export async function serviceTermsFor(signedIn: SignedIn, serviceId: number, deal: Deal | null) {
  const found = await signedIn.api.request(serviceDetailSchema, 'GET', `/services/${serviceId}`);
  if (found.status === 200 && !found.body.error) return serviceTermsOf(found.body.data);
  if (deal) return serviceTermsOfDeal(deal);
  return null;
}

/**
 * The platform's rates the offer's summary counts with: the client's fee, the tax and the lowest
 * fee (`GET /accounting/platform-pricing`), and the rate from AED to the service's currency for the
 * lowest fee. Null when they cannot be read: the form still works, the summary shows dashes.
 */
export async function quoteRatesFor(signedIn: SignedIn, currency: string): Promise<QuoteRates | null> {
  try {
    const [pricing, rate] = await Promise.all([
      signedIn.api.get(platformPricingSchema, '/accounting/platform-pricing'),
      currency === 'AED'
        ? Promise.resolve({ rate: '1' })
        : signedIn.api.get(
            exchangeRateSchema,
            `/currency-exchange-rate?from=AED&to=${encodeURIComponent(currency)}`,
          ),
    ]);
    return {
      client_fee_percentage: pricing.client_service_fee_percentage,
      tax_percentage: pricing.government_tax_percentage,
      minimum_fee_aed: pricing.minimum_service_fee,
      aed_to_service: rate.rate,
    };
  } catch {
    return null;
  }
}

/**
 * The offer form's writes: save the draft, preview it, send it (or save the changes of an offer
 * already sent), delete the draft. A new offer is given its id first (`POST /deals/generate-deal-id`,
 * the form's attempt id as the Idempotency-Key, so a double click makes one draft). A refusal comes
 * back with the server's messages by field and everything that was typed.
 */
export async function runOfferForm(signedIn: SignedIn, form: FormData, serviceId: number) {
  const { lang } = signedIn;
  const deals = dealsApi(signedIn.api);
  const t = translator(lang, 'common');
  const intent = String(form.get('intent') ?? 'save');
  const values = valuesOfForm(form);
  const service = {
    type: form.get('service_type') === 'requested' ? 'requested' : 'provided',
  } as ServiceTerms;
  const headers = signedIn.cookies.length ? withCookies(signedIn.cookies) : undefined;
  const refused = (reply: Parameters<typeof toFormResult>[0]) => ({
    intent,
    ...toFormResult(reply, flatValues(values), ''),
  });

  let id = idOf(form.get('id'));
  if (intent === 'delete') {
    if (!id) throw redirect(`/${lang}/my-deals/sent`, { headers });
    const removed = await deals.remove(id);
    if (!removed.ok) return refused(removed);
    throw redirect(`/${lang}/my-deals/sent?deleted=1`, { headers });
  }
  if (!id) {
    const made = await deals.generate(serviceId, attemptOf(form));
    if (!made.ok) return refused(made);
    id = made.data.id;
  }
  const terms = termsOf(values, service);
  if (intent === 'send') {
    const sent = await deals.send(id, terms);
    if (!sent.ok) return { ...refused(sent), id };
    throw redirect(`/${lang}/deals/${id}?sent=1`, { headers });
  }
  const saved = await deals.saveDraft(id, terms);
  if (!saved.ok) return { ...refused(saved), id };
  if (intent === 'preview') throw redirect(`/${lang}/deals/${id}/preview`, { headers });
  return { intent, id, ok: true as const, message: saved.message?.txt[0] ?? t('deals.form.saved') };
}
