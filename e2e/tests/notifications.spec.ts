import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';
import { E2E_CONTROL_URL } from '../server-address';
import { signUpVerified } from '../support/accounts';
import { person } from '../support/people';
import { test } from '../support/test';
import { accessible, hydrated } from '../support/ui';

/** What the journey reads and clicks, in the page's language. */
const COPY = {
  en: {
    provider: 'Omar Calligrapher',
    client: 'Nora Baker',
    bell: 'Notifications',
    bellUnread: 'Notifications: 1 unread',
    menu: 'Notifications',
    empty: 'No notifications yet',
    markAll: 'Mark all as read',
    seeAll: 'See all notifications',
    offer: /You received a new offer: “A logo for my bakery”/,
    order: 'Order this service',
    title: 'Project name',
    task: 'Task description',
    dealTitle: 'A logo for my bakery',
    description: 'A round logo with a wheat ear, in brown and gold, for signs and bags.',
    send: 'Send the offer',
    sent: /Your offer was sent to/,
    approve: 'Approve',
    allRead: 'You have read them all.',
    notifyMe: 'Notify me when it is available',
    notifySet: 'We will notify you',
    watching: 'We will notify you when this service is available again.',
  },
  ar: {
    provider: 'عمر الخطاط',
    client: 'نورة الخبّازة',
    bell: 'الإشعارات',
    bellUnread: 'الإشعارات: إشعار واحد غير مقروء',
    menu: 'الإشعارات',
    empty: 'لا توجد إشعارات بعد',
    markAll: 'تعليم الكل كمقروء',
    seeAll: 'عرض كل الإشعارات',
    offer: /وصلك عرض جديد: «شعار لمخبزي»/,
    order: 'اطلب هذه الخدمة',
    title: 'اسم المشروع',
    task: 'وصف المهمة',
    dealTitle: 'شعار لمخبزي',
    description: 'شعار دائري بسنبلة قمح باللونين البني والذهبي للافتات والأكياس.',
    send: 'إرسال العرض',
    sent: /أُرسل عرضك إلى/,
    approve: 'موافقة',
    allRead: 'قرأت كل إشعاراتك.',
    notifyMe: 'أخبرني عندما تصبح متاحة',
    notifySet: 'سنخبرك',
    watching: 'سنخبرك عندما تصبح هذه الخدمة متاحة مرة أخرى.',
  },
};
type Lang = keyof typeof COPY;

