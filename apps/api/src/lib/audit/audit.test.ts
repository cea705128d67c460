import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFactory } from '../../db/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userActor } from '../policy/actor';
import { actingRole, auditOf, recordAudit } from './audit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the audit log', () => {
  it('keeps who did what, in which role, before and after, with money as text', async () => {
    const db = t.app.database.db;
    const member = userActor((await accountFactory.one(db, {})).id, ['admin', 'finance']);
    const role = actingRole(member, ['finance', 'admin']);
    expect(role).toBe('finance');
    await recordAudit(db, {
      actor: member,
      role,
      action: 'withdrawal.pay',
      subject: { kind: 'withdrawal', id: 41 },
      before: { status: 'processing', amount: 20_000n },
      after: { status: 'paid', at: new Date('2031-03-10T10:00:00Z') },
      reason: 'Sent',
    });
    const [row] = await auditOf(db, { kind: 'withdrawal', id: '41' });
    expect(row).toMatchObject({
      actorId: member.id,
      role: 'finance',
      action: 'withdrawal.pay',
      subjectId: '41',
      before: { status: 'processing', amount: '20000' },
      after: { status: 'paid', at: '2031-03-10T10:00:00.000Z' },
      reason: 'Sent',
    });
  });

  it('writes nothing for an action that does not commit', async () => {
    const db = t.app.database.db;
    const member = userActor((await accountFactory.one(db, {})).id, ['finance']);
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, {
          actor: member,
          role: 'finance',
          action: 'bank_transfer.approve',
          subject: { kind: 'bank_transfer', id: 7 },
        });
        throw new Error('the approval failed');
      }),
    ).rejects.toThrow('the approval failed');
    expect(await auditOf(db, { kind: 'bank_transfer', id: 7 })).toEqual([]);
    expect(() => actingRole(member, ['admin'])).toThrow();
  });
});
