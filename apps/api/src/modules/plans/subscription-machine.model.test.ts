import { randomUUID } from 'node:crypto';
import type { PlanPeriod } from '@wasla/shared/contracts/plans';
import {
  type PlanPrices,
  periodEnd,
  priceOf,
  prorate,
  quote,
  taxOn,
} from '@wasla/shared/plan-rules/plan-pricing';
import { RENEWAL_GRACE_DAYS, RENEWAL_RETRY_DAYS } from '@wasla/shared/plan-rules/subscription-states';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock, freezeClock, resetClock } from '../../lib/clock';
import { TEST_PASSWORD } from '../../test/accounts';
import { account, balancesOf, fund, type Member } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The subscription table against a model, with the app's clock: random subscribe, upgrade, downgrade,
 * cancel, undo, toggle and the passing of days (renewals, failed renewals, retries, lapses) over
 * months, with the wallet funded now and then. After every step the API's plan and subscription and
 * the wallet agree with the model, each period of a subscription is charged exactly once (its ledger
 * keys are periods 1..n, no more, no fewer), and a paid plan applies only within a paid period or its
 * grace. `DEEP=1` runs many more.
 */
const DEEP = !!process.env.DEEP;
const RUNS = DEEP ? 120 : 6;
const MAX_STEPS = DEEP ? 30 : 12;
const DAY = 86_400_000;
const TAX = 500n;
const SLUGS = ['free', 'pro', 'business'] as const;
type Slug = (typeof SLUGS)[number];

let t: TestApp;
const plans = {} as Record<Slug, PlanPrices & { id: number }>;
beforeAll(async () => {
  // Hundreds of requests a minute from one address: the global rate limit is not under test here.
  t = await createTestApp({ RATE_LIMIT_MAX: 1_000_000 });
  const { rows } = await t.app.database.db.execute<{
    id: number;
    slug: Slug;
    monthly: string;
    annual: string;
  }>(sql`select id, slug, monthly_price::text as monthly, annual_price::text as annual from plans`);
  for (const row of rows)
    plans[row.slug] = { id: row.id, monthlyPrice: BigInt(row.monthly), annualPrice: BigInt(row.annual) };
});
afterAll(async () => {
  resetClock();
  await t.close();
});

type Sub = {
  slug: Slug;
  period: PlanPeriod;
  status: 'active' | 'canceled' | 'past_due';
  start: Date;
  end: Date;
  n: number;
  autoRenew: boolean;
  paid: bigint;
  scheduled: { slug: Slug; period: PlanPeriod } | null;
  attempts: number;
};
type Model = { balance: bigint; sub: Sub | null };

type Step =
  | { kind: 'fund'; fils: bigint }
  | { kind: 'subscribe'; slug: Slug; period: PlanPeriod }
  | { kind: 'upgrade'; slug: Slug }
  | { kind: 'downgrade'; slug: Slug; period: PlanPeriod }
  | { kind: 'cancel' | 'undo' | 'toggle' }
  | { kind: 'days'; days: number };

const slug = fc.constantFrom<Slug>(...SLUGS);
const period = fc.constantFrom<PlanPeriod>('monthly', 'annual');
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('fund' as const), fils: fc.bigInt(1_00n, 600_00n) }),
  fc.record({ kind: fc.constant('subscribe' as const), slug, period }),
  fc.record({ kind: fc.constant('upgrade' as const), slug }),
  fc.record({ kind: fc.constant('downgrade' as const), slug, period }),
  fc.record({ kind: fc.constantFrom('cancel' as const, 'undo' as const, 'toggle' as const) }),
  fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 1, max: 45 }) }),
);

const after = (at: Date, days: number) => new Date(at.getTime() + days * DAY);

