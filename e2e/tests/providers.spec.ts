import type { Page } from '@playwright/test';
import { E2E_CONTROL_URL } from '../server-address';
import { signUpVerified } from '../support/accounts';
import { expect, test } from '../support/test';
import { accessible, choose, hydrated } from '../support/ui';

const COPY = {
  en: {
    title: 'Providers',
    name: 'Name',
    filters: 'Filters',
    apply: 'Show results',
    clear: 'Clear filters',
    rating: 'Rating',
    fourStars: '4 stars and up',
    resultsFor: (text: string) => `Providers matching “${text}”`,
    showingOne: 'Showing 1 of 1 results',
    listView: 'List view',
    heartLogin: (name: string) => `Log in to keep ${name} in your favourites`,
    heartAdd: (name: string) => `Add ${name} to favourites`,
    heartRemove: (name: string) => `Remove ${name} from favourites`,
    sections: 'Profile sections',
    about: 'About',
    services: 'Services',
    reviews: 'Reviews',
    articles: 'Articles',
    bioTitle: (name: string) => `About ${name}`,
    types: 'Type of services',
    offered: 'Offered services',
    requested: 'Requested services',
    page2: 'Page 2',
    noReviews: 'No reviews yet',
    noArticles: 'No articles yet',
    follow: 'Follow',
    unfollow: 'Unfollow',
    followLogin: (name: string) => `Log in to follow ${name}`,
    loginRequired: 'Login required first.',
    login: 'Log in',
    followers: 'Followers',
    attitude: 'Attitude',
    service: (name: string, type: 'provided' | 'requested', n: number) => `${name} ${type} service ${n}`,
  },
  ar: {
    title: 'مقدمو الخدمات',
    name: 'الاسم',
    filters: 'عوامل التصفية',
    apply: 'عرض النتائج',
    clear: 'مسح عوامل التصفية',
    rating: 'التقييم',
    fourStars: '4 نجوم فأكثر',
    resultsFor: (text: string) => `مقدمو خدمات يطابقون «${text}»`,
    showingOne: 'عرض 1 من أصل 1 نتيجة',
    listView: 'عرض قائمة',
    heartLogin: (name: string) => `سجّل الدخول لحفظ ${name} في مفضلتك`,
    heartAdd: (name: string) => `إضافة ${name} إلى المفضلة`,
    heartRemove: (name: string) => `إزالة ${name} من المفضلة`,
    sections: 'أقسام الملف الشخصي',
    about: 'نبذة',
    services: 'الخدمات',
    reviews: 'التقييمات',
    articles: 'المقالات',
    bioTitle: (name: string) => `نبذة عن ${name}`,
    types: 'نوع الخدمات',
    offered: 'الخدمات المعروضة',
    requested: 'الخدمات المطلوبة',
    page2: 'الصفحة 2',
    noReviews: 'لا توجد تقييمات بعد',
    noArticles: 'لا توجد مقالات بعد',
    follow: 'متابعة',
    unfollow: 'إلغاء المتابعة',
    followLogin: (name: string) => `سجّل الدخول لمتابعة ${name}`,
    loginRequired: 'يجب تسجيل الدخول أولًا.',
    login: 'تسجيل الدخول',
    followers: 'المتابِعون',
    attitude: 'التعامل',
    service: (name: string, type: 'provided' | 'requested', n: number) =>
      `خدمة ${name} ${type === 'provided' ? 'معروضة' : 'مطلوبة'} رقم ${n}`,
  },
};
type Copy = (typeof COPY)['en'] | (typeof COPY)['ar'];

/** A word of six letters that no seeded text holds, so that only this journey's provider matches it. */
function uniqueWord(letters: string) {
  return Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}

/** A listed provider with seven offered services (two pages of six) and one request. */
async function providerWithServices(page: Page, provider: string) {
  const res = await page.request.post(`${E2E_CONTROL_URL}/provider-with-services`, {
    data: { provider, provided: 7, requested: 1 },
  });
  expect(res.ok()).toBe(true);
}

