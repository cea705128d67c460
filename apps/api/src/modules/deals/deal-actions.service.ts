import {
  CHAT_OPEN_AFTER_DELIVERY_DAYS,
  DELIVERY_ACCEPTANCE_DAYS,
  OFFER_VALID_DAYS,
  PAYMENT_WINDOW_DAYS,
  REVIEW_WINDOW_DAYS,
} from '@wasla/shared/business-constants';
import { priceDeal, settleDeal } from '@wasla/shared/deal-rules/deal-pricing';
import {
  type DealContext,
  type DealEvent,
  type DealStage,
  dealMachine,
  HELD_STAGES,
} from '@wasla/shared/deal-rules/deal-states';
import { money } from '@wasla/shared/money';
import { isDue } from '@wasla/shared/state-machine/machine';
import type { Database } from '../../db/client';
import { clock } from '../../lib/clock';
import type { Executor } from '../../lib/events/record-event';
import type { Actor } from '../../lib/policy/actor';
import { isUser } from '../../lib/policy/actor';
import { LedgerError } from '../ledger/ledger';
import { dealPartiesOf } from './deal.policy';
import type { DealCoreRepository, ServiceState } from './deal-core.repository';
import { dealErrors } from './deal-errors';
import { applyDealEvent, type DealRow, dealMovedBy } from './deal-machine';
import type { DealMoney } from './deal-money';
import { aedRatesOf, dealRatesOf } from './deal-rates';

const DAY_MS = 86_400_000;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);
const UNIT_DAYS = { day: 1, week: 7, month: 30 } as const;

export type ActOptions = {
  reasonCode?: string | null;
  reasonComment?: string | null;
  /** Columns the caller's action sets besides those this service sets for the event. */
  changes?: (row: DealRow) => Partial<DealRow>;
  /** More work in the same transaction once the deal has moved (a delivery's row, a dispute's). */
  after?: (tx: Executor, moved: { from: DealStage; to: DealStage; row: DealRow }) => Promise<void>;
  /** The request's Idempotency-Key (`requestKeyOf`), kept with the change so a retry finds it. */
  requestKey?: string;
  /** A split's share for the provider, AED fils. */
  providerAmountAed?: bigint;
  payload?: Record<string, unknown>;
  /**
   * A transaction already open: the action runs in a savepoint of it, so a refusal undoes only the
   * action (a deal paid when a card charge settles, inside the settlement's transaction).
   */
  within?: Executor;
};

/** Whether the service takes orders: not deleted, and open (or on a holiday not begun yet). */
export function serviceAvailability(service: ServiceState | undefined): 'open' | 'closed' | 'deleted' {
  if (!service || service.deletedAt) return 'deleted';
  return service.status === 'open' ? 'open' : 'closed';
}

/**
 * The AED figures an approval locks: the offer's price at this moment's rates and exchange rate. Read
 * inside the approving transaction, so what the client pays is what was shown at approval.
 */
export async function lockedAmounts(tx: Executor, deal: DealRow): Promise<Partial<DealRow>> {
  const rates = await dealRatesOf(tx);
  const { toAed, fromAed } = await aedRatesOf(tx, deal.currency);
  const priced = priceDeal({
    price: money(deal.price, deal.currency),
    extras: deal.extrasTotal > 0n ? [money(deal.extrasTotal, deal.currency)] : [],
    rates,
    aedToService: fromAed,
    discount: money(deal.discount, deal.currency),
  });
  const settled = settleDeal(priced, rates, toAed);
  return {
    serviceFee: priced.serviceFee.amount,
    tax: priced.tax.amount,
    total: priced.total.amount,
    rateToAed: toAed,
    totalAed: settled.total.amount,
    serviceFeeAed: settled.serviceFee.amount,
    taxAed: settled.tax.amount,
    subtotalAed: settled.subtotal.amount,
    commissionBp: Number(rates.providerCommissionBp),
  };
}

