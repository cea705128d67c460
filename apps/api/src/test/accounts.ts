import type { TestApp } from './test-app';

let counter = 0;
export const TEST_PASSWORD = 'Cedar&Falcon42';

/** A new account, signed up by e-mail and verified with the code from the development mailbox. */
export async function signUpVerified(t: TestApp, name = 'Test User') {
  const email = `verified${Date.now()}${counter++}@example.com`;
  const registered = await t.api('POST', '/register', {
    body: { name, email, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD },
  });
  const { token } = registered.json().data;
  const mailbox = await t.api('GET', `/dev/mailbox?to=${encodeURIComponent(email)}`);
  const code = (mailbox.json().data[0].text as string).match(/\b(\d{6})\b/)![1];
  await t.api('POST', '/verify-otp-code', {
    headers: { authorization: `Bearer ${token}` },
    body: { purpose: 'verify_email', code },
  });
  return {
    email,
    token: token as string,
    auth: { authorization: `Bearer ${token}`, 'content-language': 'en' },
  };
}

/** The six-digit code of the newest message to `recipient` in the development mailbox. */
export async function lastCode(t: TestApp, recipient: string) {
  const res = await t.api('GET', `/dev/mailbox?to=${encodeURIComponent(recipient)}`);
  const text: string = res.json().data[0].text;
  return text.match(/\b(\d{6})\b/)![1]!;
}