/** What the renewal job and the timers do to the model at `now`, as the sweep does it. */
function sweepModel(m: Model, now: Date) {
  for (;;) {
    const s = m.sub;
    if (!s) return;
    const due =
      (s.status === 'active' && s.end <= now) ||
      (s.status === 'past_due' && s.attempts <= RENEWAL_RETRY_DAYS.length && retryAt(s)! <= now);
    if (!due) break;
    const target = s.scheduled ?? { slug: s.slug, period: s.period };
    if (s.status === 'active' && (!s.autoRenew || target.slug === 'free')) {
      m.sub = null;
      return;
    }
    const { price, total } = quote(plans[target.slug], target.period, TAX);
    if (m.balance >= total) {
      m.balance -= total;
      const start = s.end;
      Object.assign(s, {
        status: 'active',
        slug: target.slug,
        period: target.period,
        n: s.n + 1,
        start,
        end: periodEnd(start, target.period),
        paid: price,
        scheduled: null,
        attempts: 0,
      });
    } else {
      s.status = 'past_due';
      s.attempts += 1;
    }
  }
  const s = m.sub;
  if (s?.status === 'canceled' && s.end <= now) m.sub = null;
  if (s?.status === 'past_due' && after(s.end, RENEWAL_GRACE_DAYS) <= now) m.sub = null;
}
const retryAt = (s: Sub) => {
  const day = RENEWAL_RETRY_DAYS[s.attempts - 1];
  return day === undefined ? undefined : after(s.end, day);
};

/** The status the model expects the API to answer for a step, applying it to the model. */
function applyModel(m: Model, step: Step, now: Date): number {
  const s = m.sub;
  switch (step.kind) {
    case 'subscribe': {
      if (step.slug === 'free') return 422;
      if (s) return 409;
      const { price, total } = quote(plans[step.slug], step.period, TAX);
      if (m.balance < total) return 303;
      m.balance -= total;
      const end = periodEnd(now, step.period);
      m.sub = {
        slug: step.slug,
        period: step.period,
        status: 'active',
        start: now,
        end,
        n: 1,
        autoRenew: true,
        paid: price,
        scheduled: null,
        attempts: 0,
      };
      return 200;
    }
    case 'upgrade': {
      if (step.slug === 'free') return 422;
      if (!s) return 404;
      if (s.status !== 'active') return 409;
      if (priceOf(plans[step.slug], s.period) <= priceOf(plans[s.slug], s.period)) return 422;
      const amount = prorate(plans[s.slug], plans[step.slug], s.period, { now, start: s.start, end: s.end });
      const total = amount + taxOn(amount, TAX);
      if (m.balance < total) return 303;
      m.balance -= total;
      Object.assign(s, { slug: step.slug, paid: s.paid + amount, scheduled: null });
      return 200;
    }
    case 'downgrade': {
      if (!s) return 404;
      if (s.status === 'canceled') return 409;
      if (step.slug === s.slug && step.period === s.period) return 422;
      const price = priceOf(plans[step.slug], step.period);
      if (s.status === 'active' && step.slug !== 'free' && s.paid > price) return 422;
      s.scheduled = { slug: step.slug, period: step.period };
      return 200;
    }
    case 'cancel':
      if (!s) return 404;
      if (s.status === 'canceled') return 409;
      if (s.status === 'past_due') m.sub = null;
      else Object.assign(s, { status: 'canceled', autoRenew: false });
      return 200;
    case 'undo':
      if (!s) return 404;
      if (s.status !== 'canceled') return 409;
      Object.assign(s, { status: 'active', autoRenew: true });
      return 200;
    case 'toggle':
      if (!s) return 404;
      if (s.status !== 'active') return 409;
      s.autoRenew = !s.autoRenew;
      return 200;
    default:
      return 200;
  }
}

async function signIn(member: Member) {
  const login = await t.api('POST', '/login', { body: { email: member.email, password: TEST_PASSWORD } });
  member.auth.authorization = `Bearer ${login.json().data.token}`;
}

