import { type DealPrice, priceDeal } from '@wasla/shared/deal-rules/deal-pricing';
import { convert, money } from '@wasla/shared/money';
import type { Executor } from '../../lib/events/record-event';
import type { DealRow } from './deal-machine';
import { aedRatesOf, dealRatesOf } from './deal-rates';

/**
 * What an offer's terms cost at this moment: the service fee, the tax and the total from the paid
 * features, in the deal's currency, and the total in AED at this moment's rate. Saved on every change
 * of the terms so that lists and the offer show them; approval prices the deal again and locks the
 * rate (deal-actions.service.ts `lockedAmounts`), so nothing here is ever charged.
 */
export async function quoteDeal(
  executor: Executor,
  deal: Pick<DealRow, 'currency' | 'price' | 'extrasTotal' | 'discount'>,
) {
  const rates = await dealRatesOf(executor);
  const { toAed, fromAed } = await aedRatesOf(executor, deal.currency);
  const priced: DealPrice = priceDeal({
    price: money(deal.price, deal.currency),
    extras: deal.extrasTotal > 0n ? [money(deal.extrasTotal, deal.currency)] : [],
    rates,
    aedToService: fromAed,
    discount: money(deal.discount, deal.currency),
  });
  return { priced, rates, toAed, totalAed: convert(priced.total, toAed, 'AED').money };
}

/** The columns a quote sets on the deal. */
export const quotedColumns = ({ priced }: Awaited<ReturnType<typeof quoteDeal>>) => ({
  serviceFee: priced.serviceFee.amount,
  tax: priced.tax.amount,
  total: priced.total.amount,
});
