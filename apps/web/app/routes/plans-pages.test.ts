import { createTestApp, fund, IN_MEMORY, type TestApp } from '@wasla/api/testing';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanReply } from '../features/plans/plan-payment.server';
import type { SubscriptionReply } from '../features/plans/subscription-actions.server';
import { inProcessContext } from '../test/in-process-api';
import { type PageMember, pageMember, pageText } from '../test/page-member';
import { startPageRenderer } from '../test/page-renderer';
import { action as myPlanAction } from './my-subscription';
import { action as plansAction } from './plans';

let t: TestApp;
let context: AppLoadContext;
let renderer: Awaited<ReturnType<typeof startPageRenderer>>;
let member: PageMember;
let proId: number;

/** A page action as React Router calls it for `who` with a form, its reply unwrapped. */
async function post<R>(
  route: (args: never) => unknown,
  who: PageMember,
  path: string,
  form: Record<string, string>,
) {
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { cookie: who.cookie },
    body: new URLSearchParams(form),
  });
  const reply = (await route({ request, params: { lang: path.split('/')[1] }, context } as never)) as
    | { data: R }
    | R;
  return (reply && typeof reply === 'object' && 'data' in reply ? reply.data : reply) as R;
}

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: IN_MEMORY, RATE_LIMIT_MAX: 100_000 });
  context = inProcessContext(t);
  renderer = await startPageRenderer(t);
  member = await pageMember(t, 'Lina Plans');
  const plans = await t.api('GET', '/plans?period=monthly');
  proId = plans.json().data.data.find((plan: { slug: string }) => plan.slug === 'pro').id;
}, 180_000);
afterAll(async () => {
  await renderer?.close();
  await t?.close();
});

describe('the plans page', () => {
  it('shows a guest every plan for the month with fees, tax, total and limits, and sends them to log in', async () => {
    const page = await renderer.page('/en/plans');
    expect(page.status).toBe(200);
    const text = pageText(page);
    expect(text).toContain('Plans and pricing');
    expect(text).toMatch(/Save up to \d+% with annual/);
    expect(text).toContain('Free plan');
    expect(text).toMatch(/Pro plan For providers growing their business AED 49\.00 per month/);
    expect(text).toMatch(/Subscription fees AED 49\.00 Tax \(5(\.00)?%\) AED 2\.45 Total AED 51\.45/);
    expect(text).toContain('Published services 20');
    expect(text).toContain('Promotion discount 10.00%');
    expect(text).not.toContain('Your current plan');
    expect(page.sent).toContain(`href="/en/auth/login?next=${encodeURIComponent('/en/plans')}"`);
    expect(page.sent).toContain('href="/en/auth/sign-up"');
  });

  it('home shows the same plan cards, each leading to the plans page', async () => {
    const page = await renderer.page('/en');
    const text = pageText(page);
    expect(text).toMatch(
      /Plans that grow with you .* Pro plan For providers growing their business AED 49\.00 per month/,
    );
    expect(page.sent).toContain('href="/en/plans"');
  });

  it('asks the API for the annual prices', async () => {
    const text = pageText(await renderer.page('/en/plans?period=annual'));
    expect(text).toMatch(/AED 470\.00 per year/);
    expect(text).toMatch(/aria-current="page"[^>]*>Annual|Annual/);
  });

  it('in Arabic: right to left, the plans in Arabic', async () => {
    const page = await renderer.page('/ar/plans');
    expect(page.status).toBe(200);
    expect(page.sent).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl"/);
    const text = pageText(page);
    expect(text).toContain('الخطط والأسعار');
    expect(text).toContain('الخطة الاحترافية');
    expect(text).toContain('شهريًا');
  });
});

