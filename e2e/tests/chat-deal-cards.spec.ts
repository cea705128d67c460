import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
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
    order: 'Order this service',
    title: 'Project name',
    task: 'Task description',
    taskText: 'A round logo with a wheat ear, in brown and gold, for signs and bags.',
    dealTitle: 'A logo for my bakery',
    send: 'Send the offer',
    sent: /Your offer was sent to/,
    list: 'Conversations',
    newOffer: 'New offer',
    approved: 'Offer approved',
    pending: 'Pending',
    waitingPayment: 'Waiting for payment',
    total: /AED\s*105\.25/,
    answerWithin: /Approve, reject or update within/,
    approve: 'Approve',
    reject: 'Reject',
    withdraw: 'Withdraw the offer',
    pay: 'Pay',
    payWithin: /Pay within/,
    clientPays: /The client has .* to pay/,
    attach: 'Attach files',
    composer: 'Message',
    sendMessage: 'Send',
    remove: (name: string) => `Remove ${name}`,
    tooBig: /is larger than 10 MB/,
    record: 'Record a voice note',
    recording: 'Recording…',
    stopRecording: 'Stop and attach the voice note',
    replyAbout: 'Reply about this deal',
    replying: /Replying about .*A logo for my bakery/,
    stopReplying: 'Stop replying about this deal',
    aboutText: 'Could the wheat ear be a little larger?',
    aboutLink: /^About: .*A logo for my bakery/,
  },
  ar: {
    provider: 'عمر الخطاط',
    client: 'نورة الخبّازة',
    order: 'اطلب هذه الخدمة',
    title: 'اسم المشروع',
    task: 'وصف المهمة',
    taskText: 'شعار دائري بسنبلة قمح باللونين البني والذهبي للافتات والأكياس.',
    dealTitle: 'شعار لمخبزي',
    send: 'إرسال العرض',
    sent: /أُرسل عرضك إلى/,
    list: 'المحادثات',
    newOffer: 'عرض جديد',
    approved: 'تمت الموافقة على العرض',
    pending: 'قيد الانتظار',
    waitingPayment: 'بانتظار الدفع',
    total: /105\.25/,
    answerWithin: /وافق أو ارفض أو عدّل خلال/,
    approve: 'موافقة',
    reject: 'رفض',
    withdraw: 'سحب العرض',
    pay: 'ادفع',
    payWithin: /ادفع خلال/,
    clientPays: /أمام العميل .* للدفع/,
    attach: 'إرفاق ملفات',
    composer: 'الرسالة',
    sendMessage: 'إرسال',
    remove: (name: string) => `إزالة ${name}`,
    tooBig: /أكبر من 10 ميغابايت/,
    record: 'تسجيل رسالة صوتية',
    recording: 'جارٍ التسجيل…',
    stopRecording: 'إيقاف التسجيل وإرفاقه',
    replyAbout: 'الرد بخصوص هذه الصفقة',
    replying: /الرد بخصوص .*شعار لمخبزي/,
    stopReplying: 'إيقاف الرد بخصوص هذه الصفقة',
    aboutText: 'هل يمكن تكبير السنبلة قليلًا؟',
    aboutLink: /^بخصوص: .*شعار لمخبزي/,
  },
};
type Lang = keyof typeof COPY;
type Copy = (typeof COPY)[Lang];

/** An 8×8 PNG: a picture the API takes and re-encodes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN4nh+IFTEMLQkAd69pwWMv1gkAAAAASUVORK5CYII=',
  'base64',
);

/** Asks the journeys' control server (test infrastructure) for a service of the provider's own. */
async function serviceOf(page: Page, email: string, lang: Lang) {
  const res = await page.request.post(`${E2E_CONTROL_URL}/service-of`, {
    data: { email, name_en: `Bakery logo ${lang} ${Date.now()}`, name_ar: `شعار مخبز ${Date.now()}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).slug as string;
}

/** Pictures of the conversation at the journey's width when CHAT_SHOTS names a folder, to be checked by eye. */
async function shot(page: Page, lang: Lang, name: string) {
  const dir = process.env.CHAT_SHOTS;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}-${lang}-${page.viewportSize()!.width}.png`) });
}

