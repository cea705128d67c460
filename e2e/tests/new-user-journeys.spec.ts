import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E_CONTROL_URL } from '../server-address';
import { codeFromMailbox, PASSWORD, signUpVerified, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/test';
import { accessible, choose, hydrated } from '../support/ui';

/** Latin digits as an Arabic keyboard types them. */
const arabicIndic = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

/** Starts a new draft of a provided service and waits for its wizard. */
async function startDraft(page: Page, lang: 'en' | 'ar') {
  await page.goto(`/${lang}/add-service?type=provided`);
  await hydrated(page);
  await page.getByRole('button', { name: lang === 'en' ? 'Start' : 'ابدأ' }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/edit-service/\\d+$`));
  await hydrated(page);
  return page.url();
}

/** Every request a page made that the server refused, as "status path". */
function refusals(page: Page) {
  const refused: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 400) refused.push(`${res.status()} ${new URL(res.url()).pathname}`);
  });
  return refused;
}

test('the first save of a new draft keeps a typed tag, and what was typed survives', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpVerified(page, 'en', 'Rami Khoury', 'first-save');
  const wizard = await startDraft(page, 'en');

  await page.getByLabel('Service name (English)').fill('Landing page for a small café');
  await choose(page, 'Main category', 'Programming & Development');
  await choose(page, 'Sub category', 'Web Development');
  const tags = page.getByRole('textbox', { name: /^Tags/ });
  await tags.fill('Café websites');
  await tags.press('Enter');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Your draft has been saved.')).toBeVisible();
  await expect(page.getByText('Select the main category first')).toHaveCount(0);

  // The server kept all of it: a fresh load shows the name, the categories and the new tag.
  await page.goto(wizard);
  await expect(page.getByLabel('Service name (English)')).toHaveValue('Landing page for a small café');
  await expect(page.getByRole('button', { name: /Sub category$/ })).toContainText('Web Development');
  await expect(page.getByRole('list', { name: 'Chosen tags' }).getByText('Café websites')).toBeVisible();
});

test('the wizard shows every problem at once, in Arabic, beside its field, and marks steps honestly', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpVerified(page, 'ar', 'ليلى حداد', 'wizard-checks');
  const wizard = await startDraft(page, 'ar');

  // Step 3 first, as a person exploring would: two channels switched on and written wrongly, and a
  // delivery time typed with Arabic-Indic digits.
  await page.goto(`${wizard}?step=3`);
  await hydrated(page);
  await page.getByText('سعر واحد', { exact: true }).click();
  const days = page.getByLabel('مدة التسليم بالأيام');
  await days.pressSequentially('٣');
  await page.getByRole('switch', { name: 'تيليجرام' }).click({ force: true });
  await page.getByRole('textbox', { name: /تيليجرام/ }).fill('abc');
  await page.getByRole('switch', { name: 'واتساب' }).click({ force: true });

  // A draft save names both channels at once and keeps everything typed.
  await page.getByRole('button', { name: 'حفظ المسودة' }).click();
  const steps = page.getByRole('list').filter({ has: page.locator('[aria-current="step"]') });
  await expect(page.getByText(/تيليجرام/).and(page.locator('.text-danger'))).toBeVisible();
  await expect(page.locator('.text-danger').filter({ hasText: 'الرابط' })).toBeVisible();
  // The first of them on the page, WhatsApp's, takes the focus.
  await expect(page.getByRole('textbox', { name: /واتساب/ })).toBeFocused();
  await expect(page.getByRole('textbox', { name: /تيليجرام/ })).toHaveValue('abc');
  await expect(steps.getByRole('listitem').nth(2)).not.toContainText('مكتملة');
  await expect(steps.getByRole('listitem').nth(2)).toContainText('تصحيح');
  await expect(days).toHaveValue('3');

  // Publishing lists what every step lacks, opens the first step and focuses its first field.
  await page.getByRole('button', { name: 'نشر الخدمة' }).click();
  await expect(page).toHaveURL(/step=1/);
  await expect(page.getByLabel('اسم الخدمة (العربية)')).toBeFocused();
  const messages = page.locator('#main .text-danger');
  await expect(messages.filter({ hasText: 'أضف وسماً واحداً على الأقل' }).first()).toBeVisible();
  expect(await messages.filter({ hasText: /\S/ }).count()).toBeGreaterThan(4);
  for (const step of [0, 1, 2])
    await expect(steps.getByRole('listitem').nth(step)).not.toContainText('مكتملة');
  // Nothing a person reads is a key or a path of the code.
  await expect(page.locator('#main')).not.toContainText(/social_media|names\.|validation\.|tag_ids/);
  await accessible(page);
});

test('an account page and a reloaded wizard raise no false alarm about lists', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpVerified(page, 'en', 'Omar Saleh', 'no-alarm');
  const wizard = await startDraft(page, 'en');
  const refused = refusals(page);

  // Each page is given the time its lists take to load once it is live.
  await page.goto('/en/my-profile');
  await hydrated(page);
  await page.waitForTimeout(2_000);
  await page.goto(wizard);
  await hydrated(page);
  await page.waitForTimeout(2_000);
  await expect(page.getByText('The list could not be loaded', { exact: false })).toHaveCount(0);
  expect(refused).toEqual([]);
});

test('a code typed in Arabic-Indic digits verifies the address', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('arabic-digits');
  await page.goto('/ar/auth/sign-up');
  await hydrated(page);
  await page.getByLabel('الاسم الكامل').fill('سامي نور');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD);
  await page.getByLabel('تأكيد كلمة المرور').fill(PASSWORD);
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(page).toHaveURL(/\/ar\/auth\/verify-email$/);
  const code = await codeFromMailbox(page, 'ar', email);
  await page.goto('/ar/auth/verify-email');
  await hydrated(page);
  const field = page.getByLabel('رمز التحقق');
  await field.pressSequentially(arabicIndic(code));
  await expect(field).toHaveValue(code);
  await page.getByRole('button', { name: 'تحقّق', exact: true }).click();
  await expect(page).toHaveURL(/\/ar$/);

  // A phone number typed the same way reads as 0-9 too.
  await page.goto('/ar/my-profile/change-phone-number?add=true');
  await hydrated(page);
  const phone = `5${String(randomInt(1e8)).padStart(8, '0')}`;
  await page.getByLabel('رقم الهاتف الجديد').pressSequentially(arabicIndic(phone));
  await expect(page.getByLabel('رقم الهاتف الجديد')).toHaveValue(phone);
});

test('Enter in the add-phone form presses its main button, not "send me a code instead"', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpVerified(page, 'en', 'Huda Amin', 'enter-key');

  await page.goto('/en/my-profile/change-phone-number?add=true');
  await hydrated(page);
  await page.getByLabel('New phone number').fill(`5${String(randomInt(1e8)).padStart(8, '0')}`);
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('Current password').press('Enter');
  await expect(page).toHaveURL(/\/en\/otp-confirmation\?type=phone/);
});

test('Escape closes the report dialog after the server refused the report', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpVerified(page, 'en', 'Karim Said', 'escape-key');
  // A service of the demo data: its report dialog refuses an empty reason, then Escape closes it.
  await page.goto('/en');
  await hydrated(page);
  const href = await page.locator('a[href^="/en/services/"]').first().getAttribute('href');
  await page.goto(href!);
  await hydrated(page);
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this service' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.locator('.text-danger').filter({ hasText: /\S/ })).toBeVisible();
  // The focus is still in the dialog, on the reason to fix, so Escape reaches it.
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('long unbroken words wrap in cards, on the service page and in the description editor', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const word = `Unbroken${'x'.repeat(90)}`;
  const made = await page.request.post(`${E2E_CONTROL_URL}/listed-service`, {
    data: { provider: `Studio${'y'.repeat(70)}`, name_en: word, name_ar: `خدمة${'ي'.repeat(90)}` },
  });
  expect(made.ok()).toBe(true);
  const { slug } = (await made.json()) as { slug: string };
  await page.setViewportSize({ width: 390, height: 844 });
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  for (const lang of ['en', 'ar'] as const) {
    await page.goto(`/${lang}/services/${slug}`);
    expect(await sideways(), `${lang} service page`).toBeLessThanOrEqual(0);
  }
  await page.goto('/en/category?sort=latest');
  const title = page.getByRole('link', { name: word, exact: true });
  const card = page.locator('article').filter({ has: title });
  // The title wraps onto its second line inside the card rather than running out of it.
  const [titleBox, cardBox] = [await title.boundingBox(), await card.boundingBox()];
  expect(titleBox!.x + titleBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);

  await signUpVerified(page, 'en', 'Yara Aziz', 'long-words');
  await startDraft(page, 'en');
  await page.getByRole('textbox', { name: 'Description (English)' }).click();
  await page.keyboard.insertText(`https://example.com/${'a'.repeat(300)}`);
  expect(await sideways(), 'wizard').toBeLessThanOrEqual(0);
});