describe('subscribing and managing the plan', () => {
  it('on the free plan: the free card is marked, my-subscription shows the way to the plans', async () => {
    const plans = pageText(await renderer.page('/en/plans', member.cookie));
    expect(plans).toMatch(/Your current plan Free plan/);
    const mine = await renderer.page('/en/my-subscription', member.cookie);
    expect(mine.status).toBe(200);
    const text = pageText(mine);
    expect(text).toContain('You are on the Free plan');
    expect(text).toContain('You publish 0 of 5 services');
    expect(mine.sent).toContain('href="/en/plans"');
  });

  it('an empty wallet answers with the shortfall; funded, the plan is paid and marked', async () => {
    const short = await post<PlanReply>(plansAction, member, '/en/plans', {
      intent: 'subscribe',
      plan_id: String(proId),
      period: 'monthly',
      attempt: crypto.randomUUID(),
    });
    expect(short.outcome).toBe('shortfall');
    if (short.outcome !== 'shortfall') return;
    expect(short.shortfall.shortfall).toBe('51.45');
    expect(short.fields).toEqual({ choice: 'subscribe', plan_id: String(proId), period: 'monthly' });

    await fund(t, member.id, 100_00n);
    const paid = await post<PlanReply>(plansAction, member, '/en/plans', {
      intent: 'subscribe',
      plan_id: String(proId),
      period: 'monthly',
      attempt: crypto.randomUUID(),
    });
    expect(paid).toEqual({ outcome: 'paid', message: 'Your plan is active.' });
    const plans = pageText(await renderer.page('/en/plans', member.cookie));
    expect(plans).toMatch(/Your current plan Pro plan/);
    expect(plans).toContain('Upgrade');
    expect(plans).toContain('Downgrade');
  });

  it('my-subscription: period, renewal, amount paid, automatic renewal; cancel with a reason, then undo', async () => {
    const text = pageText(await renderer.page('/en/my-subscription', member.cookie));
    expect(text).toMatch(/Pro plan Active/);
    expect(text).toContain('Billing period Monthly');
    expect(text).toContain('Next renewal');
    expect(text).toMatch(/Paid for this period AED \d+\.\d\d/);
    expect(text).toMatch(/Invoices WSL-\d{4}-\d{6}/);
    expect(text).toContain('Automatic renewal On');
    expect(text).toContain('Cancel plan');

    const empty = await post<SubscriptionReply>(myPlanAction, member, '/en/my-subscription', {
      intent: 'cancel',
      reason: '',
    });
    expect(empty.ok).toBe(false);
    const canceled = await post<SubscriptionReply>(myPlanAction, member, '/en/my-subscription', {
      intent: 'cancel',
      reason: 'Too expensive for now',
    });
    expect(canceled).toMatchObject({ ok: true, intent: 'cancel' });
    const after = pageText(await renderer.page('/en/my-subscription', member.cookie));
    expect(after).toMatch(/Pro plan Canceled/);
    expect(after).toContain('Benefits end');
    expect(after).toContain('Too expensive for now');
    expect(after).toContain('Undo cancellation');

    const undone = await post<SubscriptionReply>(myPlanAction, member, '/en/my-subscription', {
      intent: 'undo',
    });
    expect(undone).toMatchObject({ ok: true, message: 'Your plan will renew again.' });
    expect(pageText(await renderer.page('/en/my-subscription', member.cookie))).toMatch(/Pro plan Active/);
  });

  it("a downgrade below what was paid is refused as 'Operation Cannot Be Completed'; to free it waits for the renewal", async () => {
    const other = await pageMember(t, 'Hadi Business');
    await fund(t, other.id, 200_00n);
    const plans = (await t.api('GET', '/plans?period=monthly')).json().data.data as {
      id: number;
      slug: string;
    }[];
    const idOf = (slug: string) => String(plans.find((p) => p.slug === slug)?.id);
    const form = (intent: string, slug: string) => ({
      intent,
      plan_id: idOf(slug),
      period: 'monthly',
      attempt: crypto.randomUUID(),
    });
    expect(
      await post<PlanReply>(plansAction, other, '/en/plans', form('subscribe', 'business')),
    ).toMatchObject({
      outcome: 'paid',
    });
    const refused = await post<PlanReply>(plansAction, other, '/en/plans', form('downgrade', 'pro'));
    expect(refused).toMatchObject({ outcome: 'refused', code: 'plan_downgrade_refused' });
    if (refused.outcome === 'refused')
      expect(refused.errors.join(' ')).toContain("exceeds the new plan's price");
    expect(await post<PlanReply>(plansAction, other, '/en/plans', form('downgrade', 'free'))).toMatchObject({
      outcome: 'scheduled',
      message: 'Your new plan starts at the next renewal.',
    });
    const text = pageText(await renderer.page('/en/my-subscription', other.cookie));
    expect(text).toMatch(/Business plan Active/);
    expect(text).toMatch(/Free plan \(Monthly\) starts at the renewal on /);
  });

  it('my-subscription in Arabic: right to left', async () => {
    const page = await renderer.page('/ar/my-subscription', member.cookie);
    expect(page.sent).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl"/);
    const text = pageText(page);
    expect(text).toContain('اشتراكي');
    expect(text).toContain('التجديد التلقائي');
  });

  it('sends a guest to log in first', async () => {
    expect((await renderer.page('/en/my-subscription')).status).toBe(302);
  });
});
