import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../lib/clock';
import { codeSentBy, lastCode, signUpVerified, TEST_PASSWORD } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const en = { 'content-language': 'en' };
const NEW_PASSWORD = 'Olive#Harbour77';

async function mailboxCount(recipient: string) {
  const res = await t.api('GET', `/dev/mailbox?to=${encodeURIComponent(recipient)}`);
  return (res.json().data as unknown[]).length;
}

/** A verified e-mail account that also has a verified phone number. */
async function withPhone(phone: string) {
  const account = await signUpVerified(t, 'Karim Nasser');
  await t.api('POST', '/change-email-phone', {
    headers: account.auth,
    body: {
      type: 'phone',
      phone_number: phone,
      country_code: '971',
      channel: 'whatsapp',
      password: TEST_PASSWORD,
    },
  });
  const code = await lastCode(t, `+971${phone}`);
  const confirmed = await t.api('POST', '/change-email-phone/verify', {
    headers: account.auth,
    body: { type: 'phone', phone_number: phone, country_code: '971', code },
  });
  expect(confirmed.statusCode).toBe(200);
  return account;
}

describe('forgotten password', () => {
  it('answers the same for an unknown address, and sends nothing', async () => {
    const known = await signUpVerified(t);
    const unknown = `nobody${Date.now()}@example.com`;
    const a = await t.api('POST', '/forget-password', { headers: en, body: { email: known.email } });
    const b = await t.api('POST', '/forget-password', { headers: en, body: { email: unknown } });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(await mailboxCount(unknown)).toBe(0);
    // Asking again at once is not an error either: the cooldown would tell that the account exists.
    const again = await t.api('POST', '/forget-password', { headers: en, body: { email: known.email } });
    expect(again.json()).toEqual(b.json());
  });

  it('sets the new password with the code and ends every session', async () => {
    const account = await signUpVerified(t);
    const code = await codeSentBy(t, account.email, () =>
      t.api('POST', '/forget-password', { headers: en, body: { email: account.email.toUpperCase() } }),
    );
    const weak = await t.api('POST', '/reset-password', {
      headers: en,
      body: { email: account.email, code, password: 'short', password_confirmation: 'short' },
    });
    expect(weak.statusCode).toBe(422);
    const reset = await t.api('POST', '/reset-password', {
      headers: en,
      body: { email: account.email, code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.api('GET', '/user-information', { headers: account.auth })).statusCode).toBe(401);
    const old = await t.api('POST', '/login', {
      headers: en,
      body: { email: account.email, password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(422);
    const fresh = await t.api('POST', '/login', {
      headers: en,
      body: { email: account.email, password: NEW_PASSWORD },
    });
    expect(fresh.statusCode).toBe(200);
    const reused = await t.api('POST', '/reset-password', {
      headers: en,
      body: {
        email: account.email,
        code,
        password: 'Another#Pass55',
        password_confirmation: 'Another#Pass55',
      },
    });
    expect(reused.statusCode).toBe(422);
  });

  it('gives the same error for a code against an unknown address as for a wrong code', async () => {
    const unknown = await t.api('POST', '/reset-password', {
      headers: en,
      body: {
        email: `ghost${Date.now()}@example.com`,
        code: '123456',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message.code).toEqual([
      'This code has expired or was already used. Ask for a new one.',
    ]);
  });
});

describe('forgotten e-mail', () => {
  it('sends a WhatsApp code to the phone and then shows the e-mail masked', async () => {
    const phone = `50${String(Date.now()).slice(-7)}`;
    const account = await withPhone(phone);
    advanceClock(61_000);
    const code = await codeSentBy(t, `+971${phone}`, async () => {
      const sent = await t.api('POST', '/forget-email', {
        headers: en,
        body: { phone_number: phone, country_code: '971' },
      });
      expect(sent.statusCode).toBe(200);
    });
    const mailbox = await t.api('GET', `/dev/mailbox?to=${encodeURIComponent(`+971${phone}`)}`);
    expect(mailbox.json().data[0].channel).toBe('whatsapp');
    const wrong = await t.api('POST', '/forget-email/verify', {
      headers: en,
      body: { phone_number: phone, country_code: '971', code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    const shown = await t.api('POST', '/forget-email/verify', {
      headers: en,
      body: { phone_number: phone, country_code: '971', code },
    });
    expect(shown.statusCode).toBe(200);
    const masked: string = shown.json().data.email;
    expect(masked).toMatch(/^ve\*\*\*@ex\*\*\*\.com$/);
    expect(masked).not.toBe(account.email);
  });

  it('answers the same for a phone no account has', async () => {
    const res = await t.api('POST', '/forget-email', {
      headers: en,
      body: { phone_number: '509999001', country_code: '971' },
    });
    expect(res.statusCode).toBe(200);
    expect(await mailboxCount('+971509999001')).toBe(0);
  });
});

describe('limits on codes', () => {
  it('stops one client asking for codes for many addresses', async () => {
    const limited = await (await import('../../test/test-app')).createTestApp({
      CODE_SENDS_PER_CLIENT_PER_HOUR: 3,
    });
    try {
      const accounts = [];
      for (let i = 0; i < 3; i++) accounts.push(await signUpVerified(limited));
      // Three sign-ups used the three sends; the fourth request from this client is refused.
      const fourth = await limited.api('POST', '/forget-password', {
        headers: en,
        body: { email: accounts[0]!.email },
      });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().code).toBe('too_many_codes');
      // Redis counts windows in its own time, which the test clock cannot move; in memory it can.
      if (!process.env.REDIS_URL) {
        advanceClock(3_600_000);
        const later = await limited.api('POST', '/forget-password', {
          headers: en,
          body: { email: accounts[0]!.email },
        });
        expect(later.statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });

  it('stops one client guessing across codes', async () => {
    const limited = await (await import('../../test/test-app')).createTestApp({
      CODE_FAILURES_PER_CLIENT_PER_HOUR: 4,
    });
    try {
      const account = await signUpVerified(limited);
      const code = await codeSentBy(limited, account.email, () =>
        limited.api('POST', '/forget-password', { headers: en, body: { email: account.email } }),
      );
      const wrongCode = code === '000000' ? '111111' : '000000';
      const body = { email: account.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
      for (let i = 0; i < 4; i++) {
        const res = await limited.api('POST', '/reset-password', {
          headers: en,
          body: { ...body, code: wrongCode },
        });
        expect(res.statusCode).toBe(422);
      }
      const blocked = await limited.api('POST', '/reset-password', { headers: en, body: { ...body, code } });
      expect(blocked.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