async function noHorizontalOverflow(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** The profile's tabs: about, services with its two types and two pages, reviews and articles. */
async function walkTabs(page: Page, c: Copy, name: string) {
  const tabs = page.getByRole('navigation', { name: c.sections });
  await expect(tabs.getByRole('link', { name: c.about })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: c.bioTitle(name) })).toBeVisible();
  await expect(page.getByText(`${name} takes on small jobs and big ones.`)).toBeVisible();

  await tabs.getByRole('link', { name: new RegExp(`^${c.services}`) }).click();
  await expect(page).toHaveURL(/\?tab=services$/);
  const types = page.getByRole('navigation', { name: c.types });
  await expect(types.getByRole('link', { name: new RegExp(`^${c.offered}`) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The tab's own cards (similar and suggested providers below are cards too).
  const cards = page.getByRole('region', { name: c.services, exact: true }).getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toContainText(c.service(name, 'provided', 1));
  await noHorizontalOverflow(page);
  await accessible(page);

  await page.getByRole('link', { name: c.page2 }).click();
  await expect(page).toHaveURL(/\?tab=services&page=2$/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(c.service(name, 'provided', 7));

  await types.getByRole('link', { name: new RegExp(`^${c.requested}`) }).click();
  await expect(page).toHaveURL(/\?tab=services&type=requested$/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(c.service(name, 'requested', 1));

  await tabs.getByRole('link', { name: new RegExp(`^${c.reviews}`) }).click();
  await expect(page).toHaveURL(/\?tab=reviews$/);
  await expect(page.getByRole('heading', { name: c.noReviews })).toBeVisible();

  await tabs.getByRole('link', { name: c.articles }).click();
  await expect(page).toHaveURL(/\?tab=articles$/);
  await expect(tabs.getByRole('link', { name: c.articles })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: c.noArticles })).toBeVisible();
  await accessible(page);
}

/** A guest who presses Follow is told that login comes first, with a way back to this profile. */
async function guestFollow(page: Page, c: Copy, name: string) {
  await hydrated(page);
  const path = new URL(page.url()).pathname;
  await page.getByRole('link', { name: c.follow, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: c.followLogin(name) });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(c.loginRequired);
  const login = dialog.getByRole('link', { name: c.login });
  expect(await login.getAttribute('href')).toContain(`next=${encodeURIComponent(path)}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Signed in: follow and unfollow (the count follows), and keep the provider as a favourite. */
async function followAndFavourite(page: Page, c: Copy, profile: string, name: string) {
  await page.goto(profile);
  await hydrated(page);
  const followers = page.locator('dl > div').filter({ hasText: c.followers }).locator('dd');
  await expect(followers).toHaveText('0');
  await page.getByRole('button', { name: new RegExp(`^${c.follow}`) }).click();
  const unfollow = page.getByRole('button', { name: new RegExp(`^${c.unfollow}`) });
  await expect(unfollow).toBeVisible();
  await expect(followers).toHaveText('1');
  await page.reload();
  await hydrated(page);
  await expect(unfollow).toBeVisible();

  // The account is in my network's "following", found by a part of its name; unfollowed from there.
  const lang = profile.split('/')[1];
  await page.goto(`/${lang}/my-network/following?name=${encodeURIComponent(name.slice(1, 6))}`);
  await hydrated(page);
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toBeVisible();
  await accessible(page);
  await row.getByRole('button', { name: new RegExp(`^${c.unfollow}`) }).click();
  await expect(row).toBeHidden();
  await page.goto(profile);
  await hydrated(page);
  await expect(page.getByRole('button', { name: new RegExp(`^${c.follow}`) })).toBeVisible();
  await expect(followers).toHaveText('0');

  // The heart turns at once; the page is reloaded only once the server has kept it.
  const saved = page.waitForResponse(
    (res) => res.url().includes('/discovery-action') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: c.heartAdd(name) }).click();
  const remove = page.getByRole('button', { name: c.heartRemove(name) });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
}

test('providers in English on a desktop: filters, a profile and its tabs, follow and favourite', async ({
  page,
}) => {
  // A provider with services, a guest, then a follower: three accounts and a dozen pages.
  test.setTimeout(120_000);
  const c = COPY.en;
  const word = `Zor${uniqueWord('bdfgklmnprstvz')}`;
  const name = `${word} Workshop`;
  await providerWithServices(page, name);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The listing: best rated first; a filter lives in the address and can be cleared.
  await page.goto('/en/providers');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  const filters = page.getByRole('complementary', { name: c.filters });
  await choose(page, c.rating, c.fourStars);
  await filters.getByRole('button', { name: c.apply }).click();
  await expect(page).toHaveURL(/\/en\/providers\?rating=4$/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await filters.getByRole('link', { name: c.clear }).click();
  await expect(page).toHaveURL(/\/en\/providers$/);
  // The address changes before the cleared form is drawn: wait for it, or the name goes into the old one.
  await expect(filters.getByRole('combobox', { name: c.rating })).toHaveValue('any');

  // Search by name; the grid turns into a list and stays one.
  await filters.getByLabel(c.name).fill(word.toLowerCase());
  await filters.getByRole('button', { name: c.apply }).click();
  await expect(page).toHaveURL(new RegExp(`/en/providers\\?name=${word.toLowerCase()}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.resultsFor(word.toLowerCase()));
  await expect(page.getByText(c.showingOne)).toBeVisible();
  await page.getByRole('button', { name: c.listView }).click();
  await expect(page.getByRole('button', { name: c.listView })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('button', { name: c.listView })).toHaveAttribute('aria-pressed', 'true');
  // A guest's heart asks to log in first.
  expect(await page.getByRole('link', { name: c.heartLogin(name) }).getAttribute('href')).toMatch(
    /^\/en\/auth\/login\?next=/,
  );
  await noHorizontalOverflow(page);
  await accessible(page);

  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/provider\/account-\d+$/);
  const profile = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await noHorizontalOverflow(page);
  await guestFollow(page, c, name);
  await walkTabs(page, c, name);

  // The old address by account number moves to the profile; an unknown number is not found.
  await signUpVerified(page, 'en', 'Rania Follower', 'prov-en');
  await page.goto(profile);
  const id = await page
    .locator('input[name="intent"][value="follow"] ~ input[name="account_id"]')
    .inputValue();
  await page.goto(`/en/user/${id}`);
  await expect(page).toHaveURL(new RegExp(`${profile}$`));
  const missing = await page.goto('/en/user/2147483000');
  expect(missing?.status()).toBe(404);

  await followAndFavourite(page, c, profile, name);
  await accessible(page);
});

