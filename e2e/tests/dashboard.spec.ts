import { E2E_BASE_URL } from '../server-address';
import { signUpVerified } from '../support/accounts';
import { expect, test } from '../support/test';
import { accessible, choose, hydrated, tick } from '../support/ui';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a guest is sent to log in and comes back to the dashboard afterwards', async ({ page }) => {
  await page.goto('/en/dashboard');
  await expect(page).toHaveURL(/\/en\/auth\/login\?next=%2Fen%2Fdashboard$/);
});

test('in English on a desktop: dashboard, profile, user code, QR code and the folding side menu', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpVerified(page, 'en', 'Omar Khalil');

  await page.goto('/en/dashboard');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Hello, .*Omar Khalil/);
  const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  // A verified e-mail sign-up: name 10 + e-mail 15.
  await expect(page.getByText('Profile not completed').filter({ visible: true })).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Profile 25% complete' }).filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(page.getByText('Your profile is 25% complete.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: /Write a short bio/ })).toHaveAttribute(
    'href',
    '/en/my-profile#bio',
  );
  await expect(page.getByRole('link', { name: /Add and verify a phone number/ })).toHaveAttribute(
    'href',
    '/en/my-profile/change-phone-number?add=true',
  );

  await accessible(page);

  // The user code goes to the clipboard, and a toast says so.
  const code = (await page.locator('#code-title ~ p[dir="ltr"]').textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]+$/);
  await page.getByRole('button', { name: 'Copy code' }).click();
  await expect(page.getByText('Code copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  // Fill the profile; the percentage rises once it is saved.
  await page.getByRole('link', { name: 'Complete your profile' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/en\/my-profile$/);
  await expect(menu.getByRole('link', { name: 'My profile' })).toHaveAttribute('aria-current', 'page');
  await accessible(page);
  await page.getByLabel('Bio').fill('Brand designer with ten years of packaging work.');
  await expect(page.getByText('48 / 1000 characters')).toBeVisible();
  await tick(page, 'radio', 'Female');
  await tick(page, 'checkbox', 'Senior');
  await choose(page, 'Country', 'United Arab Emirates');
  await choose(page, 'State or region', 'Abu Dhabi');
  await choose(page, 'City', 'Al Ain');
  await choose(page, 'Currency', /AED/);
  // A refused value is explained beside its field, and everything typed stays.
  await page.getByLabel('Full name').fill('O');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Name must be at least 2 characters.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expect(page.getByLabel('Bio')).toHaveValue('Brand designer with ten years of packaging work.');
  await expect(page.getByRole('button', { name: /City$/ })).toContainText('Al Ain');
  await expect(page.getByRole('checkbox', { name: 'Senior' })).toBeChecked();
  await expect(page.getByRole('img', { name: 'Profile 25% complete' }).filter({ visible: true })).toHaveCount(
    1,
  );

  await page.getByLabel('Full name').fill('Omar Khalil');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  // bio 15 + gender 5 + experience 5 + country, state and city 15 + currency 5
  await expect(
    page.getByRole('img', { name: 'Profile 70% complete' }).filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(page.getByLabel('Bio')).toHaveValue('Brand designer with ten years of packaging work.');
  await expect(page.getByRole('button', { name: /City$/ })).toContainText('Al Ain');

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('button', { name: /City$/ })).toContainText('Al Ain');
  await expect(page.getByRole('checkbox', { name: 'Senior' })).toBeChecked();

  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText('Your profile is 70% complete.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: /Write a short bio/ })).toHaveCount(0);

  // My QR code: the image, a PNG download with a sensible name, and the link to copy.
  await menu.getByRole('link', { name: 'My QR code' }).click();
  await expect(page).toHaveURL(/\/en\/my-qr-code$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My QR code');
  await accessible(page);
  const qr = page.getByRole('img', { name: 'QR code of the public profile of Omar Khalil' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const download = page.getByRole('link', { name: 'Download' });
  await expect(download).toHaveAttribute('download', `wasla-qr-${code}.png`);
  await expect(download).toHaveAttribute('href', /^data:image\/png;base64,/);
  const file = page.waitForEvent('download');
  await download.click();
  expect((await file).suggestedFilename()).toBe(`wasla-qr-${code}.png`);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  // The code holds the site's public address (PUBLIC_URL), the one a phone can open.
  const profileUrl = await page.evaluate(() => navigator.clipboard.readText());
  expect(profileUrl).toMatch(/\/en\/provider\/omar-khalil[\w-]*$/);
  expect(profileUrl.startsWith(`${E2E_BASE_URL}/en/provider/`)).toBe(true);
  await expect(page.getByText(profileUrl, { exact: true })).toBeVisible();

  // The side menu folds into an icon rail, and stays folded on the next visit.
  const aside = page.locator('aside').filter({ has: menu });
  const collapse = page.getByRole('button', { name: 'Collapse menu' });
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  await collapse.click();
  const expand = page.getByRole('button', { name: 'Expand menu' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await aside.boundingBox())!.width).toBeLessThan(100);
  // The links keep their names for screen readers.
  await expect(menu.getByRole('link', { name: 'Favourites' })).toBeAttached();
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Expand menu' }).click();
  await expect(page.getByRole('button', { name: 'Collapse menu' })).toBeVisible();
  await expect.poll(async () => (await aside.boundingBox())!.width).toBeGreaterThan(200);
});

test('in Arabic on a phone: the tab strip, the profile form and the QR code', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpVerified(page, 'ar', 'ليلى منصور');

  await page.goto('/ar/dashboard');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/مرحبًا، .*ليلى منصور/);
  await expect(page.getByText('الملف الشخصي غير مكتمل').filter({ visible: true })).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'اكتمل الملف الشخصي بنسبة 25٪' }).filter({ visible: true }).first(),
  ).toBeVisible();

  // Below 900 px the side menu gives way to a strip of tabs that scrolls sideways.
  const strip = page.getByRole('navigation', { name: 'قائمة لوحة التحكم' }).filter({ visible: true });
  await expect(strip).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'طيّ القائمة' })).toBeHidden();
  const list = strip.getByRole('list').first();
  expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(strip.getByRole('link', { name: 'لوحة التحكم' })).toHaveAttribute('aria-current', 'page');
  await accessible(page);
  // The last tab (parts not built yet are left out of the menu).
  await strip.getByRole('link', { name: 'رمز QR الخاص بي' }).scrollIntoViewIfNeeded();
  await expect(strip.getByRole('link', { name: 'رمز QR الخاص بي' })).toBeInViewport();

  await page.getByRole('button', { name: 'نسخ الرمز' }).click();
  await expect(page.getByText('تم نسخ الرمز.')).toBeVisible();

  await strip.getByRole('link', { name: 'ملفي الشخصي' }).click();
  await expect(page).toHaveURL(/\/ar\/my-profile$/);
  const current = strip.getByRole('link', { name: 'ملفي الشخصي' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  // The current tab is scrolled into view.
  await expect(current).toBeInViewport();
  await accessible(page);

  await page.getByLabel('نبذة عنك').fill('مصممة هوية بصرية منذ عشر سنوات.');
  await tick(page, 'radio', 'أنثى');
  await tick(page, 'checkbox', 'خبير');
  await tick(page, 'checkbox', 'متوسط الخبرة');
  await choose(page, 'البلد', 'الإمارات العربية المتحدة');
  await choose(page, 'المنطقة أو الولاية', 'أبوظبي');
  await choose(page, 'المدينة', 'العين');
  await choose(page, 'العملة', /AED/);
  await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(page.getByText('تم حفظ ملفك الشخصي.')).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'اكتمل الملف الشخصي بنسبة 70٪' }).filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(page.getByText('70%').filter({ visible: true }).first()).toBeVisible();

  await strip.getByRole('link', { name: 'رمز QR الخاص بي' }).click();
  await expect(page).toHaveURL(/\/ar\/my-qr-code$/);
  await expect(page.getByRole('img', { name: 'رمز QR للملف العام الخاص بـ ليلى منصور' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'تنزيل' })).toHaveAttribute('download', /^wasla-qr-\w+\.png$/);
  // Nothing spills over the side of a phone screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
