import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { codeFromMailbox, PASSWORD, signUpVerified } from '../support/accounts';
import { expect, test } from '../support/test';
import { accessible, choose, hydrated, tick } from '../support/ui';

/** A UAE mobile number: 9 digits starting with 5, different on every run. */
const uniquePhone = () => `5${String(randomInt(1e8)).padStart(8, '0')}`;

/** A small photo, made here so the journey needs no file in the repository. */
const photo = () =>
  sharp({ create: { width: 96, height: 96, channels: 3, background: { r: 13, g: 110, b: 100 } } })
    .png()
    .toBuffer();

test('complete a profile to 100 %: photo, details, places, then a verified phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpVerified(page, 'en', 'Maya Haddad', 'full');

  await page.goto('/en/my-profile');
  await hydrated(page);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'maya.png', mimeType: 'image/png', buffer: await photo() });
  await expect(page.getByText('Your profile photo has been updated.', { exact: false })).toBeVisible();
  await page.getByLabel('Bio').fill('Interior architect: homes, cafés and small offices in Dubai.');
  await tick(page, 'radio', 'Female');
  await tick(page, 'checkbox', 'Mid-level');
  await choose(page, 'Country', 'United Arab Emirates');
  await choose(page, 'State or region', 'Dubai');
  await choose(page, 'City', 'Dubai');
  await choose(page, 'Currency', /AED/);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Profile 85% complete' }).filter({ visible: true }).first(),
  ).toBeVisible();

  // The last part: a phone number, verified with the code sent to it.
  await page.goto('/en/my-profile/change-phone-number?add=true');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a phone number');
  await accessible(page);
  const phone = uniquePhone();
  await page.getByLabel('New phone number').fill(phone);
  await page.getByLabel('Current password').fill('Not-my-pass-9');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText('The password is not correct.')).toBeVisible();
  await expect(page.getByLabel('New phone number')).toHaveValue(phone);
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page).toHaveURL(/\/en\/otp-confirmation\?type=phone/);
  await expect(page.getByText(`+971 ${phone}`)).toBeVisible();
  const mail = await page.context().newPage();
  const code = await codeFromMailbox(mail, 'en', `+971${phone}`);
  await mail.close();
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your phone number has been saved and verified.' }),
  ).toBeVisible();

  await page.goto('/en/dashboard');
  await expect(page.getByText('Profile completed').filter({ visible: true }).first()).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Complete your profile' }).filter({ visible: true }),
  ).toHaveCount(0);

  // A signed-in account keeps its currency on the server: the server's message shows, then the page
  // reloads with prices in the new currency, and the profile holds the choice.
  await hydrated(page);
  await page.getByRole('button', { name: 'Currency' }).first().click();
  await page.getByRole('menuitemradio', { name: /\(EUR\)/ }).click();
  await expect(page.getByText('Prices will now be shown in your new currency.')).toBeVisible();
  await page.waitForLoadState('load');
  await expect(page.getByRole('button', { name: 'Currency' }).first()).toContainText('EUR');
  await page.goto('/en/my-profile');
  await expect(page.getByRole('button', { name: /Currency$/ })).toContainText('EUR');
});

test('in Arabic: change the password from account settings, then delete the account with a reason', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = await signUpVerified(page, 'ar', 'هالة يوسف', 'close');
  const newPassword = 'Jasmine#Gate42';

  await page.goto('/ar/account-settings');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await accessible(page);
  await page.getByLabel('كلمة المرور الحالية').fill(PASSWORD);
  await page.getByLabel('كلمة المرور الجديدة').fill(newPassword);
  await page.getByLabel('تأكيد كلمة المرور').fill(newPassword);
  await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
  await expect(page.getByText('تم تغيير كلمة المرور.')).toBeVisible();

  await page.goto('/ar/my-profile/delete-account');
  await hydrated(page);
  await accessible(page);
  await page.getByRole('button', { name: 'احذف حسابي' }).click();
  await expect(page.getByText('ضع علامة في المربع للتأكيد.')).toBeVisible();
  await page.getByRole('radio', { name: 'أريد أخذ استراحة' }).check();
  await page.getByLabel('كلمة المرور الحالية').fill(newPassword);
  await page.getByRole('checkbox', { name: /أدرك أن حسابي/ }).check();
  await page.getByRole('button', { name: 'احذف حسابي' }).click();
  await expect(page.getByRole('heading', { name: 'تم حذف حسابك' })).toBeVisible();

  await page.goto('/ar/auth/login');
  await hydrated(page);
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور').fill(newPassword);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByText('بيانات تسجيل الدخول هذه لا تطابق أي حساب.', { exact: false })).toBeVisible();
});
