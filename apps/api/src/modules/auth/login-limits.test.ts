import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// A file of its own: locking the test address must not disturb the other sign-in tests.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login limits through the API', () => {
  it('answers 429 after five failures, even to the right password', async () => {
    const email = `limits${Date.now()}@example.com`;
    const password = 'Cedar&Falcon42';
    await t.api('POST', '/register', {
      body: { name: 'Rania Saleh', email, password, password_confirmation: password },
    });
    for (let i = 0; i < 5; i++) {
      const res = await t.api('POST', '/login', { body: { email, password: 'Wrong-pass-1' } });
      expect(res.statusCode).toBe(422);
    }
    const locked = await t.api('POST', '/login', {
      headers: { 'content-language': 'en' },
      body: { email, password },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: true, code: 'too_many_logins' });
    expect(locked.json().message.txt[0]).toMatch(/^Too many failed attempts\. Please wait \d+ seconds/);
  });
});
