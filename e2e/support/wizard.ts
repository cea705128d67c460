import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './test';
import { choose, hydrated } from './ui';

/** A picture made here, so the journey needs no file in the repository. */
export const picture = (hue: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: hue, g: 110, b: 100 } } })
    .jpeg()
    .toBuffer();

type Copy = {
  start: string;
  name: string;
  description: string;
  nameText: string;
  descriptionText: string;
  main: string;
  mainOption: string;
  sub: string;
  subOption: string;
  tag: string;
  country: string;
  countryOption: string;
  addPlace: string;
  next: string;
  pictures: string;
  main_badge: string;
  currency: string;
  plans: string;
  price: string;
  days: string;
  extra: string;
  addExtra: string;
  publish: string;
  published: string;
  toMyServices: string;
};

export const WIZARD_COPY: Record<'en' | 'ar', Copy> = {
  en: {
    start: 'Start',
    name: 'Service name (English)',
    description: 'Description (English)',
    nameText: 'Landing page for a small café',
    descriptionText: 'A fast, clear landing page with a menu, a map and a booking button, ready in a week.',
    main: 'Main category',
    mainOption: 'Programming & Development',
    sub: 'Sub category',
    subOption: 'Web Development',
    tag: 'Web development',
    country: 'Country',
    countryOption: 'United Arab Emirates',
    addPlace: 'Add place',
    next: 'Save and continue',
    pictures: 'Choose pictures',
    main_badge: 'Main',
    currency: 'Currency',
    plans: 'Three plans',
    price: 'Price AED',
    days: 'Delivery in days',
    extra: 'What the option gives',
    addExtra: 'Add option',
    publish: 'Publish service',
    published: 'Your service is published',
    toMyServices: 'Go to my services',
  },
  ar: {
    start: 'ابدأ',
    name: 'اسم الخدمة (العربية)',
    description: 'الوصف (العربية)',
    nameText: 'صفحة هبوط لمقهى صغير',
    descriptionText: 'صفحة هبوط سريعة وواضحة فيها قائمة الطعام وخريطة وزر للحجز، جاهزة خلال أسبوع.',
    main: 'التصنيف الرئيسي',
    mainOption: 'برمجة وتطوير',
    sub: 'التصنيف الفرعي',
    subOption: 'تطوير مواقع الويب',
    tag: 'تطوير مواقع',
    country: 'البلد',
    countryOption: 'الإمارات العربية المتحدة',
    addPlace: 'إضافة المكان',
    next: 'احفظ وتابع',
    pictures: 'اختر الصور',
    main_badge: 'رئيسية',
    currency: 'العملة',
    plans: 'ثلاث باقات',
    price: 'السعر AED',
    days: 'مدة التسليم بالأيام',
    extra: 'ما يقدّمه الخيار',
    addExtra: 'إضافة الخيار',
    publish: 'نشر الخدمة',
    published: 'نُشرت خدمتك',
    toMyServices: 'الانتقال إلى خدماتي',
  },
};

/** Steps 1 to 3 of the wizard, as a provider fills them, ending with the success dialog. */
export async function publishThroughWizard(page: Page, lang: 'en' | 'ar') {
  await page.goto(`/${lang}/add-service?type=provided`);
  await hydrated(page);
  await page.getByRole('button', { name: WIZARD_COPY[lang].start }).click();
  await completeWizard(page, lang);
}

/** Steps 1 to 3 of a draft just started, ending with the success dialog. */
export async function completeWizard(page: Page, lang: 'en' | 'ar') {
  const c = WIZARD_COPY[lang];
  await expect(page).toHaveURL(new RegExp(`/${lang}/edit-service/\\d+$`));
  await hydrated(page);

  // Step 1: texts, category, a suggested tag and a place.
  await page.getByLabel(c.name).fill(c.nameText);
  await page.getByRole('textbox', { name: c.description }).click();
  await page.keyboard.type(c.descriptionText);
  await choose(page, c.main, c.mainOption);
  await choose(page, c.sub, c.subOption);
  await page.getByRole('button', { name: c.tag, exact: true }).click();
  await choose(page, c.country, c.countryOption);
  await page.getByRole('button', { name: c.addPlace }).click();
  await expect(page.getByRole('listitem').filter({ hasText: c.countryOption })).toBeVisible();
  await page.getByRole('button', { name: c.next }).click();
  await expect(page).toHaveURL(/step=2/);

  // Step 2: three pictures at once, each with its progress; the first becomes the main one.
  await page.getByLabel(c.pictures).setInputFiles(
    await Promise.all(
      [20, 90, 160].map(async (hue, i) => ({
        name: `cafe-${i}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await picture(hue),
      })),
    ),
  );
  await expect(page.locator('li img')).toHaveCount(3, { timeout: 20_000 });
  await expect(page.getByText(c.main_badge, { exact: true })).toBeVisible();
  // Pictures are served re-encoded, as WebP.
  await expect(page.locator('li img').first()).toHaveAttribute(
    'src',
    /^\/media\/services\/[0-9a-f]{32}\.webp$/,
  );
  await page.getByRole('button', { name: c.next }).click();
  await expect(page).toHaveURL(/step=3/);

  // Step 3: three plans and one extra option.
  await choose(page, c.currency, /AED/);
  await page.getByText(c.plans, { exact: true }).click();
  await expect(page.getByRole('radio', { name: new RegExp(c.plans) })).toBeChecked();
  const prices = page.getByLabel(c.price);
  const days = page.getByLabel(c.days);
  for (const [index, [price, time]] of [
    ['150', '3'],
    ['300', '5'],
    ['550', '7'],
  ].entries()) {
    await prices.nth(index).fill(price as string);
    await days.nth(index).fill(time as string);
  }
  await page.getByLabel(c.extra).fill(lang === 'en' ? 'Source files' : 'الملفات المصدرية');
  await prices.nth(3).fill('50');
  await page.getByLabel(lang === 'en' ? 'Extra time' : 'المدة الإضافية').fill('1');
  await page.getByRole('button', { name: c.addExtra }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: lang === 'en' ? 'Source files' : 'الملفات المصدرية' }),
  ).toBeVisible();
  await page.getByRole('button', { name: c.publish }).click();
  await expect(page.getByRole('dialog', { name: c.published })).toBeVisible();
}