/** Opens the conversation with `name` from the chat's list. */
async function openConversation(page: Page, lang: Lang, copy: Copy, name: string) {
  await page.goto(`/${lang}/chat`);
  await hydrated(page);
  await page
    .getByRole('navigation', { name: copy.list })
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/chat/\\d+$`));
}

// A microphone for the voice note: Chromium's test device, granted without a prompt.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

const card = (page: Page, name: string) => page.getByRole('log').getByRole('article', { name });

async function dealCardsJourney(browser: Browser, lang: Lang, options: BrowserContextOptions) {
  const copy = COPY[lang];
  const missing: string[] = [];
  const provider = await person(browser, options, missing);
  const client = await person(browser, options, missing);
  const providerEmail = await signUpVerified(provider, lang, copy.provider, `cdp-${lang}`);
  const slug = await serviceOf(provider, providerEmail, lang);
  await signUpVerified(client, lang, copy.client, `cdc-${lang}`);

  // The client sends an offer on the provider's service.
  await client.goto(`/${lang}/services/${slug}`);
  await client.getByRole('link', { name: copy.order }).click();
  await hydrated(client);
  await client.getByLabel(copy.title).fill(copy.dealTitle);
  await client.getByLabel(copy.task).fill(copy.taskText);
  await client.getByRole('button', { name: copy.send }).click();
  await expect(client.getByRole('status').filter({ hasText: copy.sent })).toBeVisible();
  const dealPath = new URL(client.url()).pathname;

  // Its card is in their conversation: the client sees the offer, with no approve of their own.
  await openConversation(client, lang, copy, copy.provider);
  const clientOffer = card(client, copy.newOffer);
  await expect(clientOffer).toContainText(copy.dealTitle);
  await expect(clientOffer).toContainText(copy.pending);
  await expect(clientOffer.getByRole('button', { name: copy.approve, exact: true })).toHaveCount(0);
  await expect(clientOffer.getByRole('button', { name: copy.withdraw })).toBeVisible();

  // The provider opens the chat: the offer with its total, its countdown, approve and reject.
  await openConversation(provider, lang, copy, copy.client);
  const offer = card(provider, copy.newOffer);
  await expect(offer).toContainText(copy.dealTitle);
  await expect(offer).toContainText(copy.total);
  await expect(offer).toContainText(copy.answerWithin);
  await expect(offer.getByRole('button', { name: copy.reject, exact: true })).toBeVisible();
  await accessible(provider);
  await shot(provider, lang, 'deal-card-offer');

  // Approved from the card: the next card arrives for both, live.
  await offer.getByRole('button', { name: copy.approve, exact: true }).click();
  const approved = card(provider, copy.approved);
  await expect(approved).toContainText(copy.waitingPayment, { timeout: 15_000 });
  await expect(approved).toContainText(copy.clientPays);
  // The older card keeps the deal's news but no buttons.
  await expect(offer.getByRole('button')).toHaveCount(0);

  // The client, still on the conversation, is offered to pay: the deal's own payment page.
  const toPay = card(client, copy.approved);
  await expect(toPay).toContainText(copy.payWithin, { timeout: 15_000 });
  const pay = toPay.getByRole('link', { name: copy.pay, exact: true });
  await expect(pay).toHaveAttribute('href', `${dealPath}/payment`);
  await expect(clientOffer.getByRole('button', { name: copy.withdraw })).toHaveCount(0);
  await accessible(client);
  await shot(client, lang, 'deal-card-pay');

  // The client replies about the deal from its card: the composer says so and takes the focus;
  // Escape ends it there, and the card starts it again.
  const box = client.getByRole('textbox', { name: copy.composer, exact: true });
  const chip = client.locator('[data-about-chip]');
  await toPay.getByRole('button', { name: copy.replyAbout }).click();
  await expect(chip).toContainText(copy.replying);
  await expect(box).toBeFocused();
  await box.press('Escape');
  await expect(chip).toHaveCount(0);
  await expect(box).toBeFocused();
  await toPay.getByRole('button', { name: copy.replyAbout }).click();
  await expect(chip).toContainText(copy.replying);
  await box.fill(copy.aboutText);
  await accessible(client);
  await shot(client, lang, 'deal-reply-chip');
  await client.getByRole('button', { name: copy.sendMessage, exact: true }).click();
  // Both see it under "About:" the deal's title, a link to the deal.
  const aboutSeen = provider
    .getByRole('log')
    .getByRole('listitem')
    .filter({ hasText: copy.aboutText })
    .getByRole('link', { name: copy.aboutLink });
  await expect(aboutSeen).toHaveAttribute('href', dealPath);
  await expect(
    client
      .getByRole('log')
      .locator('li[data-seq]')
      .filter({ hasText: copy.aboutText })
      .getByRole('link', { name: copy.aboutLink }),
  ).toHaveAttribute('href', dealPath);
  // React Aria announced the approve button's pending state by the button's id, for 7 seconds; the
  // button left with the card's step, and axe would flag the announcement's now nameless image.
  await expect(provider.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, { timeout: 10_000 });
  await accessible(provider);
  await shot(provider, lang, 'deal-reply-bubble');
  // The reply goes on until it is ended: × takes the chip off and gives the focus back to the box.
  await client.getByRole('button', { name: copy.stopReplying }).click();
  await expect(chip).toHaveCount(0);
  await expect(box).toBeFocused();

  // A picture goes with a message: picked with the attach button, uploaded, sent, seen by both.
  const picker = client.waitForEvent('filechooser');
  await client.getByRole('button', { name: copy.attach }).click();
  await (await picker).setFiles([
    { name: 'sketch.png', mimeType: 'image/png', buffer: PNG },
    // Over the 10 MB a file may weigh: refused beside its name, before it is sent anywhere.
    { name: 'poster.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
  ]);
  const refused = client.locator('[data-file-state="failed"]');
  await expect(refused).toContainText(copy.tooBig);
  await client.getByRole('button', { name: copy.remove('poster.png') }).click();
  await expect(refused).toHaveCount(0);
  await expect(client.locator('[data-file-state="ready"]')).toContainText('sketch.png');
  await shot(client, lang, 'deal-card-attach');
  await client.getByRole('button', { name: copy.sendMessage, exact: true }).click();
  await expect(client.locator('[data-file-state]')).toHaveCount(0);
  const seen = provider.getByRole('log').getByRole('img', { name: 'sketch.png' });
  await expect(seen).toBeVisible();
  await expect
    .poll(() => seen.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(client.getByRole('log').getByRole('img', { name: 'sketch.png' })).toBeVisible();
  await shot(provider, lang, 'deal-card-picture');

  // A voice note recorded in the browser (WebM/Opus from Chromium's test microphone) reaches the other.
  await client.getByRole('button', { name: copy.record }).click();
  await expect(client.getByRole('status').filter({ hasText: copy.recording })).toBeVisible();
  await client.waitForTimeout(1_500);
  await shot(client, lang, 'deal-card-recording');
  await client.getByRole('button', { name: copy.stopRecording }).click();
  await expect(client.locator('[data-file-state="ready"]')).toContainText(/voice-note-\d{8}-\d{6}\.webm/);
  await client.getByRole('button', { name: copy.sendMessage, exact: true }).click();
  const note = provider.getByRole('log').locator('audio');
  await expect(note).toHaveCount(1);
  await expect(provider.getByRole('log').getByRole('link', { name: /voice-note-.*\.webm/ })).toBeVisible();
  await expect
    .poll(() => note.evaluate((audio: HTMLAudioElement) => audio.canPlayType('audio/webm') !== ''))
    .toBe(true);
  expect(missing).toEqual([]);
}

test('in English on a desktop: a deal card approved from the chat, a reply about the deal, a picture and a voice note sent in it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await dealCardsJourney(browser, 'en', {
    viewport: { width: 1280, height: 900 },
    permissions: ['microphone'],
  });
});

test('in Arabic on a phone: a deal card approved from the chat, a reply about the deal, a picture and a voice note sent in it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await dealCardsJourney(browser, 'ar', {
    viewport: { width: 390, height: 844 },
    locale: 'ar-AE',
    isMobile: true,
    hasTouch: true,
    permissions: ['microphone'],
  });
});
