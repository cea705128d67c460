import {
  type DealEvent,
  type DealParty,
  type DealStage,
  dealMachine,
  dealTransition,
} from '@wasla/shared/deal-rules/deal-states';
import { dueSteps, isDue } from '@wasla/shared/state-machine/machine';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../../db/schema/ledger';
import { advanceClock, clock, freezeClock, resetClock } from '../../lib/clock';
import { userActor } from '../../lib/policy/actor';
import { dealRails, pendingDeal } from '../../test/deals';
import { createTestApp, type TestApp } from '../../test/test-app';
import { verifyLedger } from '../ledger/ledger-verify';

/**
 * The deal table and plain arithmetic are the model; the deal actions, the timers and the ledger on
 * the database are the system. Random sequences of actions by the client, the provider, the support
 * team and the clock run against both, on a pending order of 100.00 AED (105.25 with fee and tax)
 * and a wallet of a random size. After every step the deal's stage, the answer (or refusal) and the
 * balances equal the model's, every invariant of the ledger holds (`ledger verify` on all of it: each
 * transfer sums to zero, each balance is the sum of its entries, no user's balance is below zero, each
 * hold is resolved at most once) and no deal was both refunded and paid out. `DEEP=1` runs many more.
 */
const DEEP = !!process.env.DEEP;
const RUNS = DEEP ? 300 : 25;
const MAX_STEPS = DEEP ? 40 : 16;
const DAY = 86_400_000;
const TOTAL = 105_25n;
const SHARE = 90_00n;

type Who = 'client' | 'provider' | 'support';
const EVENTS: DealEvent[] = [
  'edit',
  'withdraw',
  'approve',
  'reject',
  'counter',
  'approve_update',
  'reject_update',
  'dismiss_update',
  'pay',
  'cancel',
  'deliver',
  'accept',
  'reject_delivery',
  'open_dispute',
  'release',
  'refund',
  'split',
];

/**
 * An action is drawn among the rows the table has from the deal's stage: mostly the ones that move a
 * deal on (`forward`), so sequences reach payment, deliveries and disputes; or among all of them; or
 * among every event by anyone, most of them refused.
 */
type Draw = 'forward' | 'table' | 'anyone';
type Command = { kind: 'act'; draw: Draw; pick: number } | { kind: 'clock'; ms: number };

const act = (draw: Draw) =>
  fc.record({ kind: fc.constant('act' as const), draw: fc.constant(draw), pick: fc.nat() });
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: act('forward') },
  { weight: 2, arbitrary: act('table') },
  { weight: 1, arbitrary: act('anyone') },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('clock' as const),
      ms: fc.constantFrom(3_600_000, DAY, 2 * DAY, 4 * DAY),
    }),
  },
);

const ENDINGS: readonly DealStage[] = ['canceled', 'rejected', 'expired'];

const WHO: Who[] = ['client', 'provider', 'support'];
const ANYONE = WHO.flatMap((who) => EVENTS.map((event) => ({ who, event })));

/** The action a command stands for, given the stage the model is in. */
function actionOf(step: { draw: Draw; pick: number }, stage: DealStage): { who: Who; event: DealEvent } {
  const all = dealMachine.rows.filter(
    (row) => row.from === stage && row.by !== 'timer' && row.by !== 'system',
  );
  const forward = all.filter((row) => !ENDINGS.includes(row.to) && row.event !== 'edit');
  const rows = step.draw === 'forward' && forward.length ? forward : all;
  if (step.draw === 'anyone' || !rows.length) return ANYONE[step.pick % ANYONE.length]!;
  const row = rows[step.pick % rows.length]!;
  const who = WHO.find((w) => PARTIES[w].includes(row.by as DealParty))!;
  return { who, event: row.event };
}

type Deadlines = Record<'offer_expires_at' | 'payment_due_at' | 'acceptance_due_at', Date | null>;
type Model = {
  stage: DealStage;
  deadlines: Deadlines;
  deadlineAt: Date | null;
  sent: number;
  limit: number;
  clientAvailable: bigint;
  clientBlocked: bigint;
  providerAvailable: bigint;
};

const PARTIES: Record<Who, DealParty[]> = {
  client: ['sender', 'client'],
  provider: ['receiver', 'provider'],
  support: ['support'],
};

