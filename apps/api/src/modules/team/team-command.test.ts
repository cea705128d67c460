import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/client';
import { accountFactory } from '../../db/factories';
import { auditOf } from '../../lib/audit/audit';
import { cloneTestDatabase } from '../../test/test-database';
import { createTeamRepository, type TeamRepository } from './team.repository';
import { runTeamCommand } from './team-command';

let database: Awaited<ReturnType<typeof cloneTestDatabase>>;
let db: Database;
let team: TeamRepository;

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runTeamCommand(args, team, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

beforeAll(async () => {
  database = await cloneTestDatabase(inject('templateDatabase'));
  db = database.handle.db;
  team = createTeamRepository(db);
});
afterAll(() => database.drop());

describe('npm run team', () => {
  it('grants a role by address, whatever its case, once', async () => {
    const account = await accountFactory.one(db, { email: 'grace@example.com' });
    expect(await run('grant', ' Grace@Example.com ', 'support')).toEqual({
      code: 0,
      out: 'granted support to grace@example.com',
      err: '',
    });
    expect(await run('grant', 'grace@example.com', 'support')).toMatchObject({
      code: 0,
      out: 'grace@example.com already holds support',
    });
    expect((await team.rolesOf(account.id)).map((r) => r.role)).toEqual(['support']);
    // Audited once, as done on the command line: the second grant changed nothing.
    expect(await auditOf(db, { kind: 'account', id: account.id })).toEqual([
      expect.objectContaining({
        actorId: null,
        role: null,
        action: 'team.grant',
        after: { role: 'support' },
      }),
    ]);
  });

  it('audits a revocation, and nothing for a role the account did not hold', async () => {
    const account = await accountFactory.one(db, { email: 'hedy@example.com' });
    await run('grant', 'hedy@example.com', 'finance');
    expect(await run('revoke', 'hedy@example.com', 'finance')).toMatchObject({ code: 0 });
    expect(await run('revoke', 'hedy@example.com', 'finance')).toMatchObject({
      out: 'hedy@example.com does not hold finance',
    });
    const rows = await auditOf(db, { kind: 'account', id: account.id });
    expect(rows.map((r) => [r.action, r.actorId, r.before, r.after])).toEqual([
      ['team.grant', null, null, { role: 'finance' }],
      ['team.revoke', null, { role: 'finance' }, null],
    ]);
  });

  it('lists every member with the roles, the day and who granted them', async () => {
    const ada = await accountFactory.one(db, { email: 'ada@example.com' });
    const admin = await accountFactory.one(db, { email: 'root@example.com' });
    await run('grant', 'ada@example.com', 'moderator');
    await team.grant(ada.id, 'finance', admin.id);
    const { code, out } = await run('list');
    expect(code).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(out).toContain(
      `ada@example.com: finance since ${today} by root@example.com; moderator since ${today} by command line`,
    );
    expect(out).toContain(`grace@example.com: support since ${today} by command line`);
  });

  it('revokes a role, and says so when there was none to revoke', async () => {
    await run('grant', 'grace@example.com', 'admin');
    expect(await run('revoke', 'grace@example.com', 'admin')).toMatchObject({
      code: 0,
      out: 'revoked admin from grace@example.com',
    });
    expect(await run('revoke', 'grace@example.com', 'admin')).toMatchObject({
      code: 0,
      out: 'grace@example.com does not hold admin',
    });
  });

  it('fails with 1 for an address no live account signs in with', async () => {
    const gone = await accountFactory.one(db, { email: 'gone@example.com', deletedAt: new Date() });
    expect(await run('grant', 'nobody@example.com', 'admin')).toMatchObject({
      code: 1,
      err: 'no account signs in with nobody@example.com',
    });
    expect((await run('grant', 'gone@example.com', 'admin')).code).toBe(1);
    expect(await team.rolesOf(gone.id)).toEqual([]);
  });

  it('fails with 2 for an unknown role or command, and names the roles', async () => {
    const role = await run('grant', 'grace@example.com', 'superuser');
    expect(role.code).toBe(2);
    expect(role.err).toBe('unknown role "superuser"; roles: moderator, finance, support, admin');
    for (const args of [
      [],
      ['promote', 'grace@example.com', 'admin'],
      ['grant', 'grace@example.com'],
      ['list', 'x'],
    ]) {
      const usage = await run(...args);
      expect(usage.code).toBe(2);
      expect(usage.err).toContain('usage: npm run team -- grant <email> <role>');
    }
  });

  it('grants a role once when two grants of it arrive at the same instant', async () => {
    const account = await accountFactory.one(db, {});
    const results = await Promise.all([
      team.grant(account.id, 'moderator', null),
      team.grant(account.id, 'moderator', null),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await team.rolesOf(account.id)).map((r) => r.role)).toEqual(['moderator']);
  });

  it('refuses a role the database does not know, even written around the command', async () => {
    const account = await accountFactory.one(db, {});
    await expect(team.grant(account.id, 'owner' as never, null)).rejects.toThrow();
  });
});
