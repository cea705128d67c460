import { stepAt, totpForStep } from '@wasla/api/lib/totp';
import { codeFromMailbox, PASSWORD, signUpVerified } from '../support/accounts';
import { expect, test } from '../support/test';
import { hydrated } from '../support/ui';

/** What an authenticator app would show now, or `steps` periods later (the server allows one). */
const appCode = (key: string, steps = 0) => totpForStep(key, stepAt(Date.now()) + steps);

test('turn on two-step verification with an authenticator app, then log in with a code from it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = await signUpVerified(page, 'en', 'Nadia Rahman', 'totp');
  await page.goto('/en/two-step-verification');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Two-step verification is off' })).toBeVisible();
  await page.getByLabel('Password').fill('Not-my-pass-1');
  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByText('The password is not correct.')).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set up' }).click();

  await expect(
    page.getByRole('img', { name: 'QR code with the key for your authenticator app' }),
  ).toBeVisible();
  const key = (await page.getByTestId('totp-key').textContent())!.replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Code from the app').fill(appCode(key, 3));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(
    page.getByText('This code is not right, or was already used.', { exact: false }),
  ).toBeVisible();
  // The key stays on screen after a wrong code, so the person can try again once the page settles.
  await expect(page.getByTestId('totp-key')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Filled only once the field holds it: a page still settling after the refusal may redraw the field.
  const code = appCode(key);
  await expect(async () => {
    await page.getByLabel('Code from the app').fill(code);
    await expect(page.getByLabel('Code from the app')).toHaveValue(code, { timeout: 500 });
  }).toPass();
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification is on' })).toBeVisible();

  await page.getByRole('button', { name: 'Account: Nadia Rahman' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();

  await page.goto('/en/auth/login');
  await hydrated(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/auth\/two-factor-authentication/);
  // Held at the second step, account pages send the visitor back here.
  await page.goto('/en/dashboard');
  await expect(page).toHaveURL(/\/en\/auth\/two-factor-authentication/);
  // The code used to turn it on is spent; the app's next code is accepted (one step of drift).
  await page.getByLabel('Code from the app').fill(appCode(key, 1));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('button', { name: 'Account: Nadia Rahman' })).toBeVisible();
});

test('in Arabic: sign in with a fallback code by e-mail, then turn two-step verification off', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = await signUpVerified(page, 'ar', 'سامي الخطيب', 'totp-ar');
  await page.goto('/ar/two-step-verification');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('كلمة المرور').fill(PASSWORD);
  await page.getByRole('button', { name: 'إعداد' }).click();
  const key = (await page.getByTestId('totp-key').textContent())!.replace(/\s/g, '');
  await page.getByLabel('الرمز من التطبيق').fill(appCode(key));
  await page.getByRole('button', { name: 'تفعيل' }).click();
  await expect(page.getByRole('heading', { name: 'التحقق بخطوتين مفعّل' })).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/ar/auth/login');
  await hydrated(page);
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور').fill(PASSWORD);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/ar\/auth\/two-factor-authentication/);
  await page.getByRole('button', { name: /أرسل رمزًا بالبريد الإلكتروني/ }).click();
  await expect(page.getByText('أرسلنا رمزًا من 6 أرقام')).toBeVisible();
  // The mailbox opens beside the sign-in page, as a person would check their mail in another tab.
  const mail = await page.context().newPage();
  // The second mail to the address: its sign-up code came first.
  const code = await codeFromMailbox(mail, 'ar', email, 2);
  await mail.close();
  await page.getByLabel('رمز التحقق').fill(code);
  await page.getByRole('button', { name: 'متابعة' }).click();
  await expect(page).toHaveURL(/\/ar$/);

  await page.goto('/ar/two-step-verification');
  await hydrated(page);
  await page.getByLabel('رمز التحقق').fill(appCode(key, 1));
  await page.getByRole('button', { name: 'إيقاف' }).click();
  await expect(page.getByRole('heading', { name: 'التحقق بخطوتين غير مفعّل' })).toBeVisible();
});
