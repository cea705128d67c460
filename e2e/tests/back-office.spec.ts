import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_CONTROL_URL } from '../server-address';
import { signUpVerified } from '../support/accounts';
import { API_KEY, armTwoFactor, grantRole, joinTeam } from '../support/team';
import { expect, guidesSeen, test } from '../support/test';
import { accessible, hydrated } from '../support/ui';

/** What the journey reads and clicks, in the page's language. */
const COPY = {
  en: {
    notFound: 'Page not found',
    turnOn: 'Turn on two-step verification first',
    backOffice: 'Back office',
    welcome: (name: string) => `Welcome, ${name}`,
    articles: 'Articles to review',
    audit: 'Audit log',
    publish: 'Publish',
    reject: 'Reject…',
    reason: 'Reason for the author',
    rejectSend: 'Reject the article',
    published: 'Published',
    rejected: 'Rejected',
    emptyPending: 'No articles are waiting',
  },
  ar: {
    notFound: 'الصفحة غير موجودة',
    turnOn: 'فعّل التحقق بخطوتين أولًا',
    backOffice: 'لوحة الفريق',
    welcome: (name: string) => `أهلًا ${name}`,
    articles: 'مقالات للمراجعة',
    audit: 'سجل التدقيق',
    publish: 'نشر',
    reject: 'رفض…',
    reason: 'سبب الرفض للكاتب',
    rejectSend: 'رفض المقال',
    published: 'منشورة',
    rejected: 'مرفوضة',
    emptyPending: 'لا مقالات بانتظار المراجعة',
  },
};
type Lang = keyof typeof COPY;

const BODY =
  'A clear brief saves time and money on both sides. Say who your customers are, what sets your work apart, the colours you like and dislike, and logos you admire and why.';

/** An author's articles sent for review through the API, as the editor sends them. */
async function articlesWaiting(request: APIRequestContext, email: string, titles: string[]) {
  const { headers } = await login(request, email);
  for (const title of titles) {
    const res = await request.post('/api/v1/blogs', {
      headers,
      data: { title, language: 'en', body: `<p>${BODY}</p>`, tags: ['briefs'] },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

async function login(request: APIRequestContext, email: string) {
  const res = await request.post('/api/v1/login', {
    headers: API_KEY,
    data: { email, password: 'Cedar&Falcon42' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { headers: { ...API_KEY, authorization: `Bearer ${(await res.json()).data.token}` } };
}

/** The back office answers 404 with the not-found page, as an address that names nothing. */
async function notFoundAt(page: Page, lang: Lang, path: string) {
  const res = await page.goto(`/${lang}/${path}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: COPY[lang].notFound })).toBeVisible();
}

async function backOfficeJourney(page: Page, request: APIRequestContext, lang: Lang) {
  const copy = COPY[lang];
  const run = Date.now().toString(36);
  const kept = `Briefing a logo designer ${run}`;
  const refused = `Ten logos in ten minutes ${run}`;

  // Nobody outside the team can tell the back office is there: a guest, then an author.
  await notFoundAt(page, lang, 'admin');
  const author = await signUpVerified(page, lang, 'Layla Haddad', `author-${lang}`);
  await articlesWaiting(request, author, [kept, refused]);
  await notFoundAt(page, lang, 'admin/articles');

  // A new moderator: the role does nothing until two-step verification is on, and the page says so.
  const name = lang === 'ar' ? 'عمر المشرف' : 'Omar Moderator';
  await page.context().clearCookies();
  const moderator = await signUpVerified(page, lang, name, `moderator-${lang}`);
  await grantRole(page, moderator, 'moderator');
  await page.goto(`/${lang}/admin/articles`);
  await expect(page).toHaveURL(new RegExp(`/${lang}/admin$`));
  await expect(page.getByRole('heading', { level: 1, name: copy.turnOn })).toBeVisible();
  await accessible(page);

  await armTwoFactor(request, moderator);
  // The account menu leads a team member to the back office.
  await page.goto(`/${lang}/dashboard`);
  await hydrated(page);
  await page
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
  await page.getByRole('menuitem', { name: copy.backOffice }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/admin$`));
  await expect(page.getByRole('heading', { level: 1, name: copy.welcome(name) })).toBeVisible();
  const menu = page.getByRole('navigation', {
    name: lang === 'ar' ? 'قائمة لوحة الفريق' : 'Back office menu',
  });
  await expect(menu.getByRole('link', { name: copy.audit })).toHaveCount(0);
  // The account menu has closed and its fade is over before the page is read.
  await expect(page.getByRole('menu')).toHaveCount(0);
  await hydrated(page);
  await accessible(page);
  await menu.getByRole('link', { name: copy.articles }).click();
  await expect(page.getByRole('heading', { level: 1, name: copy.articles })).toBeVisible();
  await accessible(page);

  // Publish one: it leaves the queue and shows under "published".
  const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: kept }) });
  await first.getByRole('button', { name: copy.publish }).click();
  await expect(page.getByRole('heading', { name: kept })).toHaveCount(0);
  await expect(page.getByRole('status')).toBeVisible();

  // Reject the other with a reason its author reads.
  const second = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: refused }) });
  await second.getByText(copy.reject).click();
  await second.getByLabel(copy.reason).fill('Please add your own examples and sources.');
  await second.getByRole('button', { name: copy.rejectSend }).click();
  await expect(page.getByRole('heading', { name: refused })).toHaveCount(0);

  await page.getByRole('link', { name: copy.published }).click();
  await expect(page.getByRole('heading', { name: kept })).toBeVisible();
  await page.getByRole('link', { name: copy.rejected }).click();
  const why = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: refused }) });
  await expect(why.getByText('Please add your own examples and sources.')).toBeVisible();
  await accessible(page);

  // The published article is on the blog for everyone.
  const published = await request.get(`/api/v1/blogs?per_page=48`, { headers: API_KEY });
  const titles = ((await published.json()).data.data as { title: string }[]).map((a) => a.title);
  expect(titles).toContain(kept);
  expect(titles).not.toContain(refused);

  // A moderator does not read the audit log: that screen is not there for them.
  await notFoundAt(page, lang, 'admin/audit');
}

