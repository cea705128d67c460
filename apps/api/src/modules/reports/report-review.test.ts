import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../lib/audit/audit';
import { account, type Member, teamMember } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let moderator: Member;
let finance: Member;

const because = { reason: 'Sends the same spam to everyone' };
const report = (by: Member, id: number) =>
  t.api('POST', '/report', { headers: by.auth, body: { type: 'provider', type_id: id, ...because } });
const queue = (who: Member, status = 'open') =>
  t.api('GET', `/admin/reports?status=${status}`, { headers: who.auth });

beforeAll(async () => {
  t = await createTestApp();
  [moderator, finance] = [await teamMember(t, 'moderator'), await teamMember(t, 'finance')];
});
afterAll(() => t.close());

describe('the reports queue', () => {
  it('lists open reports with the reporter and the account a ban would reach; others get a 404', async () => {
    const [spammer, reporter] = [await account(t, 'Spam Sender'), await account(t, 'Annoyed Client')];
    expect((await report(reporter, spammer.id)).statusCode).toBe(201);
    const res = await queue(moderator);
    expect(res.statusCode).toBe(200);
    const found = res.json().data.data.find((r: { target_id: number }) => r.target_id === spammer.id);
    expect(found).toMatchObject({
      kind: 'provider',
      target_name: 'Spam Sender',
      reason: because.reason,
      status: 'open',
      reporter: { id: reporter.id, name: 'Annoyed Client' },
      account: { id: spammer.id, name: 'Spam Sender', blocked_until: null },
    });
    for (const who of [finance, reporter]) expect((await queue(who)).statusCode).toBe(404);
  });

  it('dismisses a report once, with an audit row', async () => {
    const [target, reporter] = [await account(t, 'Fine Provider'), await account(t, 'Touchy Client')];
    await report(reporter, target.id);
    const id = (await queue(moderator))
      .json()
      .data.data.find((r: { target_id: number }) => r.target_id === target.id).id;
    const path = `/admin/reports/${id}/dismiss`;
    const first = await t.api('POST', path, {
      headers: moderator.auth,
      body: { reason: 'Nothing wrong here' },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.status).toBe('dismissed');
    const again = await t.api('POST', path, {
      headers: moderator.auth,
      body: { reason: 'Nothing wrong here' },
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'conflict']);
    const rows = await auditOf(t.app.database.db, { kind: 'report', id });
    expect(rows).toMatchObject([
      { action: 'report.dismiss', role: 'moderator', reason: 'Nothing wrong here' },
    ]);
  });

  it('bans an account for a month: it gets 403 everywhere, its reports are reviewed; a lift lets it back', async () => {
    const [spammer, reporter] = [await account(t, 'Banned Spammer'), await account(t, 'Reporter Two')];
    await report(reporter, spammer.id);
    const ban = await t.api('POST', `/admin/accounts/${spammer.id}/ban`, {
      headers: moderator.auth,
      body: because,
    });
    expect(ban.statusCode, ban.body).toBe(200);
    const until = new Date(ban.json().data.blocked_until).getTime();
    expect(until - Date.now()).toBeGreaterThan(27 * 86_400_000);
    expect(until - Date.now()).toBeLessThan(32 * 86_400_000);
    const blocked = await t.api('GET', '/user-information', { headers: spammer.auth });
    expect([blocked.statusCode, blocked.json().code]).toEqual([403, 'account_blocked']);
    const reviewed = (await queue(moderator, 'reviewed')).json().data.data;
    expect(reviewed.some((r: { target_id: number }) => r.target_id === spammer.id)).toBe(true);
    expect(await auditOf(t.app.database.db, { kind: 'account', id: spammer.id })).toMatchObject([
      { action: 'account.ban', reason: because.reason },
    ]);

    const lift = await t.api('POST', `/admin/accounts/${spammer.id}/unban`, {
      headers: moderator.auth,
      body: { reason: 'Appealed with a good explanation' },
    });
    expect(lift.statusCode, lift.body).toBe(200);
    expect((await t.api('GET', '/user-information', { headers: spammer.auth })).statusCode).toBe(200);
    const twice = await t.api('POST', `/admin/accounts/${spammer.id}/unban`, {
      headers: moderator.auth,
      body: { reason: 'Appealed with a good explanation' },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses to ban a team account or oneself, a missing account, and a short reason', async () => {
    for (const id of [finance.id, moderator.id]) {
      const res = await t.api('POST', `/admin/accounts/${id}/ban`, {
        headers: moderator.auth,
        body: because,
      });
      expect([res.statusCode, res.json().code]).toEqual([422, 'ban_team_account']);
    }
    const missing = await t.api('POST', '/admin/accounts/2147483647/ban', {
      headers: moderator.auth,
      body: because,
    });
    expect(missing.statusCode).toBe(404);
    const target = await account(t, 'Someone');
    const short = await t.api('POST', `/admin/accounts/${target.id}/ban`, {
      headers: moderator.auth,
      body: { reason: 'no' },
    });
    expect(short.statusCode).toBe(422);
    expect((await t.api('GET', '/user-information', { headers: target.auth })).statusCode).toBe(200);
  });
});