/** Asks the journeys' control server (test infrastructure) for a service of the provider's own. */
async function serviceOf(page: Page, email: string, lang: Lang) {
  const res = await page.request.post(`${E2E_CONTROL_URL}/service-of`, {
    data: {
      email,
      name_en: `Bakery logo ${lang} ${Date.now()}`,
      name_ar: `شعار مخبز ${Date.now()}`,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).slug as string;
}

/** A closed service of another provider, from the journeys' control server; its slug. */
async function closedService(page: Page) {
  const res = await page.request.post(`${E2E_CONTROL_URL}/unavailable-service`, {
    data: { status: 'closed', name_en: `Sign painting ${Date.now()}`, name_ar: `رسم لافتات ${Date.now()}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).slug as string;
}

/**
 * Pictures of the page at both widths, when NOTIFICATION_SHOTS names a folder: how the bell, its
 * menu and the page look in each direction is checked by eye.
 */
async function shots(page: Page, lang: Lang, name: string) {
  const dir = process.env.NOTIFICATION_SHOTS;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  const viewport = page.viewportSize()!;
  await page.screenshot({ path: join(dir, `${name}-${lang}-${viewport.width}.png`) });
}

/** The header's bell that is showing (the phone's or the desktop's), by its name. */
const bellOf = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function notificationsJourney(browser: Browser, lang: Lang, options: BrowserContextOptions) {
  const copy = COPY[lang];
  const missing: string[] = [];
  const provider = await person(browser, options, missing);
  const client = await person(browser, options, missing);
  const providerEmail = await signUpVerified(provider, lang, copy.provider, `np-${lang}`);
  const slug = await serviceOf(provider, providerEmail, lang);
  await signUpVerified(client, lang, copy.client, `nc-${lang}`);

  // Nothing yet: the bell has no dot, and its menu says so.
  await provider.goto(`/${lang}/notifications`);
  const quiet = bellOf(provider, copy.bell);
  await expect(quiet).toBeVisible();
  await expect(provider.getByTestId('bell-dot')).toHaveCount(0);
  await quiet.click();
  const menu = provider.getByRole('dialog', { name: copy.menu });
  await expect(menu.getByText(copy.empty)).toBeVisible();
  await shots(provider, lang, 'empty-menu');
  await expect(menu.getByRole('link', { name: copy.seeAll })).toHaveCount(0);
  await provider.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(quiet).toBeFocused();

  // The provider waits on the dashboard: every signed-in page holds the tab's socket, which brings
  // news as it happens.
  await provider.goto(`/${lang}/dashboard`);
  await expect(bellOf(provider, copy.bell)).toBeVisible();

  // The client sends an offer on the provider's service.
  await client.goto(`/${lang}/services/${slug}`);
  await client.getByRole('link', { name: copy.order }).click();
  await expect(client).toHaveURL(new RegExp(`/${lang}/deals/add-deal\\?service_id=\\d+`));
  await hydrated(client);
  await client.getByLabel(copy.title).fill(copy.dealTitle);
  await client.getByLabel(copy.task).fill(copy.description);
  await client.getByRole('button', { name: copy.send }).click();
  await expect(client.getByRole('status').filter({ hasText: copy.sent })).toBeVisible();
  const dealPath = new URL(client.url()).pathname;
  expect(dealPath).toMatch(new RegExp(`^/${lang}/deals/\\d+$`));

  // The red dot rings on the provider's open page, without a reload, once the worker has written
  // the notification; the bell's name says it too. Any later page shows it from the start.
  const ringing = bellOf(provider, copy.bellUnread);
  await expect(ringing).toBeVisible({ timeout: 20_000 });
  await provider.goto(`/${lang}`);
  await expect(ringing).toBeVisible();
  await expect(ringing.getByTestId('bell-dot')).toBeVisible();
  await shots(provider, lang, 'bell');
  if (process.env.NOTIFICATION_SHOTS) {
    await provider.goto(`/${lang}/notifications`);
    await shots(provider, lang, 'page-unread');
    await provider.goto(`/${lang}`);
  }

  // The menu, from the keyboard: the latest notification, unread, from the client.
  await ringing.focus();
  await provider.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  const item = menu.getByRole('link', { name: copy.offer });
  await expect(item).toBeVisible();
  await expect(item).toContainText(copy.client);
  await expect(menu.getByRole('button', { name: copy.markAll })).toBeVisible();
  await expect(menu.getByRole('link', { name: copy.seeAll })).toBeVisible();
  await accessible(provider);
  await shots(provider, lang, 'menu');

  // A click marks it read and opens the deal in the reader's language; the dot is gone.
  await item.click();
  await expect(provider).toHaveURL(new RegExp(`${dealPath}$`));
  await expect(provider.getByRole('button', { name: copy.approve, exact: true })).toBeVisible();
  await expect(bellOf(provider, copy.bell)).toBeVisible();
  await expect(provider.getByTestId('bell-dot')).toHaveCount(0);
  // And it stays read on the next page load.
  await provider.reload();
  await expect(bellOf(provider, copy.bell)).toBeVisible();
  await expect(provider.getByTestId('bell-dot')).toHaveCount(0);

  // The notifications page lists it, read, with the deal as a link.
  await provider.goto(`/${lang}/notifications`);
  await expect(provider.getByRole('heading', { level: 1, name: copy.menu })).toBeVisible();
  await expect(provider.getByText(copy.allRead)).toBeVisible();
  const listed = provider.getByRole('main').getByRole('listitem').filter({ hasText: copy.offer });
  await expect(listed).toContainText(copy.client);
  await expect(listed.getByRole('link', { name: copy.dealTitle })).toHaveAttribute('href', dealPath);
  await accessible(provider);
  await shots(provider, lang, 'page');

  // The client asks to be told when a closed service is available again: a toast says it is set.
  await client.goto(`/${lang}/services/${await closedService(client)}`);
  await client.getByRole('button', { name: copy.notifyMe }).click();
  await expect(client.getByText(copy.watching)).toBeVisible();
  await expect(client.getByRole('button', { name: copy.notifySet, exact: true })).toBeDisabled();
  await shots(client, lang, 'notify');

  // The other width, for the pictures: the same menu and page from the other header.
  if (process.env.NOTIFICATION_SHOTS) {
    const other =
      (options.viewport?.width ?? 1280) > 900 ? { width: 390, height: 844 } : { width: 1280, height: 900 };
    await provider.setViewportSize(other);
    await shots(provider, lang, 'page');
    await provider.goto(`/${lang}`);
    await bellOf(provider, copy.bell).click();
    await expect(menu.getByRole('link', { name: copy.offer })).toBeVisible();
    await shots(provider, lang, 'menu');
    // The narrowest desktop header, where every tool still sits in the bar.
    await provider.setViewportSize({ width: 920, height: 700 });
    await shots(provider, lang, 'menu');
  }
  expect(missing).toEqual([]);
}

test('in English on a desktop: the bell rings for a new offer, its menu opens the deal and the dot goes', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await notificationsJourney(browser, 'en', { viewport: { width: 1280, height: 900 } });
});

test('in Arabic on a phone: the bell rings for a new offer, its menu opens the deal and the dot goes', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await notificationsJourney(browser, 'ar', {
    viewport: { width: 390, height: 844 },
    locale: 'ar-AE',
    isMobile: true,
    hasTouch: true,
  });
});
