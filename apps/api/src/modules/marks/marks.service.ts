import type { MarkPeriodRequest } from '@wasla/shared/contracts/marks';
import { type Language, localize } from '@wasla/shared/languages';
import { MARK_MAX_COUNT, type MarkUnit } from '@wasla/shared/mark-rules/mark-period';
import { priceMark } from '@wasla/shared/mark-rules/mark-pricing';
import type { Executor } from '../../lib/events/record-event';
import { fieldError } from '../../lib/http/field-errors';
import type { UserActor } from '../../lib/policy/actor';
import { toInvoiceDocument } from '../invoices/invoice-composer';
import type { ReturnTo } from '../wallet/charges.service';
import type { WalletPurchases } from '../wallet/wallet-purchases';
import type { MarkDiscount } from './mark-discount';
import {
  allowedService,
  buyMarkIn,
  checkedPeriod,
  type MarkPurchaseFacts,
  markInvoice,
} from './mark-purchase';
import { presentMark, presentPeriod, presentQuote } from './marks.presenter';
import type { MarkRow, MarksRepository } from './marks.repository';

type Purchases = Pick<WalletPurchases, 'purchase' | 'pay' | 'follow'>;
type PayContext = { requestKey: string; lang: Language; returnTo: ReturnTo };

/**
 * Paid promotion of one's own service: the price of a number of days or weeks (the paid features,
 * less the plan's discount, plus tax) and its invoice, the checks of a period, the purchase through
 * the wallet (a card pays what the wallet lacks; its settlement makes the mark), and the owner's
 * statistics. Every refusal of someone else's service answers 404 like a missing one.
 */
export function createMarks(
  repo: MarksRepository,
  deps: { purchases: Purchases; discountBpOf: MarkDiscount },
) {
  const { purchases } = deps;

  async function price(unit: MarkUnit, count: number, discountBp: bigint, executor?: Executor) {
    if (count > MARK_MAX_COUNT[unit])
      throw fieldError('duration', 'validation.mark_duration', { max: MARK_MAX_COUNT[unit] });
    return priceMark({ unit, count, rates: await repo.rates(executor), discountBp });
  }

  // A card charge that succeeds makes its mark in the settlement's transaction, at that moment's
  // price and checks; refused by then (the start passed, another mark took the period), the money
  // stays in the owner's wallet.
  purchases.follow('mark', async (tx, charge) => {
    const facts = charge.purchase as MarkPurchaseFacts | null;
    if (!facts) return;
    await buyMarkIn(
      tx,
      { repo, pay: purchases.pay },
      {
        userId: charge.userId,
        serviceId: facts.service_id,
        body: facts,
        discountBp: BigInt(facts.discount_bp),
      },
    );
  });

  async function marksWithStats(serviceId: number) {
    const marks = await repo.marksOf(serviceId);
    const ids = marks.map((m) => m.id);
    const [days, invoices] = await Promise.all([repo.daysOf(ids), repo.invoiceIdsOf(ids)]);
    return marks.map((m) => presentMark(m, days, invoices.get(m.id) ?? null));
  }

  return {
    /** GET /services/mark/{id}/invoice: what a number of days or weeks costs now, and its invoice. */
    async quote(actor: UserActor, serviceId: number, unit: MarkUnit, count: number) {
      const service = allowedService(await repo.service(serviceId), actor, 'quote');
      const priced = await price(unit, count, await deps.discountBpOf(actor.id));
      const invoice = await markInvoice(repo.db, actor.id, service, priced);
      return { ...presentQuote(priced), invoice: toInvoiceDocument(invoice, { kind: 'mark', id: null }) };
    },

    /** POST /services/mark-validation/{id}: the period is fine for this service, or 422 says why. */
    async validate(actor: UserActor, serviceId: number, body: MarkPeriodRequest) {
      allowedService(await repo.service(serviceId), actor, 'promote');
      return { valid: true as const, ...presentPeriod(await checkedPeriod(repo, repo.db, serviceId, body)) };
    },

    /** POST /services/mark/preview/{id}: the checked period with its invoice figures. */
    async preview(actor: UserActor, serviceId: number, body: MarkPeriodRequest, lang: Language) {
      const service = allowedService(await repo.service(serviceId), actor, 'promote');
      const period = await checkedPeriod(repo, repo.db, serviceId, body);
      return {
        ...presentQuote(await price(body.unit, body.duration, await deps.discountBpOf(actor.id))),
        ...presentPeriod(period),
        service: { id: service.id, name: localize(service.name, lang) },
      };
    },

    /**
     * POST /services/mark/{id}: checked and priced first (no card is charged for a period that would
     * be refused), then paid through the wallet purchases: from the wallet in one transaction that
     * makes the mark, else 303 with the shortfall, or a card charge of the shortfall whose success
     * makes it.
     */
    async purchase(
      actor: UserActor,
      serviceId: number,
      body: MarkPeriodRequest & { card_id?: number },
      context: PayContext,
    ) {
      allowedService(await repo.service(serviceId), actor, 'promote');
      await checkedPeriod(repo, repo.db, serviceId, body);
      const discountBp = await deps.discountBpOf(actor.id);
      const priced = await price(body.unit, body.duration, discountBp);
      const period = {
        start_time: body.start_time,
        timezone: body.timezone,
        duration: body.duration,
        unit: body.unit,
      };
      let made: { row: MarkRow; invoiceId: number } | undefined;
      const outcome = await purchases.purchase(
        actor,
        {
          total: priced.total.amount,
          cardId: body.card_id,
          purpose: 'mark',
          purchase: { ...period, service_id: serviceId, discount_bp: discountBp.toString() },
          ...context,
        },
        async () => {
          made = await repo.transaction((tx) =>
            buyMarkIn(tx, { repo, pay: purchases.pay }, { userId: actor.id, serviceId, body, discountBp }),
          );
        },
      );
      // Paid by a card at once: the settlement made the mark; it is the service's newest.
      const mark = made
        ? presentMark(made.row, [], made.invoiceId)
        : outcome.status === 'paid'
          ? ((await marksWithStats(serviceId))[0] ?? null)
          : null;
      return { status: outcome.status, charge_id: outcome.chargeId, redirect_url: outcome.redirectUrl, mark };
    },

    /** GET /services/mark/{id}: every mark of the service, with impressions and clicks per day. */
    async stats(actor: UserActor, serviceId: number) {
      allowedService(await repo.service(serviceId), actor, 'stats');
      return {
        service_id: serviceId,
        promoted: await repo.promotedNow(serviceId),
        marks: await marksWithStats(serviceId),
      };
    },
  };
}

export type Marks = ReturnType<typeof createMarks>;
