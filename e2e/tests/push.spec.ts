import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
} from '@playwright/test';
import { browserKeys, startPushService } from '@wasla/api/test/push-service';
import { E2E_BASE_URL, E2E_CONTROL_URL } from '../server-address';
import { signUpVerified } from '../support/accounts';
import { guidesSeen, interactive, test } from '../support/test';
import { accessible } from '../support/ui';

/** What the journey reads and clicks, in the page's language. */
const COPY = {
  en: {
    name: 'Hala Pushkin',
    provider: 'Karim Signmaker',
    deal: 'A sign for my shop',
    approved: 'Your offer “A sign for my shop” was approved',
    control: 'Notifications on this device',
    intro: /Get a notification on this device/,
    turnOn: 'Turn on notifications on this device',
    on: 'Notifications are on for this device.',
    turnOff: 'Turn off on this device',
    denied: 'Notifications are blocked for Wasla in this browser.',
    deniedHelp: /To allow them, open the site settings/,
    unsupported: /This browser cannot show notifications from Wasla/,
    account: 'Account',
    logout: 'Log out',
    logoutTitle: 'Log out?',
  },
  ar: {
    name: 'هالة الإشعارات',
    provider: 'كريم صانع اللافتات',
    deal: 'لافتة لمتجري',
    approved: 'تمت الموافقة على عرضك «لافتة لمتجري»',
    control: 'الإشعارات على هذا الجهاز',
    intro: /تلقَّ إشعارًا على هذا الجهاز/,
    turnOn: 'تفعيل الإشعارات على هذا الجهاز',
    on: 'الإشعارات مفعّلة على هذا الجهاز.',
    turnOff: 'إيقافها على هذا الجهاز',
    denied: 'إشعارات وصلة محظورة في هذا المتصفح.',
    deniedHelp: /للسماح بها، افتح إعدادات الموقع/,
    unsupported: /لا يستطيع هذا المتصفح عرض إشعارات وصلة/,
    account: 'الحساب',
    logout: 'تسجيل الخروج',
    logoutTitle: 'تسجيل الخروج؟',
  },
};
type Lang = keyof typeof COPY;

/** localStorage keys of the stand-in subscription below, and of what the site remembers it sent. */
const FAKE_SUBSCRIPTION = 'test.push.subscription';
const FAKE_UNSUBSCRIBED = 'test.push.unsubscribed';
const SITE_MEMORY = 'wasla.push.sent';

/**
 * The one stand-in of the journey. Headless Chromium here has no way to Google's push service (FCM),
 * so the browser's `pushManager.subscribe` cannot succeed. Only `subscribe` and `getSubscription` are
 * replaced: they hand out a subscription whose endpoint is a push service the test runs on this
 * machine, with keys the test holds, so the API's real, encrypted pushes reach the test and are
 * decrypted as the browser would. Everything else is the browser's own: the permission, the service
 * worker at /sw.js, the push event (delivered through the DevTools protocol) and the notification.
 */
function fakePushService(
  context: BrowserContext,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
) {
  return context.addInitScript(
    ({ endpoint, keys, store, unsubscribed }) => {
      const made = (key: number[]) => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(key).buffer },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        async unsubscribe() {
          localStorage.removeItem(store);
          localStorage.setItem(unsubscribed, String(Number(localStorage.getItem(unsubscribed) ?? '0') + 1));
          return true;
        },
      });
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        // As the browser's own: allowed notifications and an active service worker come first.
        if (Notification.permission !== 'granted') throw new DOMException('not allowed', 'NotAllowedError');
        if (!(await navigator.serviceWorker.getRegistration('/'))?.active)
          throw new DOMException('no active service worker', 'InvalidStateError');
        const key = [...new Uint8Array(options?.applicationServerKey as ArrayBuffer)];
        localStorage.setItem(store, JSON.stringify(key));
        return made(key) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => {
        const key = localStorage.getItem(store);
        return key ? (made(JSON.parse(key)) as unknown as PushSubscription) : null;
      };
    },
    { ...subscription, store: FAKE_SUBSCRIPTION, unsubscribed: FAKE_UNSUBSCRIBED },
  );
}

/** Asks the journeys' control server (test infrastructure) to do one fixed piece of work. */
async function control(page: Page, path: string, data: Record<string, string>) {
  const res = await page.request.post(`${E2E_CONTROL_URL}${path}`, { data });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { id?: number; list?: string[] };
}

