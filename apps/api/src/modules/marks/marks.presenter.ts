import type { MarkQuote, MarkReply } from '@wasla/shared/contracts/marks';
import type { MarkPrice } from '@wasla/shared/mark-rules/mark-pricing';
import { basisPointsToPercent, minorToDecimal } from '@wasla/shared/money';
import type { MarkDayRow, MarkRow } from './marks.repository';

const aed = (fils: bigint) => minorToDecimal(fils, 2);

/** The figures of a mark's invoice, as decimal text of AED. */
export function presentQuote(price: MarkPrice): MarkQuote {
  return {
    unit: price.unit,
    duration: price.count,
    currency: 'AED',
    unit_price: aed(price.unitPrice.amount),
    price: aed(price.price.amount),
    discount_percentage: basisPointsToPercent(price.discountBp),
    discount: aed(price.discount.amount),
    price_after_discount: aed(price.priceAfterDiscount.amount),
    tax_percentage: basisPointsToPercent(price.taxBp),
    tax: aed(price.tax.amount),
    total: aed(price.total.amount),
  };
}

export const presentPeriod = (p: { startsAt: Date; endsAt: Date; startTime: string; timezone: string }) => ({
  starts_at: p.startsAt.toISOString(),
  ends_at: p.endsAt.toISOString(),
  start_time: p.startTime,
  timezone: p.timezone,
});

export function presentMark(row: MarkRow, days: readonly MarkDayRow[], invoiceId: number | null): MarkReply {
  const mine = days.filter((d) => d.markId === row.id);
  return {
    id: row.id,
    service_id: row.serviceId,
    status: row.status,
    ...presentPeriod(row),
    paid_at: row.paidAt.toISOString(),
    invoice_id: invoiceId,
    unit: row.unit,
    duration: row.duration,
    currency: 'AED',
    unit_price: aed(row.unitPrice),
    price: aed(row.price),
    discount_percentage: basisPointsToPercent(row.discountBp),
    discount: aed(row.discount),
    price_after_discount: aed(row.price - row.discount),
    tax_percentage: basisPointsToPercent(row.taxBp),
    tax: aed(row.tax),
    total: aed(row.total),
    impressions: mine.reduce((n, d) => n + d.impressions, 0),
    clicks: mine.reduce((n, d) => n + d.clicks, 0),
    days: mine.map((d) => ({ day: d.day, impressions: d.impressions, clicks: d.clicks })),
  };
}