test('a moderator reviews articles in the back office, after turning on two-step verification', async ({
  page,
  request,
}) => {
  await backOfficeJourney(page, request, 'en');
});

test('the back office in Arabic, right to left', async ({ page, request }) => {
  await backOfficeJourney(page, request, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('a moderator bans a reported account for a month from the reports queue; it then gets the blocked page', async ({
  page,
  request,
  browser,
}) => {
  // The account to be reported, signed in in a browser of its own.
  const spamContext = await browser.newContext();
  await guidesSeen(spamContext);
  const spam = await spamContext.newPage();
  const spammer = await signUpVerified(spam, 'en', 'Spam Sender', 'spam');
  const { headers: spamHeaders } = await login(request, spammer);
  const spammerId = (await (await request.get('/api/v1/user-information', { headers: spamHeaders })).json())
    .data.id;

  // Someone reports it.
  const reporter = await signUpVerified(page, 'en', 'Annoyed Client', 'reporter');
  const { headers } = await login(request, reporter);
  const reason = `Sends the same offer to everyone ${Date.now().toString(36)}`;
  const filed = await request.post('/api/v1/report', {
    headers,
    data: { type: 'provider', type_id: spammerId, reason },
  });
  expect(filed.ok(), await filed.text()).toBe(true);

  // A moderator finds the report and bans the account.
  await page.context().clearCookies();
  const moderator = await signUpVerified(page, 'en', 'Maya Moderator', 'ban-moderator');
  await joinTeam(page, request, moderator, 'moderator');
  await page.goto('/en/admin/reports');
  await hydrated(page);
  await accessible(page);
  const card = page.getByRole('listitem').filter({ hasText: reason });
  await card.getByText('Ban for a month…').click();
  await card.getByLabel('Reason for the ban').fill('Spam sent to many providers');
  await accessible(page);
  await card.getByRole('button', { name: 'Ban the account' }).click();
  await expect(page.getByRole('status')).toContainText('the account and its reports are updated');
  await expect(page.getByRole('listitem').filter({ hasText: reason })).toHaveCount(0);
  await page.getByRole('link', { name: 'Acted on' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: reason })).toContainText('Banned until');

  // The banned account gets the blocked page on its next visit.
  const blocked = await spam.goto('/en/dashboard');
  expect(blocked?.status()).toBe(403);
  await expect(spam.getByRole('heading', { level: 1, name: 'Your account is blocked' })).toBeVisible();
  await spamContext.close();
});

test('a moderator hides a reported service in Arabic; its owner finds it hidden with the reason; the team shows it again', async ({
  page,
  request,
  browser,
}) => {
  // The owner of the service, in a browser of its own, with a listed service.
  const ownerContext = await browser.newContext();
  await guidesSeen(ownerContext);
  const ownerPage = await ownerContext.newPage();
  const owner = await signUpVerified(ownerPage, 'ar', 'Hala Owner', 'hidden-owner');
  const made = await request.post(`${E2E_CONTROL_URL}/service-of`, {
    data: { email: owner, name_en: `Copied logo ${Date.now()}`, name_ar: `شعار منسوخ ${Date.now()}` },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { slug } = (await made.json()) as { slug: string };
  const serviceId = (await (await request.get(`/api/v1/services/${slug}`, { headers: API_KEY })).json()).data
    .id;

  // Someone reports it.
  const reporter = await signUpVerified(page, 'ar', 'Careful Client', 'hidden-reporter');
  const { headers } = await login(request, reporter);
  const reason = `Copies another provider's pictures ${Date.now().toString(36)}`;
  const filed = await request.post('/api/v1/report', {
    headers,
    data: { type: 'service', type_id: serviceId, reason },
  });
  expect(filed.ok(), await filed.text()).toBe(true);

  // A moderator hides it from the queue, in Arabic.
  await page.context().clearCookies();
  const moderator = await signUpVerified(page, 'ar', 'Maya Moderator', 'hide-moderator');
  await joinTeam(page, request, moderator, 'moderator');
  await page.goto('/ar/admin/reports');
  await hydrated(page);
  const card = page.getByRole('listitem').filter({ hasText: reason });
  await card.getByText('إخفاء الخدمة…').click();
  await card.getByLabel('سبب الإخفاء').fill('الصور لمقدّم خدمة آخر');
  await accessible(page);
  await card.getByRole('button', { name: 'أخفِ الخدمة' }).click();
  await expect(page.getByRole('status')).toContainText('أُخفيت الخدمة');
  await expect(page.getByRole('listitem').filter({ hasText: reason })).toHaveCount(0);

  // Its owner finds it among the inactive services, marked hidden by the team, and is told why.
  await ownerPage.goto('/ar/my-services/provided?status=closed');
  await hydrated(ownerPage);
  const mine = ownerPage.getByRole('main').getByRole('listitem').filter({ hasText: 'شعار منسوخ' });
  await expect(mine).toContainText('أخفاها الفريق');
  await expect(mine.getByRole('button', { name: 'إعادة فتح' })).toHaveCount(0);
  await ownerPage.goto('/ar/notifications');
  await expect(ownerPage.getByRole('main')).toContainText('الصور لمقدّم خدمة آخر');

  // The team shows it again from the reports it answered: closed, for its owner to reopen.
  await page.getByRole('link', { name: 'اتُّخذ إجراء' }).click();
  const answered = page.getByRole('listitem').filter({ hasText: reason });
  await expect(answered).toContainText('أخفاها الفريق');
  await answered.getByText('إظهار الخدمة من جديد…').click();
  await answered.getByLabel('سبب إظهارها من جديد').fill('أثبت صاحبها أن الصور له');
  await answered.getByRole('button', { name: 'أظهرها من جديد' }).click();
  await expect(page.getByRole('status')).toContainText('عادت الخدمة');
  await ownerPage.goto('/ar/my-services/provided?status=closed');
  await expect(
    ownerPage.getByRole('main').getByRole('listitem').filter({ hasText: 'شعار منسوخ' }),
  ).toContainText('مغلقة');
  await ownerContext.close();
});

test("an admin saves a plan's limits and finds the change in the audit log", async ({ page, request }) => {
  const admin = await signUpVerified(page, 'en', 'Adam Admin', 'admin');
  await joinTeam(page, request, admin, 'admin');
  await page.goto('/en/admin/plans');
  await hydrated(page);
  await accessible(page);
  // The limits as they are, saved with a reason: the journeys beside this one keep their plan.
  const plan = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Free plan', exact: true }) });
  await plan.getByLabel('Why the change').fill('Reviewed the free plan, kept as it is');
  await plan.getByRole('button', { name: 'Save the limits' }).click();
  await expect(plan.getByRole('status')).toHaveText('Saved. The new limits apply now.');

  await page.goto('/en/admin/audit?kind=plan');
  await hydrated(page);
  await expect(page.getByText('Reviewed the free plan, kept as it is').first()).toBeVisible();
  await expect(page.getByText('Plan limits changed').first()).toBeVisible();
  await accessible(page);
});

/** An admin signed in, who opens each screen in turn and has axe check it. */
async function axeSweep(page: Page, request: APIRequestContext, tag: string, paths: string[]) {
  // Each screen is loaded, hydrated and checked: more than the default minute on two busy cores.
  test.slow();
  const admin = await signUpVerified(page, 'en', 'Alia Auditor', tag);
  await joinTeam(page, request, admin, 'admin');
  for (const path of paths) {
    await page.goto(path);
    await hydrated(page);
    await accessible(page);
  }
}

test("the desks' screens pass axe", async ({ page, request }) => {
  const desks = [
    '',
    '/accounts',
    '/deals',
    '/reports',
    '/articles',
    '/finance',
    '/finance/ledger',
    '/disputes',
    '/account-types',
    '/outbox',
  ];
  await axeSweep(
    page,
    request,
    'axe-desks',
    desks.map((path) => `/en/admin${path}`),
  );
});

test('the settings screens pass axe, in English and in Arabic', async ({ page, request }) => {
  const settings = ['/numbers', '/fees', '/currencies', '/faqs', '/categories', '/pages', '/plans', '/audit'];
  await axeSweep(page, request, 'axe-settings', [
    ...settings.map((path) => `/en/admin${path}`),
    '/ar/admin/plans',
  ]);
});

test('an admin removes a category nothing uses, after being asked to confirm', async ({ page, request }) => {
  const admin = await signUpVerified(page, 'en', 'Rania Remover', 'remove-category');
  const { headers } = await joinTeam(page, request, admin, 'admin');
  const words = (en: string) => ({ ar: `${en} ع`, en, fr: `${en} fr`, tr: `${en} tr` });
  const made = await request.post('/api/v1/admin/categories', {
    headers,
    data: { name: words('Lanterns to remove'), description: words('Nothing here yet'), parent_id: null },
  });
  expect(made.ok(), await made.text()).toBe(true);

  await page.goto('/en/admin/categories');
  await hydrated(page);
  const item = page.getByRole('listitem').filter({ hasText: 'Lanterns to remove' });
  await item.getByText('Lanterns to remove').first().click();
  await expect(item.getByText('A category can be removed once no service uses it')).toBeVisible();
  await item.getByRole('button', { name: 'Remove category' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove this category?' });
  await expect(dialog).toContainText('“Lanterns to remove” goes for good');
  await accessible(page);
  await dialog.getByRole('button', { name: 'Remove the category' }).click();
  await expect(page.getByRole('status')).toHaveText('The category was removed.');
  await expect(page.getByText('Lanterns to remove')).toHaveCount(0);
  await page.goto('/en/admin/audit?kind=category');
  await hydrated(page);
  await expect(page.getByText('Category removed').first()).toBeVisible();
});