/** The columns an event sets on entering its stage: dates, the next deadline, the reason. */
function eventColumns(event: DealEvent, deal: DealRow, now: Date, options: ActOptions): Partial<DealRow> {
  const reason = { reasonCode: options.reasonCode ?? null, reasonComment: options.reasonComment ?? null };
  switch (event) {
    case 'send':
    case 'edit':
      return { sentAt: now, offerExpiresAt: daysFrom(now, OFFER_VALID_DAYS) };
    case 'counter':
      return { offerExpiresAt: daysFrom(now, OFFER_VALID_DAYS) };
    case 'dismiss_update':
      return { proposal: null, offerExpiresAt: daysFrom(now, OFFER_VALID_DAYS) };
    case 'approve':
    case 'approve_update':
      return { approvedAt: now, proposal: null, paymentDueAt: daysFrom(now, PAYMENT_WINDOW_DAYS) };
    case 'reject':
    case 'reject_update':
      return { rejectedAt: now, proposal: null, ...reason };
    case 'withdraw':
    case 'cancel':
    case 'refund':
      return { canceledAt: now, ...reason };
    case 'pay': {
      const days = (deal.estimatedTime ?? 0) * UNIT_DAYS[deal.estimatedUnit ?? 'day'];
      return { paidAt: now, deadlineAt: daysFrom(now, days) };
    }
    case 'deliver':
      return {
        deliveriesSent: deal.deliveriesSent + 1,
        acceptanceDueAt: daysFrom(now, DELIVERY_ACCEPTANCE_DAYS),
      };
    case 'reject_delivery':
      return { chatOpenUntil: daysFrom(now, CHAT_OPEN_AFTER_DELIVERY_DAYS), ...reason };
    case 'accept':
    case 'auto_complete':
      return completedColumns(now);
    case 'release':
    case 'split':
      return { completedAt: now, reviewsDueAt: daysFrom(now, REVIEW_WINDOW_DAYS) };
    default:
      return {};
  }
}

/** A deal completed by its client or by the clock: chat open three more days, reviews for fourteen. */
export const completedColumns = (now: Date): Partial<DealRow> => ({
  completedAt: now,
  chatOpenUntil: daysFrom(now, CHAT_OPEN_AFTER_DELIVERY_DAYS),
  reviewsDueAt: daysFrom(now, REVIEW_WINDOW_DAYS),
});

/** The deadline of the deal's stage that has passed, if one has: the timer will move it soon. */
function passedDeadline(deal: DealRow, now: Date): boolean {
  const columns = {
    offer_expires_at: deal.offerExpiresAt,
    payment_due_at: deal.paymentDueAt,
    acceptance_due_at: deal.acceptanceDueAt,
  } as const;
  return dealMachine.rows.some(
    (row) =>
      row.by === 'timer' &&
      row.from === deal.stage &&
      row.deadline !== undefined &&
      isDue(dealMachine.deadlines[row.deadline].kind, columns[row.deadline], now),
  );
}

/**
 * Every change of a deal's stage by a person: the policy names the caller's parties on the deal, the
 * deal table decides on the locked row, and the money moves in the same transaction (decision 0026):
 * `pay` holds the total on the client's wallet, completion posts it, a split posts part of it, a
 * cancel or refund after payment voids it. An action that arrives after its stage's deadline is
 * refused with "The deadline for taking the required action has passed", even before the timer has
 * moved the deal. Answers the deal as it now is.
 */
