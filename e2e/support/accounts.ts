import { expect, type Page } from '@playwright/test';
import { hydrated } from './ui';

export const PASSWORD = 'Cedar&Falcon42';

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Sign-up copy per language. */
const SIGN_UP = {
  en: {
    name: 'Full name',
    email: 'E-mail',
    password: 'Password',
    confirm: 'Confirm password',
    create: 'Create account',
    code: 'Verification code',
    verify: 'Verify',
  },
  ar: {
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    create: 'إنشاء الحساب',
    code: 'رمز التحقق',
    verify: 'تحقّق',
  },
};

/** The six-digit code of the newest message to `recipient` in the development mailbox. */
export async function codeFromMailbox(page: Page, lang: string, recipient: string, count = 1) {
  const messages = page.getByRole('listitem').filter({ hasText: recipient });
  // The `count`-th mail to the address (newest first): mail goes out from the outbox, so a code asked
  // for a moment ago may not be there yet, and the one before it must not be read in its place.
  await expect(async () => {
    await page.goto(`/${lang}/dev/mailbox`);
    expect(await messages.count()).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 20_000 });
  // The body, not the whole item: the address itself may contain digits.
  return (await messages.first().locator('p').last().textContent())!.match(/\b(\d{6})\b/)![1]!;
}

/** Signs up by e-mail in the browser and verifies the address with the code from the mailbox. */
export async function signUpVerified(page: Page, lang: 'en' | 'ar', name: string, tag: string = lang) {
  const copy = SIGN_UP[lang];
  const email = uniqueEmail(tag);
  // Forms are filled once scripts run, as a person would after the page settles; typing into a page
  // that is still hydrating can be undone by it.
  await page.goto(`/${lang}/auth/sign-up`);
  await hydrated(page);
  await page.getByLabel(copy.name).fill(name);
  await page.getByLabel(copy.email).fill(email);
  await page.getByLabel(copy.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(copy.confirm).fill(PASSWORD);
  await page.getByRole('button', { name: copy.create }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/auth/verify-email$`));
  const code = await codeFromMailbox(page, lang, email);
  await page.goto(`/${lang}/auth/verify-email`);
  await hydrated(page);
  await page.getByLabel(copy.code).fill(code);
  await page.getByRole('button', { name: copy.verify, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}$`));
  return email;
}
