import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { E2E_CONTROL_URL } from '../server-address';
import { expect, test } from '../support/test';

const PASSWORD = 'Cedar&Falcon42';
const NEW_PASSWORD = 'Palm#River77';
const uniqueEmail = (tag: string) => `rec-${tag}-${Date.now()}-${randomInt(1e6)}@example.com`;
/** A UAE mobile number: 9 digits starting with 5, different on every run. */
const uniquePhone = () => `5${String(randomInt(1e8)).padStart(8, '0')}`;

const COPY = {
  en: {
    name: 'Full name',
    email: 'E-mail',
    phoneTab: 'Phone',
    phone: 'Phone number',
    password: 'Password',
    confirm: 'Confirm password',
    create: 'Create account',
    code: 'Verification code',
    verify: 'Verify',
    login: 'Log in',
    whatsapp: 'WhatsApp',
  },
  ar: {
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    phoneTab: 'الهاتف',
    phone: 'رقم الهاتف',
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    create: 'إنشاء الحساب',
    code: 'رمز التحقق',
    verify: 'تحقّق',
    login: 'تسجيل الدخول',
    whatsapp: 'واتساب',
  },
};
type Lang = keyof typeof COPY;

/** Opens a page and waits for its scripts: the e-mail/phone toggle works once React has taken over. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/** The newest code sent to an address (e-mail or `+971…`), read from the development mailbox. */
async function codeFromMailbox(page: Page, lang: Lang, recipient: string, channel?: string) {
  await page.goto(`/${lang}/dev/mailbox`);
  let message = page.getByRole('listitem').filter({ hasText: recipient });
  if (channel) message = message.filter({ hasText: channel });
  await expect(message.first()).toBeVisible();
  // The body, not the whole item: the address itself contains digits.
  return (await message.first().locator('p').last().textContent())!.match(/\b(\d{6})\b/)![1]!;
}

/** Asks the journeys' control server (test infrastructure) to change an account behind the app. */
async function control(page: Page, action: 'block' | 'verified-phone', body: Record<string, string>) {
  const res = await page.request.post(`${E2E_CONTROL_URL}/${action}`, { data: body });
  expect(res.ok()).toBe(true);
  expect((await res.json()).updated).toBe(1);
}

async function signUpByEmail(page: Page, lang: Lang, name: string, email: string) {
  const copy = COPY[lang];
  await open(page, `/${lang}/auth/sign-up`);
  await page.getByLabel(copy.name).fill(name);
  await page.getByLabel(copy.email).fill(email);
  await page.getByLabel(copy.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(copy.confirm).fill(PASSWORD);
  await page.getByRole('button', { name: copy.create }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/auth/verify-email$`));
}

async function verifyEmail(page: Page, lang: Lang, email: string) {
  const code = await codeFromMailbox(page, lang, email);
  await open(page, `/${lang}/auth/verify-email`);
  await page.getByLabel(COPY[lang].code).fill(code);
  await page.getByRole('button', { name: COPY[lang].verify, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}$`));
}