export function createDealActions(deps: { db: Database; repo: DealCoreRepository; money: DealMoney }) {
  const { db, repo, money: dealMoney } = deps;

  async function refuse(
    tx: Executor,
    deal: DealRow,
    event: DealEvent,
    refusal: string,
    guards: string[] = [],
  ): Promise<never> {
    if (refusal === 'not_found') throw dealErrors.notFound();
    if (refusal === 'guard_refused') {
      if (guards.includes('service_available')) {
        const state = serviceAvailability(await repo.serviceState(tx, deal.serviceId));
        throw state === 'deleted' ? dealErrors.serviceDeleted() : dealErrors.serviceClosed();
      }
      if (guards.includes('provider_late')) throw dealErrors.notLate();
      if (guards.includes('deliveries_left')) throw dealErrors.deliveryLimit();
    }
    void event;
    throw dealErrors.conflict();
  }

  async function act(actor: Actor, id: number, event: DealEvent, options: ActOptions = {}): Promise<DealRow> {
    return (options.within ?? db).transaction(async (tx) => {
      const deal = await repo.lock(tx, id);
      const parties = deal ? dealPartiesOf(actor, deal) : [];
      if (!deal || !parties.length) throw dealErrors.notFound();
      const now = clock.now();
      if (passedDeadline(deal, now)) throw dealErrors.deadlinePassed();
      const service = await repo.serviceState(tx, deal.serviceId);
      const context: DealContext = {
        now,
        serviceAvailable: serviceAvailability(service) === 'open',
        deadlineAt: deal.deadlineAt,
        deliveriesSent: deal.deliveriesSent,
        deliveryLimit: deal.deliveryLimit,
      };
      const locks =
        event === 'approve' || event === 'approve_update' ? await lockedAmounts(tx, applyProposal(deal)) : {};
      const moved = await applyDealEvent(tx, {
        id,
        event,
        by: parties,
        actor: isUser(actor) ? `user:${actor.id}` : 'guest',
        context: () => context,
        changes: (row) => ({
          ...(event === 'approve_update' ? proposalColumns(row) : {}),
          ...locks,
          ...eventColumns(event, row, now, options),
          ...options.changes?.(row),
        }),
        reason: options.reasonCode ?? null,
        payload: { ...options.payload, client_id: deal.clientId, provider_id: deal.providerId },
        requestKey: options.requestKey,
      });
      if (!moved.ok) return refuse(tx, deal, event, moved.refusal, moved.guards);
      // The retry of this very request after its change committed (a crash before the reply was
      // kept): answered the deal as it is, without moving money or writing anything again.
      if (moved.replayed) return moved.row;

      let row = moved.row;
      const by = `user:${isUser(actor) ? actor.id : 0}`;
      row = await moveMoney(tx, event, moved.from, moved.to, row, by, options);
      await options.after?.(tx, { from: moved.from, to: moved.to, row });
      return row;
    });
  }

  async function moveMoney(
    tx: Executor,
    event: DealEvent,
    from: DealStage,
    to: DealStage,
    row: DealRow,
    by: string,
    options: ActOptions,
  ): Promise<DealRow> {
    try {
      if (event === 'pay') {
        const hold = await dealMoney.hold(tx, row, by);
        return repo.update(tx, row.id, { holdTransferId: hold.id });
      }
      if (event === 'split') await dealMoney.split(tx, row, options.providerAmountAed ?? 0n, by);
      else if (to === 'completed') await dealMoney.release(tx, row, by);
      else if (to === 'canceled' && HELD_STAGES.includes(from)) await dealMoney.refund(tx, row, by);
      return row;
    } catch (error) {
      if (error instanceof LedgerError && error.code === 'insufficient_funds')
        throw dealErrors.insufficientBalance();
      throw error;
    }
  }

  /**
   * Whether this very request (its Idempotency-Key) already took `event` on the deal: a retry after
   * the API died between its commit and its reply. A service that checks more than the deal table
   * before acting (the delivery's own status) asks this first, so the retry is answered what was done.
   */
  async function didBefore(actor: Actor, id: number, event: DealEvent, requestKey: string | undefined) {
    if (!requestKey || !isUser(actor)) return false;
    return dealMovedBy(db, { id, event, actor: `user:${actor.id}`, requestKey });
  }

  return { act, didBefore };
}

/** The deal with a counter-offer's terms applied, for pricing an approval of it. */
function applyProposal(deal: DealRow): DealRow {
  return deal.proposal ? { ...deal, ...proposalColumns(deal) } : deal;
}

/** The columns a counter-offer changes once the sender approves it. */
function proposalColumns(deal: DealRow): Partial<DealRow> {
  const p = deal.proposal;
  if (!p) return {};
  return {
    budgetType: p.budgetType as DealRow['budgetType'],
    estimatedTime: p.estimatedTime,
    estimatedUnit: p.estimatedUnit as DealRow['estimatedUnit'],
    description: p.description,
    price: BigInt(p.price),
    extrasTotal: BigInt(p.extrasTotal),
  };
}

export type DealActions = ReturnType<typeof createDealActions>;
