import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../lib/audit/audit';
import { signUpVerified } from '../../test/accounts';
import { type Member, teamMember } from '../../test/payouts';
import { completeDraft } from '../../test/services';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Member;
let free: { id: number; services_limit: number; media_limit: number; deliveries_limit: number };

const edit = (who: Member, id: number, body: Record<string, unknown>) =>
  t.api('PATCH', `/admin/plans/${id}`, { headers: who.auth, body });

beforeAll(async () => {
  t = await createTestApp();
  admin = await teamMember(t, 'admin');
  const listed = await t.api('GET', '/admin/plans', { headers: admin.auth });
  expect(listed.statusCode).toBe(200);
  free = listed.json().data.find((plan: { slug: string }) => plan.slug === 'free');
});
afterAll(() => t.close());

describe("the plans' limits in the back office", () => {
  it('move the 431 limit at once, without a restart, and are audited', async () => {
    const { auth } = await signUpVerified(t);
    const draft = () => t.api('POST', '/budgets', { headers: auth, body: { type: 'provided' } });
    // A service made whole and sent, so that the next one may start.
    const publishOne = async () => {
      const id = await completeDraft(t, auth);
      expect((await t.api('PATCH', `/services/${id}`, { headers: auth, body: {} })).statusCode).toBe(200);
    };
    const limits = { media_limit: free.media_limit, deliveries_limit: free.deliveries_limit };
    try {
      const lowered = await edit(admin, free.id, {
        ...limits,
        services_limit: 1,
        reason: 'Testing a tighter free plan',
      });
      expect(lowered.statusCode, lowered.body).toBe(200);
      await publishOne();
      const refused = await draft();
      expect([refused.statusCode, refused.json().code]).toEqual([431, 'services_limit_reached']);

      const raised = await edit(admin, free.id, {
        ...limits,
        services_limit: 2,
        reason: 'One more service for free',
      });
      expect(raised.json().data.services_limit).toBe(2);
      await publishOne();
      expect((await draft()).statusCode).toBe(431);
      const rows = await auditOf(t.app.database.db, { kind: 'plan', id: free.id });
      expect(rows.slice(-2)).toMatchObject([
        {
          action: 'plan.limits',
          before: { services_limit: free.services_limit },
          after: { services_limit: 1 },
        },
        { action: 'plan.limits', before: { services_limit: 1 }, after: { services_limit: 2 } },
      ]);
    } finally {
      await edit(admin, free.id, {
        ...limits,
        services_limit: free.services_limit,
        reason: 'Back as it was',
      });
    }
  });

  it('refuse limits out of range or not whole, a missing plan, and anyone but an admin', async () => {
    const base = { services_limit: 5, media_limit: 10, deliveries_limit: 3, reason: 'Checking the bounds' };
    for (const bad of [
      { services_limit: 0 },
      { media_limit: 101 },
      { deliveries_limit: 2.5 },
      { reason: 'no' },
    ]) {
      const res = await edit(admin, free.id, { ...base, ...bad });
      expect([JSON.stringify(bad), res.statusCode]).toEqual([JSON.stringify(bad), 422]);
    }
    expect((await edit(admin, 2_147_483_647, base)).statusCode).toBe(404);
    const moderator = await teamMember(t, 'moderator');
    expect((await edit(moderator, free.id, base)).statusCode).toBe(404);
    expect((await t.api('GET', '/admin/plans', { headers: moderator.auth })).statusCode).toBe(404);
    const after = (await t.api('GET', '/admin/plans', { headers: admin.auth })).json().data;
    expect(after.find((plan: { id: number }) => plan.id === free.id)).toMatchObject({
      services_limit: free.services_limit,
    });
  });
});