/** Signs up with a UAE phone number; the code goes by SMS unless WhatsApp is chosen. */
async function signUpByPhone(page: Page, lang: Lang, name: string, phone: string, whatsapp = false) {
  const copy = COPY[lang];
  await open(page, `/${lang}/auth/sign-up`);
  await page.getByLabel(copy.name).fill(name);
  await page.getByRole('radio', { name: copy.phoneTab }).click();
  await page.getByLabel(copy.phone).fill(phone);
  if (whatsapp) await page.locator('label').filter({ hasText: copy.whatsapp }).click();
  await page.getByLabel(copy.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(copy.confirm).fill(PASSWORD);
  await page.getByRole('button', { name: copy.create }).click();
  await expect(page).toHaveURL(
    new RegExp(`/${lang}/auth/verify-phone-number\\?phone=${phone}&country_code=971$`),
  );
}

async function verifyPhone(page: Page, lang: Lang, phone: string, channel?: string) {
  const verifyUrl = page.url();
  const code = await codeFromMailbox(page, lang, `+971${phone}`, channel);
  await open(page, verifyUrl);
  await page.getByLabel(COPY[lang].code).fill(code);
  await page.getByRole('button', { name: COPY[lang].verify, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}$`));
}

test('sign up by phone with a code by SMS, verify it from the mailbox and arrive signed in', async ({
  page,
}) => {
  const phone = uniquePhone();
  await open(page, '/en/auth/sign-up');
  await page.getByLabel('Full name').fill('Yousef Haddad');
  await page.getByRole('radio', { name: 'Phone' }).click();
  await expect(page.getByRole('radio', { name: 'Phone' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('button', { name: /Country calling code/ })).toContainText('+971');
  await expect(page.getByText('9 digits, without the leading 0.')).toBeVisible();
  // Too short: the error shows beside the field and what was typed stays.
  await page.getByLabel('Phone number').fill('5012');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('Enter the phone number in digits only, with the right number of digits for the country.'),
  ).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveValue('5012');
  await expect(page.getByLabel('Full name')).toHaveValue('Yousef Haddad');

  // The leading trunk 0 people often type is dropped.
  await page.getByLabel('Phone number').fill(`0${phone}`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/auth/verify-phone-number\\?phone=${phone}&country_code=971$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify your phone number');
  await expect(page.getByText(`+971${phone}`)).toBeVisible();
  // Held at the gate until the phone is verified; guest pages send the account back here.
  await expect(page.getByRole('link', { name: 'Verify your phone' })).toBeVisible();
  await open(page, '/en/auth/login');
  await expect(page).toHaveURL(/\/en\/auth\/verify-phone-number$/);

  await page.getByLabel('Verification code').fill('123');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('The code has 6 digits.')).toBeVisible();
  await verifyPhone(page, 'en', phone, 'sms');
  await expect(page.getByRole('button', { name: 'Account: Yousef Haddad' })).toBeVisible();
});

test('in Arabic: sign up by phone with the code by WhatsApp, the number reading left to right', async ({
  page,
}) => {
  const phone = uniquePhone();
  await open(page, '/ar/auth/sign-up');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('radio', { name: 'الهاتف' }).click();
  await expect(page.getByLabel('رقم الهاتف')).toHaveCSS('direction', 'ltr');
  await expect(page.getByLabel('رقم الهاتف')).toHaveAttribute('inputmode', 'numeric');
  await signUpByPhone(page, 'ar', 'سلمى العلي', phone, true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تأكيد رقم هاتفك');
  await verifyPhone(page, 'ar', phone, 'whatsapp');
  await expect(page.getByRole('button', { name: /سلمى العلي/ })).toBeVisible();
});

test('forgot password by e-mail: a code, a new password, then log in with it', async ({ page }) => {
  const email = uniqueEmail('pw');
  await signUpByEmail(page, 'en', 'Rana Saleh', email);
  await verifyEmail(page, 'en', email);
  await page.context().clearCookies();

  await open(page, '/en/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/en\/auth\/forgot-password$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/en\/auth\/set-new-password\?email=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a new password');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  const setPasswordUrl = page.url();

  const code = await codeFromMailbox(page, 'en', email);
  await open(page, setPasswordUrl);
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm the new password').fill('Palm#River78');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await expect(page.getByLabel('Verification code')).toHaveValue(code);

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/en\/auth\/login\?email=/);
  await expect(page.getByText('Your password has been changed. Log in with the new one.')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'These sign-in details do not match' }),
  ).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/my-profile\/change-phone-number\?add=true&gate=1$/);
  await page.getByRole('link', { name: 'Not now' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('button', { name: 'Account: Rana Saleh' })).toBeVisible();
});

test('in Arabic: forgot password by phone with the code by WhatsApp, then log in by phone', async ({
  page,
}) => {
  const phone = uniquePhone();
  await signUpByPhone(page, 'ar', 'خالد يوسف', phone);
  await verifyPhone(page, 'ar', phone);
  await page.context().clearCookies();

  await open(page, '/ar/auth/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('نسيت كلمة المرور؟');
  await page.getByRole('radio', { name: 'الهاتف' }).click();
  await page.getByLabel('رقم الهاتف').fill(phone);
  await page.getByRole('button', { name: 'إرسال الرمز' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/ar/auth/set-new-password\\?phone=${phone}&country_code=971&channel=whatsapp$`),
  );
  const setPasswordUrl = page.url();
  const code = await codeFromMailbox(page, 'ar', `+971${phone}`, 'whatsapp');
  await open(page, setPasswordUrl);
  await page.getByLabel('رمز التحقق').fill(code);
  await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('تأكيد كلمة المرور الجديدة').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }).click();

  await expect(page).toHaveURL(new RegExp(`/ar/auth/login\\?phone=${phone}&country_code=971$`));
  await expect(page.getByText('تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'الهاتف' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('رقم الهاتف')).toHaveValue(phone);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.getByRole('button', { name: /خالد يوسف/ })).toBeVisible();
});

