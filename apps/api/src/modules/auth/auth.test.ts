import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../lib/clock';
import { signUpVerified } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const en = { 'content-language': 'en' };
const bearer = (token: string) => ({ ...en, authorization: `Bearer ${token}` });
let counter = 0;
const freshEmail = () => `user${Date.now()}${counter++}@example.com`;
const PASSWORD = 'Cedar&Falcon42';

async function register(body: Record<string, unknown> = {}) {
  const email = freshEmail();
  const res = await t.api('POST', '/register', {
    headers: en,
    body: { name: 'Salma Haddad', email, password: PASSWORD, password_confirmation: PASSWORD, ...body },
  });
  return { res, email, data: res.json().data };
}

async function lastCode(recipient: string) {
  const res = await t.api('GET', `/dev/mailbox?to=${encodeURIComponent(recipient)}`);
  const text: string = res.json().data[0].text;
  return text.match(/\b(\d{6})\b/)![1]!;
}

describe('sign-up by e-mail', () => {
  it('answers with tokens and the user, and sends a 6-digit code at once', async () => {
    const { res, email, data } = await register();
    expect(res.statusCode).toBe(201);
    expect(data).toMatchObject({ token_type: 'Bearer', expires_in: 85_800, refresh_expires_in: 31_536_000 });
    expect(data.user).toMatchObject({
      name: 'Salma Haddad',
      email,
      email_verified_at: null,
      account_type: 'personal',
    });
    expect(data.user.code).toMatch(/^W\d{8}$/);
    expect(await lastCode(email)).toMatch(/^\d{6}$/);
  });

  it('is gated with 406 until the e-mail is verified, then opens', async () => {
    const { email, data } = await register();
    const status = await t.api('GET', '/verification-status', { headers: bearer(data.token) });
    expect(status.json().data).toMatchObject({ email, email_verified: false, phone: null });
    expect(status.json().data.resend_in).toBeGreaterThan(50);
    const gated = await t.api('GET', '/user-information', { headers: bearer(data.token) });
    expect(gated.statusCode).toBe(406);
    expect(gated.json().code).toBe('email_not_verified');

    const wrong = await t.api('POST', '/verify-otp-code', {
      headers: bearer(data.token),
      body: { purpose: 'verify_email', code: '000000' },
    });
    const code = await lastCode(email);
    if (code !== '000000') {
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().message.code).toEqual(['Wrong code. 4 tries left.']);
    }
    const ok = await t.api('POST', '/verify-otp-code', {
      headers: bearer(data.token),
      body: { purpose: 'verify_email', code },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.email_verified_at).not.toBeNull();
    const open = await t.api('GET', '/user-information', { headers: bearer(data.token) });
    expect(open.statusCode).toBe(200);
    expect(open.json().data.completion_score).toBe(25);

    const again = await t.api('POST', '/verify-otp-code', {
      headers: bearer(data.token),
      body: { purpose: 'verify_email', code },
    });
    expect(again.json().message.code).toEqual([
      'This code has expired or was already used. Ask for a new one.',
    ]);
  });

  it('answers a taken e-mail, whatever its case, like a free one, and tells its owner instead', async () => {
    const owner = await register();
    const free = await register();
    const other = { password: 'Other&Pass77', password_confirmation: 'Other&Pass77' };
    const clash = await register({ email: owner.email.toUpperCase(), ...other });
    expect(clash.res.statusCode).toBe(free.res.statusCode);
    const shape = (data: Record<string, unknown>) => ({
      ...data,
      token: typeof data.token,
      refresh_token: typeof data.refresh_token,
      user: Object.keys(data.user as object).sort(),
    });
    expect(shape(clash.data)).toEqual(shape(free.data));
    expect(clash.data.user.email).toBe(owner.email);

    // The owner gets a word that someone tried, never a code for the other account.
    const mailbox = (await t.api('GET', `/dev/mailbox?to=${encodeURIComponent(owner.email)}`)).json().data;
    expect(mailbox[0].subject).toBe('You already have a Wasla account');
    expect(mailbox[0].text).not.toMatch(/\d{6}/);

    // The new account is held at the gate like any unverified one, and no code opens it.
    const status = await t.api('GET', '/verification-status', { headers: bearer(clash.data.token) });
    expect(status.json().data).toMatchObject({ email: owner.email, email_verified: false });
    expect(status.json().data.resend_in).toBeGreaterThan(50);
    expect((await t.api('GET', '/user-information', { headers: bearer(clash.data.token) })).statusCode).toBe(
      406,
    );
    const guess = await t.api('POST', '/verify-otp-code', {
      headers: bearer(clash.data.token),
      body: { purpose: 'verify_email', code: '000000' },
    });
    const freeGuess = await t.api('POST', '/verify-otp-code', {
      headers: bearer(free.data.token),
      body: {
        purpose: 'verify_email',
        code: (await lastCode(free.email)) === '000000' ? '111111' : '000000',
      },
    });
    expect(guess.json()).toEqual(freeGuess.json());

    // The owner's own codes and sign-in are untouched.
    const codeMessage = mailbox.find((message: { text: string }) => /\b\d{6}\b/.test(message.text));
    const ownerCode = codeMessage.text.match(/\b(\d{6})\b/)[1];
    const verified = await t.api('POST', '/verify-otp-code', {
      headers: bearer(owner.data.token),
      body: { purpose: 'verify_email', code: ownerCode },
    });
    expect(verified.statusCode).toBe(200);
    const signIn = await t.api('POST', '/login', {
      headers: en,
      body: { email: owner.email, password: PASSWORD },
    });
    expect(signIn.json().data.user.id).toBe(owner.data.user.id);
  });

  it('signs the owner in when they sign up again with their own password', async () => {
    const owner = await register();
    const again = await register({ email: owner.email, name: 'Someone Else' });
    expect(again.res.statusCode).toBe(201);
    expect(again.data.user).toMatchObject({ id: owner.data.user.id, name: 'Salma Haddad' });
    const status = await t.api('GET', '/verification-status', { headers: bearer(again.data.token) });
    expect(status.json().data.email).toBe(owner.email);
  });

  it('opens one account for two presses of the button at once', async () => {
    const email = freshEmail();
    const body = { name: 'Salma Haddad', email, password: PASSWORD, password_confirmation: PASSWORD };
    const [a, b] = await Promise.all([
      t.api('POST', '/register', { headers: en, body }),
      t.api('POST', '/register', { headers: en, body }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().data.user.id).toBe(b.json().data.user.id);
  });

  it('holds passwords to the rules: length, mix, confirmation, and not a common one', async () => {
    const weak = await register({ password: 'abcdefgh', password_confirmation: 'abcdefgh' });
    expect(weak.res.json().message.password).toEqual([
      'The password needs at least 8 characters with letters, numbers and symbols.',
    ]);
    const mismatch = await register({ password_confirmation: 'Something-else1' });
    expect(mismatch.res.json().message.password_confirmation).toEqual(['Passwords do not match.']);
    const common = await register({ password: 'p@ssw0rd', password_confirmation: 'p@ssw0rd' });
    expect(common.res.json().message.password).toEqual([
      'This password is too common. Choose one that is harder to guess.',
    ]);
    const tooLong = 'Aa1!'.repeat(33);
    const long = await register({ password: tooLong, password_confirmation: tooLong });
    expect(long.res.statusCode).toBe(422);
  });

  it('asks for an e-mail or a phone number', async () => {
    const res = await t.api('POST', '/register', {
      headers: en,
      body: { name: 'No Contact', password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(res.json().message).toEqual({ email: ['Enter an e-mail address or a phone number.'] });
  });
});

describe('sign-up by phone', () => {
  it('checks the digit count of the country, sends the code by SMS, and gates with 412', async () => {
    const bad = await register({ email: undefined, phone_number: '5012345', country_code: '+971' });
    expect(bad.res.statusCode).toBe(422);
    const phone = `50${String(Date.now()).slice(-7)}`;
    const { res, data } = await register({ email: undefined, phone_number: phone, country_code: '00971' });
    expect(res.statusCode).toBe(201);
    expect(data.user).toMatchObject({ phone_number: phone, country_code: '971', email: null });
    const mailbox = (await t.api('GET', `/dev/mailbox?to=%2B971${phone}`)).json().data;
    expect(mailbox[0]).toMatchObject({ channel: 'sms', recipient: `+971${phone}` });
    expect((await t.api('GET', '/user-information', { headers: bearer(data.token) })).statusCode).toBe(412);
    // A taken phone is answered like a free one; its owner gets a word, not a code.
    const dup = await register({
      email: undefined,
      phone_number: phone,
      country_code: '971',
      password: 'Other&Pass77',
      password_confirmation: 'Other&Pass77',
    });
    expect(dup.res.statusCode).toBe(201);
    expect(dup.data.user).toMatchObject({ phone_number: phone, country_code: '971', email: null });
    const notices = (await t.api('GET', `/dev/mailbox?to=%2B971${phone}`)).json().data;
    expect(notices[0]).toMatchObject({ channel: 'sms', subject: 'You already have a Wasla account' });
  });
});

describe('one-time codes', () => {
  it('allows one new code a minute, expires codes after 10 minutes, and dies after 5 wrong tries', async () => {
    const { email, data } = await register();
    const resend = () =>
      t.api('POST', '/send-otp-code', { headers: bearer(data.token), body: { purpose: 'verify_email' } });
    const early = await resend();
    expect(early.statusCode).toBe(429);
    expect(early.json().code).toBe('code_cooldown');
    advanceClock(61_000);
    expect((await resend()).json().data).toMatchObject({ channel: 'email', resend_in: 60, expires_in: 600 });

    const code = await lastCode(email);
    advanceClock(601_000);
    const late = await t.api('POST', '/verify-otp-code', {
      headers: bearer(data.token),
      body: { purpose: 'verify_email', code },
    });
    expect(late.json().message.code).toEqual([
      'This code has expired or was already used. Ask for a new one.',
    ]);

    expect((await resend()).statusCode).toBe(200);
    const fresh = await lastCode(email);
    const wrongCode = fresh === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      await t.api('POST', '/verify-otp-code', {
        headers: bearer(data.token),
        body: { purpose: 'verify_email', code: wrongCode },
      });
    }
    const blocked = await t.api('POST', '/verify-otp-code', {
      headers: bearer(data.token),
      body: { purpose: 'verify_email', code: fresh },
    });
    expect(blocked.json().message.code).toEqual(['Too many wrong tries. Ask for a new code.']);
  });
});

describe('login, refresh and logout', () => {
  it('gives the same answer for an unknown account and a wrong password', async () => {
    const { email } = await register();
    const wrong = await t.api('POST', '/login', { headers: en, body: { email, password: 'Wrong-pass-9' } });
    const unknown = await t.api('POST', '/login', {
      headers: en,
      body: { email: 'nobody@example.com', password: 'Wrong-pass-9' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.json()).toEqual(wrong.json());
    const right = await t.api('POST', '/login', {
      headers: en,
      body: { email: email.toUpperCase(), password: PASSWORD },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().data.token).not.toBeUndefined();
  });

  it('rotates refresh tokens, and a reused one ends the whole session', async () => {
    const { data } = await register();
    const first = await t.api('POST', '/refresh-token', { headers: bearer(data.refresh_token) });
    expect(first.statusCode).toBe(200);
    const rotated = first.json().data;
    expect(rotated.refresh_token).not.toBe(data.refresh_token);

    const reuse = await t.api('POST', '/refresh-token', { headers: bearer(data.refresh_token) });
    expect(reuse.statusCode).toBe(401);
    // The family is revoked: the newest tokens stop working too.
    expect(
      (await t.api('POST', '/refresh-token', { headers: bearer(rotated.refresh_token) })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.api('POST', '/send-otp-code', {
          headers: bearer(rotated.token),
          body: { purpose: 'verify_email' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('stops every access token of a session at once when a used refresh token comes back', async () => {
    const account = await signUpVerified(t);
    const first = account.auth;
    const rotated = (
      await t.api('POST', '/login', { headers: en, body: { email: account.email, password: PASSWORD } })
    ).json().data;
    const secondRefresh = await t.api('POST', '/refresh-token', { headers: bearer(rotated.refresh_token) });
    const newest = secondRefresh.json().data;
    expect((await t.api('GET', '/user-information', { headers: bearer(rotated.token) })).statusCode).toBe(
      200,
    );
    expect((await t.api('GET', '/user-information', { headers: bearer(newest.token) })).statusCode).toBe(200);

    // The used refresh token comes back: someone else holds it, and the session is revoked.
    const replay = await t.api('POST', '/refresh-token', { headers: bearer(rotated.refresh_token) });
    expect(replay.statusCode).toBe(401);
    for (const token of [rotated.token, newest.token]) {
      const res = await t.api('GET', '/user-information', { headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('unauthenticated');
    }
    // Another session of the same account (another device) is a family of its own and stays open.
    expect((await t.api('GET', '/user-information', { headers: first })).statusCode).toBe(200);
  });

  it('lets an access token expire after 85,800 seconds', async () => {
    const { data } = await register();
    advanceClock(85_801_000);
    const res = await t.api('POST', '/send-otp-code', {
      headers: bearer(data.token),
      body: { purpose: 'verify_email' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: true, code: 'unauthenticated' });
  });

  it('logs out this device, or every device', async () => {
    const { email, data } = await register();
    const other = (await t.api('POST', '/login', { headers: en, body: { email, password: PASSWORD } })).json()
      .data;
    const out = await t.api('POST', '/logout', {
      headers: bearer(data.token),
      body: { logout_from_all_device: 0 },
    });
    expect(out.statusCode).toBe(200);
    expect((await t.api('POST', '/logout', { headers: bearer(data.token) })).statusCode).toBe(401);
    const third = (await t.api('POST', '/login', { headers: en, body: { email, password: PASSWORD } })).json()
      .data;
    await t.api('POST', '/logout', { headers: bearer(third.token), body: { logout_from_all_device: 1 } });
    expect((await t.api('POST', '/logout', { headers: bearer(other.token) })).statusCode).toBe(401);
  });

  it('shuts a blocked account out with 403, on login and on a live session', async () => {
    const { email, data } = await register();
    await t.app.database.db.execute(
      sql`update users set blocked_until = now() + interval '30 days' where email = ${email}`,
    );
    expect(
      (await t.api('POST', '/login', { headers: en, body: { email, password: PASSWORD } })).statusCode,
    ).toBe(403);
    const live = await t.api('GET', '/user-information', { headers: bearer(data.token) });
    expect(live.statusCode).toBe(403);
    expect(live.json().code).toBe('account_blocked');
  });

  it('answers 401 without a token', async () => {
    expect((await t.api('GET', '/user-information')).statusCode).toBe(401);
  });
});
