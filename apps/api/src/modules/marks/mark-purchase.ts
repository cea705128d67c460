import type { MarkPeriodRequest } from '@wasla/shared/contracts/marks';
import { markLengthMs, periodProblems, zonedTimeToUtc } from '@wasla/shared/mark-rules/mark-period';
import { type MarkPrice, priceMark } from '@wasla/shared/mark-rules/mark-pricing';
import { clock } from '../../lib/clock';
import { type Executor, recordEvent } from '../../lib/events/record-event';
import { errors } from '../../lib/http/app-error';
import { fieldError, fieldErrors } from '../../lib/http/field-errors';
import { type UserActor, userActor } from '../../lib/policy/actor';
import { composeInvoice } from '../invoices/invoice-composer';
import { invoiceTermsOf, issueInvoice } from '../invoices/invoice-issuer';
import type { WalletPurchases } from '../wallet/wallet-purchases';
import { canMark, type MarkAction } from './marks.policy';
import type { MarksRepository } from './marks.repository';

type Service = NonNullable<Awaited<ReturnType<MarksRepository['service']>>>;

/** What a purchase remembers on a card charge, to make the mark once the charge succeeds. */
export type MarkPurchaseFacts = MarkPeriodRequest & { service_id: number; discount_bp: string };

/** The service if the actor may do `action` with it; else 409 to its owner (not open) or 404. */
export function allowedService(service: Service | undefined, actor: UserActor, action: MarkAction): Service {
  if (!service || !canMark(actor, action, service)) {
    if (service && action === 'promote' && canMark(actor, 'quote', service))
      throw errors.conflict('mark_service_not_open');
    throw errors.notFound('service_not_found');
  }
  return service;
}

/** The period asked for, refused field by field; the overlap is read through `executor`. */
export async function checkedPeriod(
  repo: MarksRepository,
  executor: Executor,
  serviceId: number,
  body: MarkPeriodRequest,
) {
  const startsAt = zonedTimeToUtc(body.start_time, body.timezone);
  if (!startsAt) {
    const known = body.timezone === 'UTC' || Intl.supportedValuesOf('timeZone').includes(body.timezone);
    throw known ? fieldError('start_time', 'validation.date') : fieldError('timezone', 'validation.timezone');
  }
  const problems = periodProblems({ startsAt, unit: body.unit, count: body.duration, now: clock.now() });
  if (problems.length) throw fieldErrors(problems);
  const endsAt = new Date(startsAt.getTime() + markLengthMs(body.unit, body.duration));
  if (await repo.overlapping(executor, serviceId, { startsAt, endsAt }))
    throw fieldError('start_time', 'validation.mark_overlap');
  return {
    startsAt,
    endsAt,
    startTime: body.start_time.replace('T', ' ').slice(0, 16),
    timezone: body.timezone,
  };
}

/** The invoice of a priced mark for `buyerId`, composed by the invoices' rules (the same figures). */
export async function markInvoice(executor: Executor, buyerId: number, service: Service, priced: MarkPrice) {
  const terms = await invoiceTermsOf(executor, buyerId);
  const composed = composeInvoice({
    ...terms,
    taxBasisPoints: priced.taxBp,
    lines: [
      {
        descriptionKey: priced.unit === 'week' ? 'invoices.lines.mark_weeks' : 'invoices.lines.mark_days',
        params: { service: service.name },
        quantity: priced.count,
        unitAmount: priced.unitPrice,
      },
    ],
    discount: priced.discount,
  });
  if (composed.total.amount !== priced.total.amount)
    throw new Error(
      `a mark's invoice (${composed.total.amount}) differs from its price (${priced.total.amount})`,
    );
  return composed;
}

/**
 * Makes a paid mark in `tx`: on the locked service, the period checked again, priced at this moment,
 * kept `scheduled`, paid from the wallet (the price after discount to the platform, the tax to its
 * account, under the key `mark:{id}:pay`), invoiced, and announced (`mark.purchased`), all in one
 * commit. The request's own transaction and a card charge's settlement both come here, so two
 * purchases for overlapping periods make one mark and a refused one leaves nothing behind.
 */
export async function buyMarkIn(
  tx: Executor,
  deps: { repo: MarksRepository; pay: WalletPurchases['pay'] },
  purchase: { userId: number; serviceId: number; body: MarkPeriodRequest; discountBp: bigint },
) {
  const { repo } = deps;
  const { userId, serviceId, body } = purchase;
  const service = allowedService(await repo.lockService(tx, serviceId), userActor(userId), 'promote');
  const period = await checkedPeriod(repo, tx, serviceId, body);
  const priced = priceMark({
    unit: body.unit,
    count: body.duration,
    rates: await repo.rates(tx),
    discountBp: purchase.discountBp,
  });
  const row = await repo.insert(tx, {
    serviceId,
    userId,
    ...period,
    unit: body.unit,
    duration: body.duration,
    unitPrice: priced.unitPrice.amount,
    price: priced.price.amount,
    discountBp: Number(priced.discountBp),
    discount: priced.discount.amount,
    taxBp: Number(priced.taxBp),
    tax: priced.tax.amount,
    total: priced.total.amount,
    paidAt: clock.now(),
  });
  if (priced.total.amount > 0n)
    await deps.pay(tx, {
      userId,
      kind: 'mark_purchase',
      credits: [
        { account: { kind: 'platform_fees' }, amount: priced.total.amount - priced.tax.amount },
        { account: { kind: 'tax' }, amount: priced.tax.amount },
      ],
      key: `mark:${row.id}:pay`,
      reference: { kind: 'mark', id: row.id },
      actor: `user:${userId}`,
    });
  const invoice = await issueInvoice(tx, await markInvoice(tx, userId, service, priced), {
    kind: 'mark',
    id: row.id,
    buyerId: userId,
  });
  await recordEvent(tx, {
    type: 'mark.purchased',
    subject: { kind: 'mark', id: String(row.id) },
    actor: `user:${userId}`,
    payload: {
      service_id: serviceId,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      total: priced.total.amount.toString(),
      invoice_id: invoice.id,
    },
  });
  return { row, invoiceId: invoice.id };
}
