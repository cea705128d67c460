import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamRoleFactory } from '../../db/factories';
import { users } from '../../db/schema/accounts';
import { outboxEvents } from '../../db/schema/outbox';
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
    }
    const [row] = await t.app.database.db.select().from(outboxEvents).where(eq(outboxEvents.id, id));
    expect(row!.state).toBe('dead');
  });
});