test('providers in Arabic on a phone: filters in a dialog, a profile, its tabs, reviews, follow', async ({
  page,
}) => {
  // A provider with services, a guest, then a follower: three accounts and a dozen pages.
  test.setTimeout(120_000);
  const c = COPY.ar;
  const word = `زمر${uniqueWord('بتجدرزسشصطعغقكمن')}`;
  const name = `ورشة ${word}`;
  await providerWithServices(page, name);
  await page.setViewportSize({ width: 390, height: 844 });

  // A seeded provider with reviews: each review names its service and its four sub-ratings.
  await page.goto('/ar/providers');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  await noHorizontalOverflow(page);
  await accessible(page);
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/ar\/provider\/[^/?]+$/);
  await page
    .getByRole('navigation', { name: c.sections })
    .getByRole('link', { name: new RegExp(`^${c.reviews}`) })
    .click();
  await expect(page).toHaveURL(/\?tab=reviews$/);
  const review = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: /من 5 نجوم/ }) });
  await expect(review.first()).toBeVisible();
  await expect(
    review
      .first()
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${c.attitude}$`) }),
  ).toBeVisible();
  await noHorizontalOverflow(page);
  await accessible(page);

  // Filters open in a dialog on a phone.
  await page.goto('/ar/providers');
  await hydrated(page);
  await page.getByRole('button', { name: c.filters }).click();
  const dialog = page.getByRole('dialog', { name: c.filters });
  await dialog.getByLabel(c.name).fill(word);
  await dialog.getByRole('button', { name: c.apply }).click();
  await expect(page).toHaveURL(new RegExp(`/ar/providers\\?name=${encodeURIComponent(word)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.resultsFor(word));
  await expect(page.getByText(c.showingOne)).toBeVisible();
  await noHorizontalOverflow(page);

  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/provider\/account-\d+$/);
  const profile = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await noHorizontalOverflow(page);
  await accessible(page);
  await guestFollow(page, c, name);
  await walkTabs(page, c, name);

  await signUpVerified(page, 'ar', 'سلمى المتابعة', 'prov-ar');
  await followAndFavourite(page, c, profile, name);
  await noHorizontalOverflow(page);
  await accessible(page);
});
