import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { signUpVerified } from '../support/accounts';
import { person } from '../support/people';
import { joinTeam } from '../support/team';
import { expect, test } from '../support/test';
import { accessible, hydrated } from '../support/ui';
import { picture } from '../support/wizard';

/** What the journey reads and types, in the page's language. */
const COPY = {
  en: {
    write: 'Write an article',
    title: 'Title',
    article: 'Article',
    tags: 'Tags',
    send: 'Send for review',
    waiting: 'This article is waiting for review',
    translate: 'Translate to English',
    translation: 'Translation into English',
    published: 'Your article',
    latest: 'Latest articles',
    articlesTab: 'Articles',
  },
  ar: {
    write: 'اكتب مقالًا',
    title: 'العنوان',
    article: 'نص المقال',
    tags: 'الوسوم',
    send: 'أرسل للمراجعة',
    waiting: 'هذا المقال بانتظار المراجعة',
    translate: 'ترجمة إلى English',
    translation: 'الترجمة إلى English',
    published: 'نُشر مقالك',
    latest: 'أحدث المقالات',
    articlesTab: 'المقالات',
  },
};
type Lang = keyof typeof COPY;

const ARABIC_BODY =
  'الموجز الواضح يوفر الوقت والمال على الطرفين. اكتب من هم عملاؤك، وما الذي يميز عملك، والألوان التي تحبها والتي لا تحبها، وأمثلة لشعارات تعجبك ولماذا.';
const ENGLISH_BODY =
  'A clear brief saves time and money on both sides. Say who your customers are, what sets your work apart, the colours you like and dislike, and logos you admire and why.';

/** The moderation team publishes the articles waiting, as the back office will, through its API routes. */
async function moderatorPublishes(page: Page, request: APIRequestContext, lang: Lang, titles: string[]) {
  const email = await signUpVerified(page, lang, 'Blog Moderator', `moderator-${lang}`);
  const { headers } = await joinTeam(page, request, email, 'moderator');
  const queue = await request.get('/api/v1/admin/articles?status=pending&per_page=48', { headers });
  const waiting = (await queue.json()).data.data as { id: number; title: string }[];
  for (const title of titles) {
    const article = waiting.find((a) => a.title === title);
    expect(article, `"${title}" waits for the team`).toBeDefined();
    const res = await request.post(`/api/v1/admin/articles/${article!.id}/publish`, { headers });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

async function write(page: Page, lang: Lang, title: string, body: string) {
  const copy = COPY[lang];
  await page.getByLabel(copy.title).fill(title);
  const box = page.getByRole('textbox', { name: copy.article });
  await box.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type(body);
}

async function blogJourney(page: Page, request: APIRequestContext, browser: Browser, lang: Lang) {
  const copy = COPY[lang];
  const run = `${lang}-${Date.now().toString(36)}`;
  const arabicTitle = `كيف تكتب موجزًا لمصمم الشعار ${run}`;
  const englishTitle = `How to brief a logo designer ${run}`;
  await signUpVerified(page, lang, lang === 'ar' ? 'هالة ناصر' : 'Hala Nasser', `blog-${lang}`);

  // Write an article in Arabic, with a cover picture and tags, from the blog's own button.
  await page.goto(`/${lang}/blogs`);
  await hydrated(page);
  await page.getByRole('link', { name: copy.write }).first().click();
  await page.waitForURL(`**/${lang}/add-blog`);
  await hydrated(page);
  await accessible(page);
  await page.getByLabel(lang === 'ar' ? 'لغة المقال' : 'Language of the article').selectOption('ar');
  await write(page, lang, arabicTitle, ARABIC_BODY);
  await page.locator('input[type=file][name=photo]').setInputFiles({
    name: 'cover.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture(150),
  });
  await page.getByLabel(copy.tags).fill('تصميم، شعار');
  await page.getByRole('button', { name: copy.send }).click();
  await page.waitForURL(/\/blog\//);
  await expect(page.getByRole('heading', { level: 1, name: arabicTitle })).toBeVisible();
  await expect(page.getByText(copy.waiting)).toBeVisible();
  await accessible(page);
  const arabicUrl = page.url();

  // Translate it to English: the editor starts from the original, in the new language, to rewrite.
  await page.getByRole('link', { name: copy.translate }).click();
  await page.waitForURL(/add-blog\?translation_of=/);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: copy.translation })).toBeVisible();
  await expect(page.getByLabel(copy.title)).toHaveValue(arabicTitle);
  await write(page, lang, englishTitle, ENGLISH_BODY);
  await page.getByLabel(copy.tags).fill('design, logo');
  await page.getByRole('button', { name: copy.send }).click();
  await page.waitForURL(/\/blog\//);
  await expect(page.getByRole('heading', { level: 1, name: englishTitle })).toBeVisible();

  // Both wait in my articles.
  await page.goto(`/${lang}/my-articles/pending`);
  await hydrated(page);
  await expect(page.getByRole('link', { name: englishTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: arabicTitle })).toBeVisible();
  await accessible(page);

  // Nobody else reads them yet.
  const guest = await person(browser, { viewport: page.viewportSize()! }, []);
  const hidden = await guest.goto(arabicUrl);
  expect(hidden?.status()).toBe(404);

  // The moderation team publishes both; the author is told, and each page names the other.
  await moderatorPublishes(guest, request, lang, [arabicTitle, englishTitle]);
  await page.goto(arabicUrl);
  await hydrated(page);
  await expect(page.getByText(copy.waiting)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'English', exact: true })).toBeVisible();
  await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveCount(1);
  // The notice is written by the worker after the decision: the page is read again until it is there.
  await expect(async () => {
    await page.goto(`/${lang}/notifications`);
    await expect(page.getByText(copy.published).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // A guest finds it on home and on the author's profile.
  await guest.goto(`/${lang}`);
  await hydrated(guest);
  const latest = guest.getByRole('region', { name: copy.latest });
  await expect(latest.getByRole('link', { name: arabicTitle })).toBeVisible();
  await latest.getByRole('link', { name: arabicTitle }).click();
  await guest.waitForURL(/\/blog\//);
  await expect(guest.getByRole('heading', { level: 1, name: arabicTitle })).toBeVisible();
  await accessible(guest);
  await guest
    .getByRole('link', { name: lang === 'ar' ? 'هالة ناصر' : 'Hala Nasser' })
    .first()
    .click();
  await guest.waitForURL(/\/provider\//);
  await guest.getByRole('link', { name: copy.articlesTab }).click();
  await expect(guest.getByRole('link', { name: englishTitle })).toBeVisible();
  await guest.goto(`/${lang}/blogs`);
  await accessible(guest);
  await guest.context().close();
}

test('an author writes an article in Arabic and translates it; the team publishes both (Arabic, phone)', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await blogJourney(page, request, browser, 'ar');
});

test('an author writes an article in Arabic and translates it; the team publishes both (English, desktop)', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await blogJourney(page, request, browser, 'en');
});
