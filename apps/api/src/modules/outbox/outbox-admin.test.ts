import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamRoleFactory } from '../../db/factories';
import { users } from '../../db/schema/accounts';
import { outboxEvents } from '../../db/schema/outbox';
import { auditOf } from '../../lib/audit/audit';
import { createOutboxStore } from '../../lib/events/outbox-store';
import { recordEvent } from '../../lib/events/record-event';
import type { TeamRole } from '../../lib/policy/actor';
import { signUpVerified } from '../../test/accounts';
import { armTwoFactor } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member(...roles: TeamRole[]) {
  const account = await signUpVerified(t, 'Team Member');
  const [user] = await t.app.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, account.email));
  await teamRoleFactory.many(
    t.app.database.db,
    roles.map((role) => ({ accountId: user!.id, role })),
  );
  await armTwoFactor(t, account);
  return { ...account, id: user!.id };
}

/** An event whose attempts are spent, as the worker leaves it. */
async function deadEvent() {
  const db = t.app.database.db;
  const id = await recordEvent(db, {
    type: 'test.undeliverable',
    subject: { kind: 'test', id: 'x' },
    payload: { reason: 'broken' },
  });
  await db
    .update(outboxEvents)
    .set({ state: 'dead', attempts: 10, lastError: 'mail server refused' })
    .where(eq(outboxEvents.id, id));
  return id;
}

describe('dead events in the back office', () => {
  it('lists dead events and retries one for support and admin', async () => {
    const id = await deadEvent();
    for (const role of ['support', 'admin'] as const) {
      const who = await member(role);
      const list = await t.api('GET', '/admin/outbox/dead', { headers: who.auth });
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toContainEqual(
        expect.objectContaining({
          id,
          type: 'test.undeliverable',
          state: 'dead',
          last_error: 'mail server refused',
        }),
      );
    }
    const support = await member('support');
    const retried = await t.api('POST', `/admin/outbox/${id}/retry`, { headers: support.auth });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ id, state: 'pending', attempts: 0, last_error: null });
    // Who retried it is on record, as an event of its own.
    const [record] = await t.app.database.db
      .select()
      .from(outboxEvents)
      .where(
        sql`${outboxEvents.type} = 'outbox.event_retried' and ${outboxEvents.subjectId} = ${String(id)}`,
      );
    expect(record).toMatchObject({ actor: `user:${support.id}`, subjectKind: 'outbox_event' });
    // Once pending again it is no longer dead: a second retry finds nothing.
    const again = await t.api('POST', `/admin/outbox/${id}/retry`, { headers: support.auth });
    expect(again.statusCode).toBe(404);
    expect(again.json().message.txt).toEqual(['There is no failed event with this number.']);
  });

  it('is no route at all for guests, accounts without a team role, and other team roles', async () => {
    const id = await deadEvent();
    const plain = await member();
    const moderator = await member('moderator', 'finance');
    for (const headers of [{}, plain.auth, moderator.auth]) {
      const list = await t.api('GET', '/admin/outbox/dead', { headers });
      expect(list.statusCode).toBe(404);
      expect(list.json().code).toBe('not_found');
      const retry = await t.api('POST', `/admin/outbox/${id}/retry`, { headers });
      expect(retry.statusCode).toBe(404);
      const drop = await t.api('POST', `/admin/outbox/${id}/drop`, {
        headers,
        body: { reason: 'Sent by hand already.' },
      });
      expect(drop.statusCode).toBe(404);
    }
    const [row] = await t.app.database.db.select().from(outboxEvents).where(eq(outboxEvents.id, id));
    expect(row!.state).toBe('dead');
  });

  it('drops a dead event with a reason: kept, audited, never claimed again, and only once', async () => {
    const id = await deadEvent();
    const admin = await member('admin');
    const refused = await t.api('POST', `/admin/outbox/${id}/drop`, {
      headers: admin.auth,
      body: { reason: 'no' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message.reason).toBeDefined();

    // Two drops at the same instant: one decides, the other finds no dead event.
    const [first, second] = await Promise.all(
      [1, 2].map(() =>
        t.api('POST', `/admin/outbox/${id}/drop`, {
          headers: admin.auth,
          body: { reason: 'The customer was told by telephone.' },
        }),
      ),
    );
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 404]);
    const done = first!.statusCode === 200 ? first! : second!;
    expect(done.json().data).toMatchObject({ id, state: 'dropped', last_error: 'mail server refused' });

    const db = t.app.database.db;
    const audit = await auditOf(db, { kind: 'outbox_event', id });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      role: 'admin',
      action: 'outbox_event.drop',
      before: { state: 'dead' },
      after: { state: 'dropped', attempts: 10 },
      reason: 'The customer was told by telephone.',
    });
    // Not on the dead list any more, not retried, and no worker claims it, however late it is.
    const list = await t.api('GET', '/admin/outbox/dead?limit=200', { headers: admin.auth });
    expect(list.json().data.map((event: { id: number }) => event.id)).not.toContain(id);
    expect((await t.api('POST', `/admin/outbox/${id}/retry`, { headers: admin.auth })).statusCode).toBe(404);
    const claimed = await createOutboxStore(db).claim('test-worker', 500, 60_000, new Date('2100-01-01'));
    expect(claimed.map((event) => event.id)).not.toContain(id);
    const [row] = await db.select().from(outboxEvents).where(eq(outboxEvents.id, id));
    expect(row).toMatchObject({
      state: 'dropped',
      type: 'test.undeliverable',
      payload: { reason: 'broken' },
    });
  });
});
