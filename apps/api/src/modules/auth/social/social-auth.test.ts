import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../../lib/clock';
import { signUpVerified, TEST_PASSWORD } from '../../../test/accounts';
import { type SocialIssuer, startSocialIssuer } from '../../../test/social-tokens';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let issuer: SocialIssuer;
beforeAll(async () => {
  issuer = await startSocialIssuer();
  t = await createTestApp(issuer.config);
});
afterAll(async () => {
  await t.close();
  await issuer.close();
});
afterEach(() => resetClock());

const en = { 'content-language': 'en' };
const bearer = (token: string) => ({ ...en, authorization: `Bearer ${token}` });
const social = (kind: 'register' | 'login', body: Record<string, unknown>, headers = en) =>
  t.api('POST', `/${kind}-by-social-media`, { headers, body });
const sqlExec = (query: ReturnType<typeof sql>) => t.app.database.db.execute(query);

describe('sign-up and sign-in with an ID token', () => {
  it('signs up once, then the same subject signs in to the same account', async () => {
    const who = issuer.person('google', { email: 'Lina.Google@Example.com' });
    const up = await social('register', {
      provider: 'google',
      id_token: await issuer.mint('google', { claims: who }),
      account_type: 'company',
    });
    expect(up.statusCode).toBe(201);
    const created = up.json().data;
    expect(created).toMatchObject({
      token_type: 'Bearer',
      expires_in: 85_800,
      refresh_expires_in: 31_536_000,
    });
    expect(created.user).toMatchObject({
      name: 'Lina Haddad',
      email: 'lina.google@example.com',
      account_type: 'company',
      two_factor_enabled: false,
    });
    expect(created.user.code).toMatch(/^W\d{8}$/);
    expect(created.user.email_verified_at).not.toBeNull();
    // The provider proved the address: the account is open at once, without a code.
    const me = await t.api('GET', '/user-information', { headers: bearer(created.token) });
    expect(me.statusCode).toBe(200);

    const later = { ...who, email: 'renamed@example.com', name: 'Another Name' };
    const inAgain = await social('login', {
      provider: 'google',
      id_token: await issuer.mint('google', { claims: later }),
    });
    expect(inAgain.statusCode).toBe(200);
    expect(inAgain.json().data.user.id).toBe(created.user.id);
    expect(inAgain.json().data.token).not.toBe(created.token);

    // Signing up again is a sign-in, not an error and not a second account.
    const upAgain = await social('register', {
      provider: 'google',
      id_token: await issuer.mint('google', { claims: who }),
    });
    expect(upAgain.statusCode).toBe(200);
    expect(upAgain.json().data.user.id).toBe(created.user.id);
  });

  it('takes the name from the body for Apple, which keeps it out of the token', async () => {
    const who = issuer.person('apple');
    const nameless = await social('register', {
      provider: 'apple',
      id_token: await issuer.mint('apple', { claims: who }),
    });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json().message).toEqual({ name: ['Name is required.'] });

    const up = await social('register', {
      provider: 'apple',
      id_token: await issuer.mint('apple', { claims: who }),
      name: '  Omar Saleh ',
    });
    expect(up.statusCode).toBe(201);
    expect(up.json().data.user).toMatchObject({
      name: 'Omar Saleh',
      email: who.email,
      account_type: 'personal',
    });
    expect(up.json().data.user.email_verified_at).not.toBeNull();
  });

  it('never sends a password or its hash, and sets none', async () => {
    const who = issuer.person('google');
    const up = await social('register', {
      provider: 'google',
      id_token: await issuer.mint('google', { claims: who }),
    });
    const inAgain = await social('login', {
      provider: 'google',
      id_token: await issuer.mint('google', { claims: who }),
    });
    for (const res of [up, inAgain]) expect(res.body).not.toMatch(/password|argon2/i);
    const rows = await sqlExec(sql`select password_hash from users where email = ${who.email}`);
    expect(rows.rows).toEqual([{ password_hash: null }]);
    const password = await t.api('POST', '/login', {
      headers: en,
      body: { email: who.email, password: TEST_PASSWORD },
    });
    expect(password.statusCode).toBe(422);
  });

  it('asks an unknown identity to sign up, on id_token, in the request language', async () => {
    const token = await issuer.mint('google');
    const res = await social('login', { provider: 'google', id_token: token });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: true,
      code: 'validation_failed',
      message: { id_token: ['No account is linked to this sign-in yet. Create an account to continue.'] },
    });
    const ar = await social('login', { provider: 'google', id_token: token }, { 'content-language': 'ar' });
    expect(ar.json().message.id_token[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('creates an account for an address the provider has not verified, gated until its code', async () => {
    const who = issuer.person('google', { email_verified: false });
    const up = await social('register', {
      provider: 'google',
      id_token: await issuer.mint('google', { claims: who }),
    });
    expect(up.statusCode).toBe(201);
    expect(up.json().data.user.email_verified_at).toBeNull();
    const mailbox = await t.api('GET', `/dev/mailbox?to=${encodeURIComponent(who.email)}`);
    expect(mailbox.json().data[0].text).toMatch(/\b\d{6}\b/);
    const gated = await t.api('GET', '/user-information', { headers: bearer(up.json().data.token) });
    expect(gated.statusCode).toBe(406);
  });

  it('needs an e-mail address in the token to create an account', async () => {
    const res = await social('register', {
      provider: 'apple',
      id_token: await issuer.mint('apple', { claims: { email: undefined, email_verified: undefined } }),
      name: 'Hidden Mail',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message.id_token).toEqual([
      'Your account with this provider did not share an e-mail address. Allow access to your e-mail and try again.',
    ]);
  });

  it('checks the body: a known provider and a token', async () => {
    const res = await social('login', { provider: 'facebook', id_token: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual({
      provider: ['The selected Sign-in provider is not valid.'],
      id_token: ['Sign-in token is required.'],
    });
  });
});

describe('tokens that are refused', () => {
  async function expectRefused(token: string, provider = 'google') {
    for (const kind of ['login', 'register'] as const) {
      const res = await social(kind, { provider, id_token: token, name: 'Any Name' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        error: true,
        code: 'invalid_social_token',
        message: { txt: ['We could not confirm this sign-in with the provider. Please try again.'] },
      });
    }
  }

  it('refuses another audience', async () => {
    await expectRefused(await issuer.mint('google', { claims: { aud: 'someone-elses-app' } }));
  });

  it("refuses another issuer, and one provider's token offered as the other's", async () => {
    await expectRefused(await issuer.mint('google', { claims: { iss: 'https://accounts.example.com' } }));
    await expectRefused(await issuer.mint('google'), 'apple');
  });

  it('refuses an expired token once the clock has passed its expiry', async () => {
    const who = issuer.person('google');
    const token = await issuer.mint('google', { claims: who, expiresIn: 300 });
    expect((await social('register', { provider: 'google', id_token: token })).statusCode).toBe(201);
    advanceClock(400_000);
    await expectRefused(token);
  });

  it('refuses a signature by another key, and a key id the provider does not publish', async () => {
    await expectRefused(await issuer.mint('google', { foreignKey: true }));
    await expectRefused(await issuer.mint('apple', { foreignKey: true, kid: 'unknown-key' }), 'apple');
  });

  it('answers in Arabic too', async () => {
    const res = await social(
      'login',
      { provider: 'google', id_token: 'a.b.c' },
      { 'content-language': 'ar' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message.txt[0]).toBe(
      'تعذّر التحقق من تسجيل الدخول هذا لدى مزوّد الخدمة. يرجى المحاولة مرة أخرى.',
    );
  });
});

describe('linking by e-mail', () => {
  it('links a verified address to the account that verified it, and signs in', async () => {
    const account = await signUpVerified(t, 'Password Person');
    const who = issuer.person('google', { email: account.email.toUpperCase() });
    const res = await social('login', {
      provider: 'google',
      id_token: await issuer.mint('google', { claims: who }),
    });
    expect(res.statusCode).toBe(200);
    const me = (await t.api('GET', '/user-information', { headers: bearer(account.token) })).json().data;
    expect(res.json().data.user).toMatchObject({ id: me.id, name: 'Password Person' });

    // Linked now: the subject alone finds the account, whatever address the token carries later.
    const moved = await social('login', {
      provider: 'google',
      id_token: await issuer.mint('google', { claims: { ...who, email: 'moved@example.com' } }),
    });
    expect(moved.json().data.user.id).toBe(me.id);
    // The password still works: linking adds a way in, it takes none away.
    const password = await t.api('POST', '/login', {
      headers: en,
      body: { email: account.email, password: TEST_PASSWORD },
    });
    expect(password.statusCode).toBe(200);
  });

  it('links on sign-up too, instead of refusing the address', async () => {
    const account = await signUpVerified(t);
    const who = issuer.person('apple', { email: account.email });
    const res = await social('register', {
      provider: 'apple',
      id_token: await issuer.mint('apple', { claims: who }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe(account.email);
  });

  it('does not link when the provider has not verified the address', async () => {
    const account = await signUpVerified(t);
    const who = issuer.person('apple', { email: account.email, email_verified: 'false' });
    const login = await social('login', {
      provider: 'apple',
      id_token: await issuer.mint('apple', { claims: who }),
    });
    expect(login.json().message).toEqual({
      id_token: ['No account is linked to this sign-in yet. Create an account to continue.'],
    });
    const up = await social('register', {
      provider: 'apple',
      id_token: await issuer.mint('apple', { claims: who }),
      name: 'Someone Else',
    });
    expect(up.statusCode).toBe(422);
    expect(up.json().message).toEqual({ id_token: ['An account already uses this e-mail address.'] });
  });

  it('does not link to an account that never proved the address (pre-registered by someone else)', async () => {
    const email = `unproved${Date.now()}@example.com`;
    const squatter = await t.api('POST', '/register', {
      headers: en,
      body: { name: 'Squatter', email, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD },
    });
    expect(squatter.statusCode).toBe(201);
    const owner = issuer.person('google', { email });
    const login = await social('login', {
      provider: 'google',
      id_token: await issuer.mint('google', { claims: owner }),
    });
    expect(login.statusCode).toBe(422);
    expect(login.json().message.id_token).toHaveLength(1);
    const rows = await sqlExec(
      sql`select count(*)::int as n from social_identities where subject = ${owner.sub}`,
    );
    expect(rows.rows).toEqual([{ n: 0 }]);
  });
});

describe('account state', () => {
  async function socialAccount() {
    const who = issuer.person('google');
    const up = await social('register', {
      provider: 'google',
      id_token: await issuer.mint('google', { claims: who }),
    });
    return { who, data: up.json().data };
  }

  it('shuts a blocked account out with 403, by sign-in and by sign-up', async () => {
    const { who, data } = await socialAccount();
    await sqlExec(
      sql`update users set blocked_until = now() + interval '30 days' where id = ${data.user.id}`,
    );
    for (const kind of ['login', 'register'] as const) {
      const res = await social(kind, {
        provider: 'google',
        id_token: await issuer.mint('google', { claims: who }),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('account_blocked');
    }
  });

  it('does not link a verified address to a blocked account either', async () => {
    const account = await signUpVerified(t);
    await sqlExec(
      sql`update users set blocked_until = now() + interval '30 days' where email = ${account.email}`,
    );
    const who = issuer.person('google', { email: account.email });
    const res = await social('login', {
      provider: 'google',
      id_token: await issuer.mint('google', { claims: who }),
    });
    expect(res.statusCode).toBe(403);
    const rows = await sqlExec(
      sql`select count(*)::int as n from social_identities where subject = ${who.sub}`,
    );
    expect(rows.rows).toEqual([{ n: 0 }]);
  });

  it('gives a two-step account a session that must pass its second step (302)', async () => {
    const { who, data } = await socialAccount();
    await sqlExec(sql`update users set two_factor_enabled_at = now() where id = ${data.user.id}`);
    const res = await social('login', {
      provider: 'google',
      id_token: await issuer.mint('google', { claims: who }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.two_factor_enabled).toBe(true);
    const me = await t.api('GET', '/user-information', { headers: bearer(res.json().data.token) });
    expect(me.statusCode).toBe(302);
    expect(me.json().code).toBe('two_factor_required');
  });

  it('lets the identity of a deleted account start a new one', async () => {
    const { who, data } = await socialAccount();
    await sqlExec(sql`update users set deleted_at = now(), email = null where id = ${data.user.id}`);
    const login = await social('login', {
      provider: 'google',
      id_token: await issuer.mint('google', { claims: who }),
    });
    expect(login.statusCode).toBe(422);
    const up = await social('register', {
      provider: 'google',
      id_token: await issuer.mint('google', { claims: who }),
    });
    expect(up.statusCode).toBe(201);
    expect(up.json().data.user.id).not.toBe(data.user.id);
  });
});

describe('OpenAPI', () => {
  it('documents both calls under auth', async () => {
    const doc = (await t.api('GET', '/openapi.json')).json();
    for (const path of ['/api/v1/register-by-social-media', '/api/v1/login-by-social-media']) {
      expect(doc.paths[path].post.tags).toEqual(['auth']);
      expect(doc.paths[path].post.requestBody.content['application/json'].schema.required).toEqual([
        'provider',
        'id_token',
      ]);
    }
  });
});

describe('without client ids', () => {
  it('answers that the provider is not available, on provider', async () => {
    const bare = await createTestApp({ GOOGLE_CLIENT_IDS: [], APPLE_CLIENT_IDS: [] });
    try {
      const res = await bare.api('POST', '/login-by-social-media', {
        headers: en,
        body: { provider: 'apple', id_token: await issuer.mint('apple') },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toEqual({ provider: ['Signing in with this provider is not available.'] });
    } finally {
      await bare.close();
    }
  });
});
