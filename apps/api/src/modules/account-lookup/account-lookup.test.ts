import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../lib/audit/audit';
import { ownerWithService } from '../../test/marks';
import { account, armTwoFactor, fund, type Member, teamMember } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let support: Member;
let finance: Member;

const as = (who: Member) => ({ headers: who.auth });
const search = async (who: Member, q: string) => {
  const res = await t.api('GET', `/admin/accounts?q=${encodeURIComponent(q)}`, as(who));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data as { id: number; name: string; code: string; email: string }[];
};
const fileOf = async (who: Member, id: number) => {
  const res = await t.api('GET', `/admin/accounts/${id}`, as(who));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  t = await createTestApp();
  [support, finance] = [await teamMember(t, 'support'), await teamMember(t, 'finance')];
});
afterAll(() => t.close());

describe('looking an account up', () => {
  it('finds it by name, e-mail or code, and reads its file: services, wallet, sessions', async () => {
    const { owner, serviceId } = await ownerWithService(t, { name: 'Rania Lookup' });
    await fund(t, owner.id, 12_345n);
    const me = (await t.api('GET', '/user-information', as(owner))).json().data;

    for (const q of ['rania look', me.email.toUpperCase(), me.code.toLowerCase()]) {
      expect(
        (await search(finance, q)).map((hit) => hit.id),
        q,
      ).toContain(owner.id);
    }
    expect(await search(finance, 'r')).toEqual([]);
    // A pattern's own wildcards are text: "%" finds only names holding it.
    expect(await search(finance, '%%')).toEqual([]);

    const file = await fileOf(finance, owner.id);
    expect(file).toMatchObject({
      id: owner.id,
      name: 'Rania Lookup',
      code: me.code,
      two_factor: false,
      roles: [],
      services: { open: 1 },
      wallet: { currency: 'AED', available: '123.45', blocked: '0.00', total: '123.45' },
    });
    expect(file.latest_services).toEqual([expect.objectContaining({ id: serviceId, status: 'open' })]);
    expect(file.sessions.length).toBeGreaterThan(0);
  });

  it('is closed to users and to ids past the largest', async () => {
    const user = await account(t, 'Nosy User');
    expect((await t.api('GET', '/admin/accounts?q=nosy', as(user))).statusCode).toBe(404);
    expect((await t.api('GET', `/admin/accounts/${user.id}`, as(user))).statusCode).toBe(404);
    expect((await t.api('GET', '/admin/accounts/2147483648', as(support))).statusCode).toBe(422);
    expect((await t.api('GET', '/admin/accounts/2147483647', as(support))).statusCode).toBe(404);
  });
});

describe('the support team and an account’s security', () => {
  it('ends every session: the account must sign in again', async () => {
    const user = await account(t, 'Lost Phone');
    const ended = await t.api('POST', `/admin/accounts/${user.id}/sessions/end`, {
      ...as(support),
      body: { reason: 'The owner called: phone stolen' },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data.ended).toBeGreaterThan(0);
    expect((await t.api('GET', '/user-information', as(user))).statusCode).toBe(401);
    expect(await auditOf(t.app.database.db, { kind: 'account', id: user.id })).toMatchObject([
      { action: 'account.sessions.end', role: 'support', reason: 'The owner called: phone stolen' },
    ]);
    // The finance desk looks accounts up but does not touch their security.
    const refused = await t.api('POST', `/admin/accounts/${user.id}/sessions/end`, {
      ...as(finance),
      body: { reason: 'Not my desk at all' },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('resets two-step verification after proof, ends the sessions and e-mails the owner', async () => {
    const user = await account(t, 'Lost Authenticator');
    await armTwoFactor(t, user);
    const body = { proof: 'id_document', reason: 'Passport matched the account name' };
    const reset = await t.api('POST', `/admin/accounts/${user.id}/two-factor/reset`, {
      ...as(support),
      body,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data.two_factor).toBe(false);
    expect((await fileOf(support, user.id)).two_factor).toBe(false);
    expect((await t.api('GET', '/user-information', as(user))).statusCode).toBe(401);

    await t.app.worker.drain();
    // Told in the account's own language (Arabic, the default), at the address it proved.
    const mail = await t.api('GET', `/dev/mailbox?to=${encodeURIComponent(user.email)}`);
    expect(mail.json().data[0].subject).toBe('أُوقف التحقق بخطوتين في حسابك على وصلة');

    const again = await t.api('POST', `/admin/accounts/${user.id}/two-factor/reset`, {
      ...as(support),
      body,
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'conflict']);
    const noProof = await t.api('POST', `/admin/accounts/${user.id}/two-factor/reset`, {
      ...as(support),
      body: { reason: 'They sounded honest on the phone' },
    });
    expect(noProof.statusCode).toBe(422);
    expect(await auditOf(t.app.database.db, { kind: 'account', id: user.id })).toMatchObject([
      { action: 'account.two_factor.reset', after: { two_factor: false, proof: 'id_document' } },
    ]);
  });
});
