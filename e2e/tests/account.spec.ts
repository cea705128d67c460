import type { Page } from '@playwright/test';
import { expect, guidesSeen, test } from '../support/test';

const PASSWORD = 'Cedar&Falcon42';
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function codeFromMailbox(page: Page, lang: string, email: string) {
  await page.goto(`/${lang}/dev/mailbox`);
  const message = page.getByRole('listitem').filter({ hasText: email }).first();
  await expect(message).toBeVisible();
  // The body, not the whole item: the address itself may contain digits.
  return (await message.locator('p').last().textContent())!.match(/\b(\d{6})\b/)![1]!;
}

test('sign up by e-mail, verify with the code from the mailbox, log out and log in again', async ({
  page,
}) => {
  const email = uniqueEmail('en');
  await page.goto('/en/auth/sign-up');
  await page.getByLabel('Full name').fill('Omar Khalil');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('The password needs at least 8 characters with letters, numbers and symbols.'),
  ).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled();

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/en\/auth\/verify-email$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  // Until the address is verified the account is held at the gate.
  await expect(page.getByRole('link', { name: 'Verify your e-mail' })).toBeVisible();

  const code = await codeFromMailbox(page, 'en', email);
  await page.goto('/en/auth/verify-email');
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/en$/);
  const account = page.getByRole('button', { name: 'Account: Omar Khalil' });
  await expect(account).toBeVisible();

  // Guest-only pages send a signed-in user home.
  await page.goto('/en/auth/login');
  await expect(page).toHaveURL(/\/en$/);

  await account.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Log out?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();

  await page.goto('/en/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('Wrong-pass-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'These sign-in details do not match an account.' }),
  ).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The login gate asks an account without a phone to add one; it can be put off.
  await expect(page).toHaveURL(/\/en\/my-profile\/change-phone-number\?add=true&gate=1$/);
  await page.getByRole('link', { name: 'Not now' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('button', { name: 'Account: Omar Khalil' })).toBeVisible();
});

test('in Arabic: a wrong login keeps the e-mail and explains, and an unverified account is held at the gate', async ({
  page,
}) => {
  const email = uniqueEmail('ar');
  await page.goto('/ar/auth/sign-up');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('الاسم الكامل').fill('ليلى منصور');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD);
  await page.getByLabel('تأكيد كلمة المرور').fill(PASSWORD);
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(page).toHaveURL(/\/ar\/auth\/verify-email$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تأكيد بريدك الإلكتروني');
  await page.getByLabel('رمز التحقق').fill('12345');
  await page.getByRole('button', { name: 'تحقّق' }).click();
  await expect(page.getByText('يتكون الرمز من 6 أرقام.')).toBeVisible();
});

test('signing up with an address that already has an account goes on as usual, and its owner is told', async ({
  browser,
  page,
}) => {
  const email = uniqueEmail('taken');
  const signUp = async (target: Page, name: string, password: string) => {
    await target.goto('/en/auth/sign-up');
    await expect(target.locator('html[data-hydrated]')).toHaveCount(1);
    await target.getByLabel('Full name').fill(name);
    await target.getByLabel('E-mail').fill(email);
    await target.getByLabel('Password', { exact: true }).fill(password);
    await target.getByLabel('Confirm password').fill(password);
    await target.getByRole('button', { name: 'Create account' }).click();
    await expect(target).toHaveURL(/\/en\/auth\/verify-email$/);
    await expect(target.getByText(email)).toBeVisible();
  };
  await signUp(page, 'Nadia Farah', PASSWORD);

  // Someone else, in another browser, tries the same address: nothing on screen tells them it is taken.
  const other = await browser.newContext();
  await guidesSeen(other);
  const stranger = await other.newPage();
  await signUp(stranger, 'Someone Else', 'Other&Pass77');
  await expect(stranger.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  await stranger.getByLabel('Verification code').fill('123456');
  await stranger.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(stranger.getByText(/Wrong code\. \d tries left\./)).toBeVisible();
  await other.close();

  // The owner of the address is told, and still verifies with the code that was theirs.
  await page.goto('/en/dev/mailbox');
  const messages = page.getByRole('listitem').filter({ hasText: email });
  await expect(messages.first()).toContainText('You already have a Wasla account');
  const code = (await messages.nth(1).locator('p').last().textContent())!.match(/\b(\d{6})\b/)![1]!;
  await page.goto('/en/auth/verify-email');
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('button', { name: 'Account: Nadia Farah' })).toBeVisible();
});
