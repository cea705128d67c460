import type { Page } from '@playwright/test';
import { E2E_CONTROL_URL } from '../server-address';
import { signUpVerified } from '../support/accounts';
import { expect, guidesSeen, test } from '../support/test';
import { accessible, hydrated } from '../support/ui';

/** A phone's browser as people use it: headless Chromium says it is headless, and crawlers count nothing. */
const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

const COPY = {
  ar: {
    provider: 'مريم الخطيب',
    visitor: 'سالم الراشد',
    service: 'تصميم هوية بصرية متكاملة',
    figures: 'أرقامك',
    none: 'لا زيارات في هذه الفترة بعد',
    twoVisits: /^2 زيارة في هذه الفترة/,
    table: 'اعرض الأرقام في جدول',
    mostViewed: 'خدمتك الأكثر مشاهدة',
    oneView: 'مشاهدة واحدة',
    recent: 'زرتها مؤخرًا',
    favorite: (name: string) => `إضافة ${name} إلى المفضلة`,
    kept: (name: string) => `إزالة ${name} من المفضلة`,
    favorites: 'الخدمات المفضلة',
    week: '7 أيام',
  },
  en: {
    provider: 'Maryam Khatib',
    visitor: 'Salem Rashed',
    service: 'Complete visual identity design',
    figures: 'Your figures',
    none: 'No visits in this period yet',
    twoVisits: /^2 visits in this period/,
    table: 'Show the figures as a table',
    mostViewed: 'Your most viewed service',
    oneView: '1 view',
    recent: 'Recently visited',
    favorite: (name: string) => `Add ${name} to favourites`,
    kept: (name: string) => `Remove ${name} from favourites`,
    favorites: 'Favourite services',
    week: '7 days',
  },
};

async function serviceOf(page: Page, email: string, name: string) {
  const res = await page.request.post(`${E2E_CONTROL_URL}/service-of`, {
    data: { email, name_en: name, name_ar: name },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { slug: string }).slug;
}

for (const [lang, width] of [
  ['ar', 390],
  ['en', 1280],
] as const) {
  const copy = COPY[lang];
  test(`${lang === 'ar' ? 'in Arabic on a phone' : 'in English on a desktop'}: the dashboard's figures and its chart follow the visits`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    const email = await signUpVerified(page, lang, copy.provider, `stats-${lang}`);
    const slug = await serviceOf(page, email, copy.service);

    await page.goto(`/${lang}/dashboard`);
    await hydrated(page);
    const totals = page.getByRole('region', { name: copy.figures });
    await expect(totals.getByRole('link').first()).toContainText('1');
    const visits = page.locator('#visits-summary');
    await expect(visits).toContainText(copy.none);
    await accessible(page);

    // Someone else, signed in on a phone, opens the service and then its provider's profile.
    const phone = await browser.newContext({
      userAgent: PHONE_BROWSER,
      viewport: { width: 390, height: 844 },
    });
    await guidesSeen(phone);
    const visitor = await phone.newPage();
    await signUpVerified(visitor, lang, copy.visitor, `visitor-${lang}`);
    await visitor.goto(`/${lang}/services/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(copy.service);
    await visitor.getByRole('link', { name: copy.provider }).first().click();
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText(copy.provider);
    // Opening them again the same day counts nothing more.
    await visitor.goto(`/${lang}/services/${slug}`);
    // …and keeps the service as a favourite.
    await hydrated(visitor);
    await visitor.getByRole('button', { name: copy.favorite(copy.service) }).click();
    await expect(visitor.getByRole('button', { name: copy.kept(copy.service) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Visits are written in batches every couple of seconds: the provider's chart follows.
    await expect(async () => {
      await page.reload();
      await expect(visits).toHaveText(copy.twoVisits);
    }).toPass({ timeout: 20_000 });
    await hydrated(page);
    await expect(page.getByTestId('visits-chart').getByRole('application')).toBeVisible();
    await page.getByText(copy.table).click();
    const today = page.locator('section[aria-labelledby="visits-title"] tbody tr').first();
    await expect(today.getByRole('cell')).toHaveText(['1', '1']);
    const popular = page.getByRole('region', { name: copy.mostViewed });
    await expect(popular).toContainText(copy.service);
    await expect(popular).toContainText(copy.oneView);
    await accessible(page);

    // The period is in the address; a week has seven days in its table.
    await page.getByRole('link', { name: copy.week }).click();
    await expect(page).toHaveURL(/\?period=7$/);
    await expect(page.locator('section[aria-labelledby="visits-title"] tbody tr')).toHaveCount(7);

    // The visitor finds what it opened among its recent visits.
    await visitor.goto(`/${lang}/dashboard`);
    const recent = visitor.getByRole('region', { name: copy.recent });
    await expect(recent.getByRole('link', { name: new RegExp(copy.service) })).toBeVisible();
    await expect(recent.locator('a[href*="/provider/"]')).toContainText(copy.provider);
    // …and the service it keeps among its favourite services.
    const favorites = visitor.getByRole('region', { name: copy.favorites });
    await expect(favorites.getByRole('link', { name: new RegExp(copy.service) })).toBeVisible();
    await accessible(visitor);
    await phone.close();
  });
}