test('forgot e-mail by phone: the WhatsApp code shows the account e-mail, masked', async ({ page }) => {
  const email = uniqueEmail('fe');
  const phone = uniquePhone();
  await signUpByEmail(page, 'en', 'Maya Nasser', email);
  await control(page, 'verified-phone', { email, country_code: '971', phone_number: phone });
  await page.context().clearCookies();

  await open(page, '/en/auth/login');
  await page.getByRole('link', { name: 'Forgot your e-mail?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your e-mail?');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code by WhatsApp' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/auth/forgot-email\\?phone=${phone}&country_code=971$`));
  await expect(page.getByText(`+971${phone}`)).toBeVisible();
  const step = page.url();

  const code = await codeFromMailbox(page, 'en', `+971${phone}`, 'whatsapp');
  await open(page, step);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Show my e-mail' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Your account's e-mail");
  await expect(page.getByText('re***@ex***.com')).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).last().click();
  await expect(page).toHaveURL(/\/en\/auth\/login$/);
});

test('in Arabic: forgot e-mail of an account that signs in by phone says so and leads to logging in', async ({
  page,
}) => {
  const phone = uniquePhone();
  await signUpByPhone(page, 'ar', 'نور حسن', phone);
  await page.context().clearCookies();

  await open(page, '/ar/auth/forgot-email');
  await page.getByLabel('رقم الهاتف').fill(phone);
  await page.getByRole('button', { name: 'إرسال الرمز عبر واتساب' }).click();
  await expect(page).toHaveURL(new RegExp(`/ar/auth/forgot-email\\?phone=${phone}&country_code=971$`));
  const step = page.url();
  const code = await codeFromMailbox(page, 'ar', `+971${phone}`, 'whatsapp');
  await open(page, step);
  await page.getByLabel('رمز التحقق').fill('000000');
  await page.getByRole('button', { name: 'عرض بريدي الإلكتروني' }).click();
  await expect(page.getByText(/رمز خاطئ/)).toBeVisible();
  await page.getByLabel('رمز التحقق').fill(code);
  await page.getByRole('button', { name: 'عرض بريدي الإلكتروني' }).click();
  await expect(
    page.getByText('لا يوجد بريد إلكتروني لهذا الحساب: سجّل الدخول برقم هاتفك وكلمة المرور.'),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(new RegExp(`/ar/auth/login\\?phone=${phone}&country_code=971$`));
  await expect(page.getByLabel('رقم الهاتف')).toHaveValue(phone);
});

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a blocked account sees the blocked page with a way to contact support`, async ({ page }) => {
    const email = uniqueEmail(`blocked-${lang}`);
    await signUpByEmail(page, lang, lang === 'en' ? 'Sami Blocked' : 'سامي', email);
    await control(page, 'block', { email });
    await page.context().clearCookies();

    await open(page, `/${lang}/auth/login`);
    await page.getByLabel(COPY[lang].email).fill(email);
    await page.getByLabel(COPY[lang].password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: COPY[lang].login }).click();
    const title = lang === 'en' ? 'Your account is blocked' : 'حسابك محظور';
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(
      page.getByRole('link', { name: lang === 'en' ? 'Contact support' : 'تواصل مع الدعم' }),
    ).toBeVisible();
  });
}

for (const path of [
  '/ar/auth/login?method=phone',
  '/en/auth/sign-up?method=phone',
  '/ar/auth/forgot-password?method=phone',
  '/en/auth/set-new-password?email=someone%40example.com',
  '/ar/auth/forgot-email',
  '/en/auth/forgot-email?phone=501234567&country_code=971',
]) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await open(page, path);
    const results = await new AxeBuilder({ page }).include('main').analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(blocking).toEqual([]);
  });
}
