import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, type BrowserContextOptions, expect, type Page, request } from '@playwright/test';
import { E2E_CONTROL_URL } from '../server-address';
import { signUpVerified } from '../support/accounts';
import { person } from '../support/people';
import { test } from '../support/test';
import { accessible } from '../support/ui';

/** What the journey reads and clicks, in the page's language. */
const COPY = {
  en: {
    client: 'Rania Client',
    provider: 'Tarek Provider',
    notifications: 'Notifications',
    settingsLink: 'Notification settings',
    pushPayments: 'Push: Payments and wallet',
    emailPayments: 'E-mail: Payments and wallet',
    emailDeals: 'E-mail: Offers and deal steps',
    saved: 'Your choices are saved.',
    confirmTitle: 'Stop these e-mails?',
    confirmBody: /e-mails about “Payments and wallet”/,
    unsubscribe: 'Unsubscribe',
    doneTitle: 'You are unsubscribed',
    paidMail: /^Hello Tarek Provider,/,
  },
  ar: {
    client: 'رانيا العميلة',
    provider: 'طارق المزوّد',
    notifications: 'الإشعارات',
    settingsLink: 'إعدادات الإشعارات',
    pushPayments: 'الإشعارات الفورية: المدفوعات والمحفظة',
    emailPayments: 'البريد الإلكتروني: المدفوعات والمحفظة',
    emailDeals: 'البريد الإلكتروني: العروض وخطوات الصفقات',
    saved: 'تم حفظ اختياراتك.',
    confirmTitle: 'إيقاف هذه الرسائل؟',
    confirmBody: /«المدفوعات والمحفظة»/,
    unsubscribe: 'إلغاء الاشتراك',
    doneTitle: 'تم إلغاء اشتراكك',
    paidMail: /^مرحبًا طارق المزوّد،/,
  },
};
type Lang = keyof typeof COPY;

/** Pictures of each screen when PREFERENCE_SHOTS names a folder: the layout is checked by eye. */
async function shots(page: Page, lang: Lang, name: string) {
  const dir = process.env.PREFERENCE_SHOTS;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({
    path: join(dir, `${name}-${lang}-${page.viewportSize()!.width}.png`),
    fullPage: true,
  });
}

/** One call of the journeys' control server (test infrastructure): its JSON answer. */
async function control(page: Page, path: string, data: Record<string, string>) {
  const res = await page.request.post(`${E2E_CONTROL_URL}${path}`, { data });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { updated: number; id?: number };
}

/**
 * The unsubscribe link of the newest notification e-mail to `email`, read in the development
 * mailbox as a person reads a mail. The mail leaves once the worker's next sweep finds it due.
 */
async function unsubscribeLinkOf(page: Page, lang: Lang, email: string, words: RegExp) {
  let link: string | undefined;
  await expect(async () => {
    // Planned by the worker with the notification it follows, then made due; the sweep sends it.
    await control(page, '/mails-due', { email });
    await page.goto(`/${lang}/dev/mailbox`);
    const mail = page
      .getByRole('listitem')
      .filter({ hasText: email })
      .filter({ hasText: '/unsubscribe?token=' });
    await expect(mail.first()).toBeVisible({ timeout: 1_000 });
    const text = (await mail.first().locator('p').last().textContent())!;
    expect(text).toMatch(words);
    link = text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)![0];
  }).toPass({ timeout: 40_000 });
  return link!;
}

async function preferencesJourney(browser: Browser, lang: Lang, options: BrowserContextOptions) {
  const copy = COPY[lang];
  const missing: string[] = [];
  const client = await person(browser, options, missing);
  const provider = await person(browser, options, missing);
  const clientEmail = await signUpVerified(client, lang, copy.client, `pc-${lang}`);
  const providerEmail = await signUpVerified(provider, lang, copy.provider, `pp-${lang}`);

  // From the notifications page to its settings; a switch is turned from the keyboard and saves.
  await provider.goto(`/${lang}/notifications`);
  await provider.getByRole('link', { name: copy.settingsLink }).click();
  await expect(provider).toHaveURL(new RegExp(`/${lang}/notifications/settings$`));
  await expect(provider.getByRole('heading', { level: 1, name: copy.settingsLink })).toBeVisible();
  const push = provider.getByRole('checkbox', { name: copy.pushPayments });
  await expect(push).toBeChecked();
  await shots(provider, lang, 'settings');
  await push.focus();
  await provider.keyboard.press('Space');
  await expect(push).not.toBeChecked();
  await expect(provider.getByRole('status').filter({ hasText: copy.saved })).toBeVisible();
  await accessible(provider);
  await shots(provider, lang, 'settings-saved');
  await provider.reload();
  await expect(provider.getByRole('checkbox', { name: copy.pushPayments })).not.toBeChecked();
  await expect(provider.getByRole('checkbox', { name: copy.emailPayments })).toBeChecked();

  // A deal between them is approved and paid; neither looks at the bell, so each is e-mailed.
  await control(provider, '/paid-deal', {
    client: clientEmail,
    provider: providerEmail,
    title: `Garden plan ${lang}`,
  });
  // The provider follows the mail's link: opening it stops nothing, the button does.
  const link = await unsubscribeLinkOf(provider, lang, providerEmail, copy.paidMail);
  expect(link).toContain(`/${lang}/unsubscribe?token=`);
  await provider.goto(link);
  await expect(provider.getByRole('heading', { level: 1, name: copy.confirmTitle })).toBeVisible();
  await expect(provider.getByText(copy.confirmBody)).toBeVisible();
  await accessible(provider);
  await shots(provider, lang, 'unsubscribe');
  await provider.getByRole('button', { name: copy.unsubscribe }).click();
  await expect(provider.getByRole('heading', { level: 1, name: copy.doneTitle })).toBeVisible();
  await shots(provider, lang, 'unsubscribed');
  await provider.getByRole('link', { name: copy.settingsLink }).click();
  await expect(provider.getByRole('checkbox', { name: copy.emailPayments })).not.toBeChecked();
  await expect(provider.getByRole('checkbox', { name: copy.emailDeals })).toBeChecked();

  // The client's mail program unsubscribes with one click (RFC 8058): a POST of the link, no session.
  const clientLink = await unsubscribeLinkOf(client, lang, clientEmail, /\/unsubscribe\?token=/);
  const mailProgram = await request.newContext();
  const oneClick = await mailProgram.post(clientLink, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status()).toBe(200);
  await mailProgram.dispose();
  await client.goto(`/${lang}/notifications/settings`);
  await expect(client.getByRole('checkbox', { name: copy.emailDeals })).not.toBeChecked();
  expect(missing).toEqual([]);
}

test('in English on a desktop: a switch saves, and a mail’s link unsubscribes from its topic', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await preferencesJourney(browser, 'en', { viewport: { width: 1280, height: 900 } });
});

test('in Arabic on a phone: a switch saves, and a mail’s link unsubscribes from its topic', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await preferencesJourney(browser, 'ar', {
    viewport: { width: 390, height: 844 },
    locale: 'ar-AE',
    isMobile: true,
    hasTouch: true,
  });
});
