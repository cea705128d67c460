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

/**
 * The code that `ask` makes the app send to `recipient`. Recovery answers before its message is
 * handed over, so this waits (briefly) for the message to arrive rather than reading at once.
 */
export async function codeSentBy(t: TestApp, recipient: string, ask: () => Promise<unknown>) {
  const messages = async () =>
    (await t.api('GET', `/dev/mailbox?to=${encodeURIComponent(recipient)}`)).json().data as {
      text: string;
    }[];
  const before = (await messages()).length;
  await ask();
  for (let waited = 0; waited < 2000; waited += 20) {
    const now = await messages();
    if (now.length > before) return now[0]!.text.match(/\b(\d{6})\b/)![1]!;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no message reached ${recipient}`);
}
