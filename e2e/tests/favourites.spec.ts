import type { Page } from '@playwright/test';
import { signUpVerified } from '../support/accounts';
import { expect, test } from '../support/test';
import { accessible, hydrated } from '../support/ui';

const COPY = {
  en: {
    add: (name: string) => `Add ${name} to favourites`,
    remove: (name: string) => `Remove ${name} from favourites`,
    title: 'Favourites',
    tabs: 'Kind of favourites',
    services: 'Services',
    providers: 'Providers',
    showingOne: 'Showing 1 of 1 results',
    emptyServices: 'No favourite services yet',
    emptyProviders: 'No favourite providers yet',
    browseServices: 'Browse services',
    latest: 'Latest services',
    latestAll: 'See all services',
    top: 'Top providers',
    topAll: 'See all providers',
    plans: 'Two ways to get started',
    publishRequest: 'Publish a request',
    offerService: 'Offer a service',
    login: 'Welcome back',
  },
  ar: {
    add: (name: string) => `إضافة ${name} إلى المفضلة`,
    remove: (name: string) => `إزالة ${name} من المفضلة`,
    title: 'المفضّلة',
    tabs: 'نوع المفضّلة',
    services: 'الخدمات',
    providers: 'مقدمو الخدمات',
    showingOne: 'عرض 1 من أصل 1 نتيجة',
    emptyServices: 'لا توجد خدمات في المفضّلة بعد',
    emptyProviders: 'لا يوجد مقدمو خدمات في المفضّلة بعد',
    browseServices: 'تصفّح الخدمات',
    latest: 'أحدث الخدمات',
    latestAll: 'عرض كل الخدمات',
    top: 'أفضل مقدمي الخدمات',
    topAll: 'عرض كل مقدمي الخدمات',
    plans: 'طريقتان للبدء',
    publishRequest: 'انشر طلبًا',
    offerService: 'اعرض خدمة',
    login: 'أهلاً بعودتك',
  },
};
type Lang = keyof typeof COPY;

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The name of the first card of a list: the text of its heading link. */
async function firstCardName(list: ReturnType<Page['locator']>) {
  return ((await list.locator('article h3 a').first().textContent()) ?? '').trim();
}

/** Presses a heart and waits until the server has it (the button says what the next press does). */
async function pressHeart(page: Page, lang: Lang, name: string) {
  const heart = page.getByRole('button', { name: COPY[lang].add(name), exact: true }).first();
  await heart.click();
  await expect(
    page.getByRole('button', { name: COPY[lang].remove(name), exact: true }).first(),
  ).toHaveAttribute('aria-pressed', 'true');
  // The revalidation after the write settles before the next page is opened.
  await page.waitForLoadState('networkidle');
}

async function guestIsSentToLogIn(page: Page, lang: Lang) {
  await page.goto(`/${lang}/favorite?type=provider`);
  const next = encodeURIComponent(`/${lang}/favorite?type=provider`);
  await expect(page).toHaveURL(new RegExp(`/${lang}/auth/login\\?next=${next}$`));
  await expect(page.getByRole('heading', { name: COPY[lang].login, level: 1 })).toBeVisible();
}

/** Home shows the latest services and the top providers, and their links lead where they say. */
async function homeLists(page: Page, lang: Lang) {
  const c = COPY[lang];
  await page.goto(`/${lang}`);
  await hydrated(page);
  const plans = page.getByRole('region', { name: c.plans });
  await expect(plans.getByRole('link', { name: c.publishRequest })).toHaveAttribute(
    'href',
    `/${lang}/add-service?type=requested`,
  );
  await expect(plans.getByRole('link', { name: c.offerService })).toHaveAttribute(
    'href',
    `/${lang}/add-service?type=provided`,
  );
  const latest = page.getByRole('region', { name: c.latest });
  await expect(latest.locator('article')).toHaveCount(8);
  const top = page.getByRole('region', { name: c.top });
  await expect(top.locator('article')).toHaveCount(8);
  await expect(top.getByRole('link', { name: c.topAll })).toHaveAttribute('href', `/${lang}/providers`);
  await accessible(page);
  await noSidewaysScroll(page);

  // A service of the latest opens its page; "see all" opens the listing.
  const service = await firstCardName(latest);
  await latest.getByRole('link', { name: service, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/services/[^/]+$`));
  await expect(page.getByRole('heading', { level: 1, name: service })).toBeVisible();
  await page.goBack();
  await page.getByRole('region', { name: c.latest }).getByRole('link', { name: c.latestAll }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/category$`));
}

async function journey(page: Page, lang: Lang) {
  const c = COPY[lang];
  await guestIsSentToLogIn(page, lang);
  await signUpVerified(page, lang, lang === 'en' ? 'Lina Haddad' : 'لينا حداد', `fav-${lang}`);
  await homeLists(page, lang);

  // Nothing kept yet: the empty state leads to the listing.
  await page.goto(`/${lang}/favorite`);
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: c.emptyServices })).toBeVisible();
  await expect(page.getByRole('link', { name: c.browseServices })).toHaveAttribute(
    'href',
    `/${lang}/category`,
  );

  // A service kept from the listing is on the favourites page.
  await page.goto(`/${lang}/category`);
  await hydrated(page);
  const results = page
    .locator('main ul')
    .filter({ has: page.locator('article') })
    .first();
  const service = await firstCardName(results);
  await pressHeart(page, lang, service);
  await page.goto(`/${lang}/favorite`);
  await hydrated(page);
  const list = page.getByRole('region', { name: lang === 'en' ? 'Favourite services' : 'الخدمات المفضّلة' });
  await expect(list.getByRole('link', { name: service, exact: true })).toBeVisible();
  await expect(list.getByRole('status')).toHaveText(c.showingOne);
  await accessible(page);
  await noSidewaysScroll(page);

  // A provider kept from home is under the providers tab.
  await page.goto(`/${lang}`);
  await hydrated(page);
  const top = page.getByRole('region', { name: c.top });
  const provider = await firstCardName(top);
  await top.getByRole('button', { name: c.add(provider), exact: true }).click();
  await expect(top.getByRole('button', { name: c.remove(provider), exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.waitForLoadState('networkidle');
  await page.goto(`/${lang}/favorite`);
  await hydrated(page);
  await page
    .getByRole('navigation', { name: c.tabs })
    .getByRole('link', { name: c.providers, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/favorite\\?type=provider$`));
  const providers = page.getByRole('region', {
    name: lang === 'en' ? 'Favourite providers' : 'مقدمو الخدمات المفضّلون',
  });
  await expect(providers.getByRole('link', { name: provider, exact: true })).toBeVisible();
  await accessible(page);
  await noSidewaysScroll(page);

  // Taking the heart off removes the provider from the list.
  await providers.getByRole('button', { name: c.remove(provider), exact: true }).click();
  await expect(providers.getByRole('link', { name: provider, exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: c.emptyProviders })).toBeVisible();

  // The service is still kept.
  await page
    .getByRole('navigation', { name: c.tabs })
    .getByRole('link', { name: c.services, exact: true })
    .click();
  await expect(list.getByRole('link', { name: service, exact: true })).toBeVisible();
}

test('favourites in English on a desktop: home lists, keep a service and a provider, remove one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await journey(page, 'en');
});

test('favourites in Arabic on a phone: home lists, keep a service and a provider, remove one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await journey(page, 'ar');
});
