import { PAID_FEATURE, WALLET_CURRENCY } from '@wasla/shared/business-constants';
import type { DealRates } from '@wasla/shared/deal-rules/deal-pricing';
import { rateRatio } from '@wasla/shared/money';
import { eq } from 'drizzle-orm';
import { currencies, paidFeatures } from '../../db/schema/catalogue';
import type { Executor } from '../../lib/events/record-event';

/**
 * The figures a deal is priced with, read at the moment they are needed: the platform's rates from
 * the paid features (the team changes them in one place), and the exchange rates between a service's
 * currency and AED from the currencies table (units per US dollar). A missing feature or currency is
 * a broken deployment, not a free deal, so it fails loudly.
 */
export async function dealRatesOf(executor: Executor): Promise<DealRates> {
  const rows = await executor.select().from(paidFeatures);
  const value = (slug: string, kind: 'percentage' | 'amount') => {
    const row = rows.find((r) => r.slug === slug);
    if (!row || row.kind !== kind) throw new Error(`the paid feature ${slug} is missing or not a ${kind}`);
    if (kind === 'amount' && row.currencyCode !== WALLET_CURRENCY)
      throw new Error(`${slug} must be an amount in ${WALLET_CURRENCY}`);
    return row.value;
  };
  return {
    clientFeeBp: value(PAID_FEATURE.clientServiceFee, 'percentage'),
    taxBp: value(PAID_FEATURE.governmentTax, 'percentage'),
    providerCommissionBp: value(PAID_FEATURE.providerCommission, 'percentage'),
    minimumFeeAed: value(PAID_FEATURE.minimumServiceFee, 'amount'),
  };
}

async function perUsd(executor: Executor, code: string): Promise<string> {
  const [row] = await executor
    .select({ rate: currencies.usdRate })
    .from(currencies)
    .where(eq(currencies.code, code));
  if (!row) throw new Error(`the currency ${code} is missing`);
  return row.rate;
}

/** Units of AED for one unit of `currency`, and the reverse, as decimal text at this moment. */
export async function aedRatesOf(executor: Executor, currency: string) {
  if (currency === WALLET_CURRENCY) return { toAed: '1', fromAed: '1' };
  const aed = await perUsd(executor, WALLET_CURRENCY);
  const other = await perUsd(executor, currency);
  return { toAed: rateRatio(aed, other), fromAed: rateRatio(other, aed) };
}