const storedEndpoints = async (page: Page, email: string) =>
  (await control(page, '/push-endpoints', { email })).list;

/** The notifications the service worker is showing, as the page can read them. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map(({ title, body, tag, data, lang, dir, icon }) => ({
      title,
      body,
      tag,
      data,
      lang,
      dir,
      icon,
    }));
  });

/**
 * Pictures of the control, when PUSH_SHOTS names a folder: how each state looks in each direction is
 * checked by eye.
 */
async function shots(page: Page, lang: Lang, name: string) {
  const dir = process.env.PUSH_SHOTS;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.getByRole('region', { name: COPY[lang].control }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(dir, `${name}-${lang}-${page.viewportSize()!.width}.png`) });
}

async function pushJourney(browser: Browser, lang: Lang, options: BrowserContextOptions) {
  const copy = COPY[lang];
  const service = await startPushService();
  const keys = browserKeys();
  const endpoint = service.url(`/device/${lang}-${Date.now()}`);
  const context = await browser.newContext(options);
  await guidesSeen(context);
  try {
    await context.grantPermissions(['notifications'], { origin: E2E_BASE_URL });
    await fakePushService(context, { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
    const page = interactive(await context.newPage());
    const email = await signUpVerified(page, lang, copy.name, `push-${lang}`);

    // The service worker is served from the root, never cached without asking again.
    const script = await page.request.get('/sw.js');
    expect(script.status()).toBe(200);
    expect(script.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(script.headers()['cache-control']).toBe('no-cache');

    await blockedAndUnsupported(browser, options, context, lang);

    // Off until asked: no subscription was made or sent when the pages loaded (the service worker itself
    // is registered by every page, for the installed app's offline cache).
    await page.goto(`/${lang}/notifications`);
    const region = page.getByRole('region', { name: copy.control });
    await expect(region.getByRole('status')).toHaveText(copy.intro);
    const turnOn = region.getByRole('button', { name: copy.turnOn });
    await expect(turnOn).toBeVisible();
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        return (await registration?.pushManager.getSubscription()) ?? null;
      }),
    ).toBeNull();
    expect(await storedEndpoints(page, email)).toEqual([]);
    await accessible(page);
    await shots(page, lang, 'off');

    // Turned on from the keyboard: the real service worker is registered and the API keeps the device.
    await turnOn.focus();
    await page.keyboard.press('Enter');
    await expect(region.getByRole('status')).toHaveText(copy.on);
    const turnOff = region.getByRole('button', { name: copy.turnOff });
    await expect(turnOff).toBeFocused();
    expect(
      await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL,
      ),
    ).toBe(`${E2E_BASE_URL}/sw.js`);
    await expect.poll(() => storedEndpoints(page, email)).toEqual([endpoint]);
    expect(await page.evaluate((key) => localStorage.getItem(key), SITE_MEMORY)).toContain(endpoint);
    await accessible(page);
    await shots(page, lang, 'on');

    // Later pages do not send the same subscription again; a new endpoint from the push service does go.
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/push-data/subscription')) sends.push(request.method());
    });
    await page.goto(`/${lang}/dashboard`);
    await page.waitForLoadState('networkidle');
    expect(sends).toEqual([]);
    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify({ endpoint: 'https://old.example/x', userId: 1 })),
      SITE_MEMORY,
    );
    await page.goto(`/${lang}/dashboard`);
    await expect.poll(() => sends).toEqual(['POST']);
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), SITE_MEMORY))
      .toContain(endpoint);

    // Someone approves the account's offer: the API pushes the notification to this device, encrypted
    // for its keys, in the account's language.
    const { id: dealId } = await control(page, '/approved-offer', {
      email,
      provider: copy.provider,
      title: copy.deal,
    });
    await expect
      .poll(() => service.received.filter((r) => endpoint.endsWith(r.path)).length, { timeout: 15_000 })
      .toBe(1);
    const pushed = service.received.find((r) => endpoint.endsWith(r.path))!;
    const message = JSON.parse(keys.decrypt(pushed.body).toString('utf8')) as {
      id: number;
      title: string;
      body: string;
      url: string;
    };
    expect(message).toMatchObject({
      title: copy.provider,
      body: copy.approved,
      url: `/${lang}/deals/${dealId}`,
    });

    // The push service hands it to the browser: the service worker shows it.
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.some((r) => r.scopeURL === `${E2E_BASE_URL}/`)).toBe(true);
    const { registrationId } = registrations.find((r) => r.scopeURL === `${E2E_BASE_URL}/` && !r.isDeleted)!;
    const deliver = () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: E2E_BASE_URL,
        registrationId,
        data: keys.decrypt(pushed.body).toString('utf8'),
      });
    await deliver();
    const expected = {
      title: copy.provider,
      body: copy.approved,
      tag: `notification-${message.id}`,
      data: { url: `${E2E_BASE_URL}/${lang}/deals/${dealId}` },
      lang,
      dir: lang === 'ar' ? 'rtl' : 'ltr',
      icon: `${E2E_BASE_URL}/icons/notification-192.png`,
    };
    // Starting the worker for the push can take a while on a busy machine.
    await expect.poll(() => shownNotifications(page), { timeout: 20_000 }).toEqual([expected]);
    // Delivered twice (a retried push): shown once.
    await deliver();
    await page.waitForTimeout(300);
    expect(await shownNotifications(page)).toEqual([expected]);

    // Logging out stops the push client: the API forgets the device, the browser drops the subscription.
    await page.goto(`/${lang}/notifications`);
    if (options.isMobile) {
      await page.getByRole('button', { name: lang === 'ar' ? 'فتح القائمة' : 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('button', { name: copy.logout }).click();
    } else {
      await page.getByRole('button', { name: `${copy.account}: ${copy.name}` }).click();
      await page.getByRole('menuitem', { name: copy.logout }).click();
    }
    const dialog = page.getByRole('alertdialog', { name: copy.logoutTitle });
    await dialog.getByRole('button', { name: copy.logout }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    await expect.poll(() => storedEndpoints(page, email)).toEqual([]);
    const after = await page.evaluate(
      (names) => names.map((name) => localStorage.getItem(name)),
      [FAKE_UNSUBSCRIBED, FAKE_SUBSCRIPTION, SITE_MEMORY],
    );
    expect(after).toEqual(['1', null, null]);
  } finally {
    await context.close();
    await service.close();
  }
}

/**
 * The control where it cannot be turned on, for the same account in a browser of its own (the
 * journey's browser keeps its permission untouched): one without web push (Safari on an iPhone outside
 * the Home Screen), then one where notifications are blocked for the site, with how to allow them.
 */
async function blockedAndUnsupported(
  browser: Browser,
  options: BrowserContextOptions,
  signedIn: BrowserContext,
  lang: Lang,
) {
  const copy = COPY[lang];
  const context = await browser.newContext({ ...options, storageState: await signedIn.storageState() });
  await guidesSeen(context);
  try {
    const bare = interactive(await context.newPage());
    await bare.addInitScript(() => Reflect.deleteProperty(window, 'PushManager'));
    await bare.goto(`/${lang}/notifications`);
    const unsupported = bare.getByRole('region', { name: copy.control });
    await expect(unsupported.getByRole('status')).toHaveText(copy.unsupported);
    await expect(unsupported.getByRole('button')).toHaveCount(0);
    await shots(bare, lang, 'unsupported');

    // Blocked in the browser's settings: this browser is given no permission, which refuses the others.
    await context.grantPermissions([], { origin: E2E_BASE_URL });
    const page = interactive(await context.newPage());
    await page.goto(`/${lang}/notifications`);
    const region = page.getByRole('region', { name: copy.control });
    await expect(region.getByRole('status')).toHaveText(copy.denied);
    await expect(region.getByText(copy.deniedHelp)).toBeVisible();
    await expect(region.getByRole('button')).toHaveCount(0);
    await shots(page, lang, 'denied');
  } finally {
    await context.close();
  }
}

test('in English on a desktop: notifications turned on for the device, a push shown by the service worker, stopped at logout', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await pushJourney(browser, 'en', { viewport: { width: 1280, height: 900 } });
});

test('in Arabic on a phone: notifications turned on for the device, a push shown by the service worker, stopped at logout', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await pushJourney(browser, 'ar', {
    viewport: { width: 390, height: 844 },
    locale: 'ar-AE',
    isMobile: true,
    hasTouch: true,
  });
});