async function run(member: Member, m: Model, step: Step): Promise<number> {
  const post = (path: string, body: unknown = {}) =>
    t.api('POST', path, { headers: { ...member.auth, 'idempotency-key': randomUUID() }, body });
  switch (step.kind) {
    case 'fund':
      await fund(t, member.id, step.fils);
      m.balance += step.fils;
      return 200;
    case 'days': {
      freezeClock(after(clock.now(), step.days));
      await signIn(member);
      await t.app.sweep();
      sweepModel(m, clock.now());
      return 200;
    }
    case 'subscribe':
      return (await post('/plans/subscribe', { plan_id: plans[step.slug].id, period: step.period }))
        .statusCode;
    case 'upgrade':
      return (await post('/plans/upgrade', { plan_id: plans[step.slug].id })).statusCode;
    case 'downgrade':
      return (await post('/plans/downgrade', { plan_id: plans[step.slug].id, period: step.period }))
        .statusCode;
    case 'cancel':
      return (await post('/plans/cancel', { reason: 'Trying another way' })).statusCode;
    case 'undo':
      return (await post('/plans/undo-cancellation')).statusCode;
    case 'toggle':
      return (await post('/plans/subscription-auto-renew-toggle')).statusCode;
  }
}

async function expectAgreement(member: Member, m: Model, label: string) {
  const mine = (await t.api('GET', '/plans/my-plan', { headers: member.auth })).json().data;
  const s = m.sub;
  expect(mine.plan.slug, label).toBe(s ? s.slug : 'free');
  expect(
    mine.subscription && {
      status: mine.subscription.status,
      period: mine.subscription.period,
      end: mine.subscription.current_period_end,
      auto_renew: mine.subscription.auto_renew,
      scheduled: mine.subscription.scheduled_plan?.slug ?? null,
    },
    label,
  ).toEqual(
    s && {
      status: s.status,
      period: s.period,
      end: s.end.toISOString(),
      auto_renew: s.autoRenew,
      scheduled: s.scheduled?.slug ?? null,
    },
  );
  expect((await balancesOf(t, member.id)).available.amount, label).toBe(m.balance);
  // Every subscription of the account: its periods 1..n charged once each, nothing else.
  const { rows } = await t.app.database.db.execute<{ id: number; n: number; keys: string[] | null }>(sql`
    select s.id, s.period_number as n,
      array(select key from ledger_transfers l where l.key like 'subscription:' || s.id || ':period:%'
        and l.key not like '%:upgrade:%' order by l.id) as keys
    from subscriptions s where s.user_id = ${member.id}`);
  for (const row of rows)
    expect(row.keys, label).toEqual(
      Array.from({ length: row.n }, (_, i) => `subscription:${row.id}:period:${i + 1}`),
    );
}

let member: Member | undefined;

describe('the subscription table against its model', () => {
  it(
    'agrees after every step of random sequences over months',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.date({
            min: new Date('2027-01-01T00:00:00Z'),
            max: new Date('2029-12-31T00:00:00Z'),
            noInvalidDate: true,
          }),
          fc.array(step, { minLength: 1, maxLength: MAX_STEPS }),
          async (start, steps) => {
            freezeClock(start);
            // One account for every run (sign-ups are throttled): its plan starts free, its wallet as left.
            member ??= await account(t, 'Subscriber');
            await t.app.database.db.execute(
              sql`update subscriptions set status = 'ended' where user_id = ${member.id}`,
            );
            await signIn(member);
            const m: Model = { balance: (await balancesOf(t, member.id)).available.amount, sub: null };
            for (const [i, s] of steps.entries()) {
              const expected = applyModel(m, s, clock.now());
              const status = await run(member, m, s);
              const label = `step ${i} ${JSON.stringify(s, (_, v) => (typeof v === 'bigint' ? String(v) : v))}`;
              expect(status, label).toBe(expected);
              await expectAgreement(member, m, label);
            }
          },
        ),
        { numRuns: RUNS },
      );
    },
    DEEP ? 1_800_000 : 240_000,
  );
});
