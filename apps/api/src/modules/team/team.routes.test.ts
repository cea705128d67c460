import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, TEST_PASSWORD } from '../../test/accounts';
import { armTwoFactor } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTeamRepository, type TeamRepository } from './team.repository';

let t: TestApp;
let team: TeamRepository;

const me = (headers: Record<string, string> = {}) => t.api('GET', '/admin/team/me', { headers });
const reply = async (res: Awaited<ReturnType<typeof me>>) => ({ status: res.statusCode, body: res.json() });
// What an address that names no route answers the same caller (in the caller's language).
const noSuchRoute = async (headers: Record<string, string> = {}) =>
  reply(await t.api('GET', '/admin/team/nothing-here', { headers }));

async function accountIdOf(email: string) {
  const account = await team.accountByEmail(email);
  if (!account) throw new Error(`no account ${email}`);
  return account.id;
}

beforeAll(async () => {
  t = await createTestApp();
  team = createTeamRepository(t.app.database.db);
  expect((await noSuchRoute()).status).toBe(404);
});
afterAll(() => t.close());

describe('team routes', () => {
  it('answer a guest, a bad token and an account outside the team exactly as a route that does not exist', async () => {
    expect(await reply(await me())).toEqual(await noSuchRoute());
    expect(await reply(await me({ authorization: 'Bearer not-a-token' }))).toEqual(await noSuchRoute());
    const outsider = await signUpVerified(t, 'Outsider');
    expect(await reply(await me(outsider.auth))).toEqual(await noSuchRoute(outsider.auth));
  });

  it('let a team member in, with the roles from the next request on, and out again once revoked', async () => {
    const member = await signUpVerified(t, 'Support Agent');
    const id = await accountIdOf(member.email);
    expect((await me(member.auth)).statusCode).toBe(404);
    await armTwoFactor(t, member);

    await team.grant(id, 'support', null);
    await team.grant(id, 'finance', null);
    const res = await me(member.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      account_id: id,
      roles: [
        { role: 'finance', granted_at: expect.any(String) },
        { role: 'support', granted_at: expect.any(String) },
      ],
    });

    await team.revoke(id, 'support');
    expect((await me(member.auth)).statusCode).toBe(200);
    await team.revoke(id, 'finance');
    expect(await reply(await me(member.auth))).toEqual(await noSuchRoute(member.auth));
  });

  it('refuse a team member whose address is not verified yet, as any outsider', async () => {
    const email = `unverified-team-${Date.now()}@example.com`;
    const registered = await t.api('POST', '/register', {
      body: { name: 'Not Yet', email, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD },
    });
    const { token } = registered.json().data;
    await team.grant(await accountIdOf(email), 'admin', null);
    expect(await reply(await me({ authorization: `Bearer ${token}` }))).toEqual(await noSuchRoute());
  });

  it('hold the roles of a member until two-step verification is on, and tell only that member why', async () => {
    const member = await signUpVerified(t, 'New Moderator');
    const id = await accountIdOf(member.email);
    await team.grant(id, 'moderator', null);
    const held = await me(member.auth);
    expect(held.statusCode).toBe(403);
    expect(held.json()).toMatchObject({ code: 'team_two_factor_required' });
    // A route of another team's work stays "no such route" for them.
    const finance = await t.api('GET', '/admin/finance/bank-transfers', { headers: member.auth });
    expect(await reply(finance)).toEqual(await noSuchRoute(member.auth));
    // The role does not work outside the back office either: the moderation queue's article policy.
    const queue = await t.api('GET', '/admin/articles?status=pending', { headers: member.auth });
    expect(queue.statusCode).toBe(403);

    await armTwoFactor(t, member);
    expect((await me(member.auth)).statusCode).toBe(200);
    expect((await t.api('GET', '/admin/articles?status=pending', { headers: member.auth })).statusCode).toBe(
      200,
    );
  });

  it('refuse before the request is read, so an odd query reveals nothing either', async () => {
    const outsider = await signUpVerified(t, 'Curious');
    const odd = await t.api('GET', '/admin/team/me?limit=not-a-number&x[y]=1', { headers: outsider.auth });
    expect(await reply(odd)).toEqual(await noSuchRoute(outsider.auth));
  });
});