/** What the model expects of one action: the refusal code, or the new model. */
function expectAction(
  model: Model,
  who: Who,
  event: DealEvent,
  now: Date,
): { refusal: string } | { next: Model } {
  if (who === 'support' && model.stage !== 'disputed') return { refusal: 'not_found' };
  const due = dealMachine.rows.some(
    (row) =>
      row.by === 'timer' &&
      row.from === model.stage &&
      row.deadline &&
      isDue('instant', model.deadlines[row.deadline], now),
  );
  if (due) return { refusal: 'deal_deadline_passed' };
  const decision = dealTransition(model.stage, event, PARTIES[who], {
    now,
    serviceAvailable: true,
    deadlineAt: model.deadlineAt,
    deliveriesSent: model.sent,
    deliveryLimit: model.limit,
  });
  if (!decision.ok) {
    if (decision.guards?.includes('provider_late')) return { refusal: 'deal_not_late' };
    if (decision.guards?.includes('deliveries_left')) return { refusal: 'deal_delivery_limit' };
    return { refusal: 'deal_status_conflict' };
  }
  const next: Model = { ...model, stage: decision.to, deadlines: { ...model.deadlines } };
  for (const name of decision.row.clears ?? []) next.deadlines[name] = null;
  const later = (days: number) => new Date(now.getTime() + days * DAY);
  if (['edit', 'counter', 'dismiss_update'].includes(event)) next.deadlines.offer_expires_at = later(3);
  if (event === 'approve' || event === 'approve_update') next.deadlines.payment_due_at = later(3);
  if (event === 'deliver') {
    next.sent += 1;
    next.deadlines.acceptance_due_at = later(3);
  }
  if (event === 'pay') {
    if (model.clientAvailable < TOTAL) return { refusal: 'insufficient_balance' };
    next.clientAvailable -= TOTAL;
    next.clientBlocked += TOTAL;
    next.deadlineAt = later(3);
  }
  const held = ['in_progress', 'delivered', 'disputed'].includes(model.stage);
  if (held && event === 'split') {
    next.clientBlocked -= TOTAL;
    next.clientAvailable += 60_00n;
    next.providerAvailable += 36_00n;
  } else if (held && decision.to === 'completed') {
    next.clientBlocked -= TOTAL;
    next.providerAvailable += SHARE;
  } else if (held && decision.to === 'canceled') {
    next.clientBlocked -= TOTAL;
    next.clientAvailable += TOTAL;
  }
  return { next };
}

/** What the clock does to the model: the timer rows, then the money of an auto-completion. */
function expectClock(model: Model, now: Date): Model {
  const { subject, steps } = dueSteps(dealMachine, { status: model.stage, deadlines: model.deadlines }, now);
  const next: Model = { ...model, stage: subject.status, deadlines: subject.deadlines as Deadlines };
  if (steps.some((step) => step.event === 'auto_complete')) {
    next.clientBlocked -= TOTAL;
    next.providerAvailable += SHARE;
  }
  return next;
}

let t: TestApp;
let rails: ReturnType<typeof dealRails>;

/** The kinds of the ledger transfers made for a deal. */
const transferKinds = async (dealId: number) =>
  (
    await rails.db
      .select({ kind: ledgerTransfers.kind })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.referenceKind, 'deal'), eq(ledgerTransfers.referenceId, String(dealId))))
  ).map((row) => row.kind);
beforeAll(async () => {
  t = await createTestApp();
  rails = dealRails(t);
});
afterAll(async () => {
  resetClock();
  await t.close();
});

describe('the deal table with the ledger, against a model', () => {
  it(
    'keeps every stage, answer and balance in step with the model',
    async () => {
      let support = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.constant(300_00n), fc.bigInt({ min: 0n, max: 300_00n })),
          fc.array(command, { minLength: 1, maxLength: MAX_STEPS }),
          async (funds, commands) => {
            freezeClock(new Date('2031-05-01T08:00:00Z'));
            const made = await pendingDeal(t, { funds: funds || undefined });
            const actors = { ...made, support: userActor(2_000_000_000 - support++, ['support']) };
            let model: Model = {
              stage: 'pending',
              deadlines: {
                offer_expires_at: made.deal.offerExpiresAt,
                payment_due_at: null,
                acceptance_due_at: null,
              },
              deadlineAt: null,
              sent: 0,
              limit: made.deal.deliveryLimit,
              clientAvailable: funds,
              clientBlocked: 0n,
              providerAvailable: 0n,
            };
            for (const [index, step] of commands.entries()) {
              const at = `after step ${index + 1} of ${commands.length}`;
              if (step.kind === 'clock') {
                advanceClock(step.ms);
                await rails.timers(clock.now());
                model = expectClock(model, clock.now());
              } else {
                const { who, event } = actionOf(step, model.stage);
                const expected = expectAction(model, who, event, clock.now());
                const answer = await rails.actions
                  .act(actors[who], made.deal.id, event, {
                    reasonCode: 'other',
                    providerAmountAed: 40_00n,
                  })
                  .then(
                    () => 'ok',
                    (error: { code?: string }) => error.code ?? String(error),
                  );
                expect(answer, `${who} ${event} from ${model.stage}`).toBe(
                  'refusal' in expected ? expected.refusal : 'ok',
                );
                if ('next' in expected) model = expected.next;
              }
              const deal = await rails.deal(made.deal.id);
              expect(deal.stage).toBe(model.stage);
              const client = await rails.balances(made.client.id);
              expect([client.available.amount, client.blocked.amount]).toEqual([
                model.clientAvailable,
                model.clientBlocked,
              ]);
              expect((await rails.balances(made.provider.id)).available.amount).toBe(model.providerAvailable);
              // Every invariant of the ledger, on all it holds (`ledger verify`), and this deal was
              // not both refunded and paid out.
              expect((await verifyLedger(rails.db)).breaks, at).toEqual([]);
              const kinds = await transferKinds(made.deal.id);
              expect(kinds.includes('hold_void') && kinds.includes('deal_release'), at).toBe(false);
            }
          },
        ),
        { numRuns: RUNS },
      );
      resetClock();
    },
    DEEP ? 1_200_000 : 120_000,
  );
});
