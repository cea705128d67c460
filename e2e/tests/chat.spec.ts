import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Page,
} from '@playwright/test';
import { PASSWORD, signUpVerified } from '../support/accounts';
import { person } from '../support/people';
import { interactive, test } from '../support/test';
import { accessible, hydrated } from '../support/ui';

const API_KEY = { 'x-api-key': 'wasla-web-2f6c1d9e' };

/** What the journey reads and clicks, in the page's language. */
const COPY = {
  en: {
    provider: 'Omar Calligrapher',
    client: 'Nora Baker',
    sendMessage: 'Send a message',
    sayHello: /Say hello to .?Omar Calligrapher/,
    composer: 'Message',
    first: 'Hello Omar, could you letter a sign for my bakery?',
    reply: 'Gladly. What should it say?',
    second: '“Nora’s Bakery”, in gold on green.',
    meanwhile: ['Green and gold it is.', 'I will send a sketch tomorrow.'],
    unreadOne: 'Messages, 1 unread',
    chat: 'Messages',
    online: 'Online',
    offline: 'Offline',
    typing: 'typing…',
    notSent: 'Not sent',
    retry: 'Retry',
    offlineTry: 'Sent while the network was down',
    whileAway: 'Are you still there?',
    menu: 'Conversation options',
    block: 'Block this account',
    confirm: 'Block',
    cannotSend: "You can't send any messages to this account",
    unblock: 'Unblock',
    back: 'Back to conversations',
    list: 'Conversations',
    search: 'Search conversations by name or deal title',
    nobody: 'Zacharias',
    noResults: 'No conversations found',
    mute: 'Mute notifications',
    unmute: 'Unmute notifications',
    muted: 'Muted',
    report: 'Report',
    reportTitle: 'Report this conversation',
    reportReason: 'What is wrong',
    reportText: 'Asks me to pay outside the site.',
    reportSend: 'Send the report',
    reported: 'Thank you: the support team will look at it.',
  },
  ar: {
    provider: 'عمر الخطاط',
    client: 'نورة الخبّازة',
    sendMessage: 'أرسل رسالة',
    sayHello: /ألقِ التحية على .?عمر الخطاط/,
    composer: 'الرسالة',
    first: 'مرحبًا عمر، هل تخطّ لي لافتة لمخبزي؟',
    reply: 'بكل سرور. ماذا نكتب عليها؟',
    second: '«مخبز نورة» بالذهبي على الأخضر.',
    meanwhile: ['الأخضر والذهبي إذن.', 'سأرسل لك رسمًا أوليًا غدًا.'],
    unreadOne: 'الرسائل، رسالة واحدة غير مقروءة',
    chat: 'الرسائل',
    online: 'متصل الآن',
    offline: 'غير متصل',
    typing: 'يكتب…',
    notSent: 'لم تُرسل',
    retry: 'إعادة المحاولة',
    offlineTry: 'أُرسلت والشبكة منقطعة',
    whileAway: 'هل ما زلت هنا؟',
    menu: 'خيارات المحادثة',
    block: 'حظر هذا الحساب',
    confirm: 'حظر',
    cannotSend: 'لا يمكنك إرسال أي رسائل إلى هذا الحساب',
    unblock: 'إلغاء الحظر',
    back: 'العودة إلى المحادثات',
    list: 'المحادثات',
    search: 'ابحث في المحادثات بالاسم أو عنوان الصفقة',
    nobody: 'زكريا',
    noResults: 'لم نجد محادثات',
    mute: 'كتم الإشعارات',
    unmute: 'إلغاء كتم الإشعارات',
    muted: 'مكتومة',
    report: 'إبلاغ',
    reportTitle: 'الإبلاغ عن هذه المحادثة',
    reportReason: 'ما المشكلة',
    reportText: 'يطلب مني الدفع خارج الموقع.',
    reportSend: 'إرسال البلاغ',
    reported: 'شكرًا لك: سيطّلع فريق الدعم على البلاغ.',
  },
};
type Lang = keyof typeof COPY;

/** The account behind an e-mail, as the API tells it to its owner: its id and profile slug. */
async function accountOf(request: APIRequestContext, email: string) {
  const login = await request.post('/api/v1/login', {
    headers: API_KEY,
    data: { email, password: PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const token = (await login.json()).data.token as string;
  const me = await request.get('/api/v1/user-information', {
    headers: { ...API_KEY, authorization: `Bearer ${token}` },
  });
  const { id, slug } = (await me.json()).data as { id: number; slug: string };
  return { id, slug };
}

/** Pictures at both widths when CHAT_SHOTS names a folder: the chat is checked by eye in each direction. */
async function shots(page: Page, lang: Lang, name: string) {
  const dir = process.env.CHAT_SHOTS;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  const viewport = page.viewportSize()!;
  await page.screenshot({ path: join(dir, `${name}-${lang}-${viewport.width}.png`) });
  const other = viewport.width > 900 ? { width: 390, height: 844 } : { width: 1280, height: 900 };
  await page.setViewportSize(other);
  await page.screenshot({ path: join(dir, `${name}-${lang}-${other.width}.png`) });
  await page.setViewportSize(viewport);
}

const log = (page: Page) => page.getByRole('log');
const composer = (page: Page, copy: (typeof COPY)[Lang]) =>
  page.getByRole('textbox', { name: copy.composer });
const presence = (page: Page) => page.locator('[data-presence-text]');
/** The list's entry of Nora's conversation. */
const rowOf = (page: Page, copy: (typeof COPY)[Lang]) =>
  page.getByRole('navigation', { name: copy.list }).getByRole('link', { name: new RegExp(copy.client) });

async function say(page: Page, copy: (typeof COPY)[Lang], text: string) {
  const box = composer(page, copy);
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

async function chatJourney(
  browser: Browser,
  request: APIRequestContext,
  lang: Lang,
  options: BrowserContextOptions,
) {
  const copy = COPY[lang];
  const phone = (options.viewport?.width ?? 1280) < 900;
  const missing: string[] = [];
  const omar = await person(browser, options, missing);
  let nora = await person(browser, options, missing);
  const omarEmail = await signUpVerified(omar, lang, copy.provider, `cp-${lang}`);
  await signUpVerified(nora, lang, copy.client, `cc-${lang}`);
  const { slug } = await accountOf(request, omarEmail);

  // Omar is on the home page, whose socket brings him news on any page of the site.
  await omar.goto(`/${lang}`);
  await hydrated(omar);
  await expect(omar.getByRole('link', { name: copy.chat, exact: true })).toBeVisible();

  // Nora writes first, from Omar's profile: a new conversation that her first message opens.
  await nora.goto(`/${lang}/provider/${encodeURIComponent(slug)}`);
  await shots(nora, lang, 'profile');
  await nora.getByRole('link', { name: copy.sendMessage }).click();
  await expect(nora).toHaveURL(new RegExp(`/${lang}/chat\\?to=\\d+$`));
  await expect(nora.getByText(copy.sayHello)).toBeVisible();
  await hydrated(nora);
  await shots(nora, lang, 'new');
  await say(nora, copy, copy.first);
  await expect(nora).toHaveURL(new RegExp(`/${lang}/chat/\\d+$`));
  const conversationPath = new URL(nora.url()).pathname;
  await expect(log(nora).getByText(copy.first)).toBeVisible();

  // Omar's header counts it without a reload; the chat lists it and opens it (on a phone, one
  // screen at a time).
  const unread = omar.getByRole('link', { name: copy.unreadOne });
  await expect(unread).toBeVisible();
  if (process.env.CHAT_SHOTS) {
    await omar.goto(`/${lang}/dashboard`);
    await shots(omar, lang, 'dashboard');
    await omar.goto(`/${lang}`);
  }
  await unread.click();
  await expect(omar).toHaveURL(new RegExp(`/${lang}/chat$`));
  const row = rowOf(omar, copy);
  await expect(row).toContainText(copy.first);
  await shots(omar, lang, 'list');
  if (process.env.CHAT_SHOTS) {
    // The narrowest desktop header, where chat and the bell still sit beside the other tools.
    const viewport = omar.viewportSize()!;
    await omar.setViewportSize({ width: 920, height: 700 });
    await omar.screenshot({ path: join(process.env.CHAT_SHOTS, `list-${lang}-920.png`) });
    await omar.setViewportSize(viewport);
  }
  // The search finds it by name, and says so when nothing matches.
  await hydrated(omar);
  const search = omar.getByRole('searchbox', { name: copy.search });
  await search.fill(copy.nobody);
  await expect(omar.getByText(copy.noResults)).toBeVisible();
  await search.fill(copy.client.split(' ')[0]!);
  await expect(row).toBeVisible();
  await row.click();
  await expect(omar).toHaveURL(new RegExp(`${conversationPath}$`));
  await expect(log(omar).getByText(copy.first)).toBeVisible();
  if (phone) await expect(rowOf(omar, copy)).toBeHidden();
  // Read now: the header's count is gone.
  await expect(omar.getByRole('link', { name: copy.chat, exact: true })).toBeVisible();
  // Both are on the chat: each sees the other online.
  await expect(presence(omar)).toHaveText(copy.online);
  await expect(presence(nora)).toHaveText(copy.online);

  // Omar types: Nora sees it as it happens, then his reply arrives without a reload.
  await composer(omar, copy).pressSequentially('Glad', { delay: 30 });
  await expect(presence(nora)).toHaveText(copy.typing);
  await say(omar, copy, copy.reply);
  await expect(log(nora).getByText(copy.reply)).toBeVisible();
  await say(nora, copy, copy.second);
  await expect(log(omar).getByText(copy.second)).toBeVisible();
  await accessible(omar);
  await shots(omar, lang, 'conversation');

  // A send that fails (the network is down) says so; its retry sends the same message once.
  await omar.context().setOffline(true);
  await say(omar, copy, copy.offlineTry);
  const failed = log(omar).getByRole('listitem').filter({ hasText: copy.offlineTry });
  await expect(failed).toContainText(copy.notSent);
  // What Nora writes meanwhile reaches Omar once he is back (the socket resumes from where it was).
  await say(nora, copy, copy.whileAway);
  await omar.context().setOffline(false);
  await expect(log(omar).getByText(copy.whileAway)).toHaveCount(1);
  if (process.env.CHAT_SHOTS) {
    // The site's offline overlay covers the page until a second after the network is back.
    await omar.waitForTimeout(1_500);
    await shots(omar, lang, 'not-sent');
  }
  await failed.getByRole('button', { name: copy.retry }).click();
  await expect(log(nora).getByText(copy.offlineTry)).toHaveCount(1);
  await expect(log(omar).getByText(copy.offlineTry)).toHaveCount(1);
  await expect(log(omar).getByText(copy.notSent)).toHaveCount(0);

  // Nora goes away (her page closes): Omar sees her offline, and writes meanwhile.
  const noraBrowser = nora.context();
  await nora.close();
  await expect(presence(omar)).toHaveText(copy.offline);
  for (const text of copy.meanwhile) await say(omar, copy, text);

  // She comes back: what was sent meanwhile is there, in order, and Omar sees her online again.
  nora = interactive(await noraBrowser.newPage());
  nora.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Missing catalog key'))
      missing.push(message.text());
  });
  await nora.goto(conversationPath);
  await hydrated(nora);
  for (const text of copy.meanwhile) await expect(log(nora).getByText(text)).toBeVisible();
  const texts = await log(nora).getByRole('listitem').allTextContents();
  const at = (text: string) => texts.findIndex((t) => t.includes(text));
  expect(at(copy.meanwhile[0]!)).toBeLessThan(at(copy.meanwhile[1]!));
  await expect(presence(omar)).toHaveText(copy.online);

  // Omar blocks her: neither can write any more; the composer gives way to the spec's words.
  await omar.getByRole('button', { name: copy.menu }).click();
  await omar.getByRole('menuitem', { name: copy.block }).click();
  await omar.getByRole('alertdialog').getByRole('button', { name: copy.confirm }).click();
  await expect(omar.getByText(copy.cannotSend)).toBeVisible();
  await expect(composer(omar, copy)).toHaveCount(0);
  await expect(nora.getByText(copy.cannotSend)).toBeVisible();
  await expect(composer(nora, copy)).toHaveCount(0);
  await expect(nora.getByRole('button', { name: copy.unblock })).toHaveCount(0);
  await accessible(nora);
  await shots(omar, lang, 'blocked');

  // Only the blocker lifts it.
  await omar.getByRole('button', { name: copy.unblock }).click();
  await expect(composer(omar, copy)).toBeVisible();
  await expect(composer(nora, copy)).toBeVisible();

  // Muting is Omar's alone: his menu offers to unmute it afterwards.
  await omar.getByRole('button', { name: copy.menu }).click();
  await omar.getByRole('menuitem', { name: copy.mute }).click();
  await omar.getByRole('button', { name: copy.menu }).click();
  await expect(omar.getByRole('menuitem', { name: copy.unmute })).toBeVisible();
  await omar.keyboard.press('Escape');
  if (!phone) await expect(rowOf(omar, copy).getByRole('img', { name: copy.muted })).toBeVisible();

  // Nora reports the conversation to the support team with a reason.
  await nora.getByRole('button', { name: copy.menu }).click();
  await nora.getByRole('menuitem', { name: copy.report }).click();
  const report = nora.getByRole('dialog', { name: copy.reportTitle });
  await report.getByLabel(copy.reportReason).fill(copy.reportText);
  await report.getByRole('button', { name: copy.reportSend }).click();
  await expect(report).toBeHidden();
  await expect(nora.getByText(copy.reported)).toBeVisible();

  // On a phone the way back is the back arrow, to the list.
  if (phone) {
    await omar.getByRole('link', { name: copy.back }).click();
    await expect(omar).toHaveURL(new RegExp(`/${lang}/chat$`));
    await expect(rowOf(omar, copy)).toBeVisible();
  }
  expect(missing).toEqual([]);
}

test('in English on a desktop: two people chat in real time, one leaves and comes back, and a block stops both', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await chatJourney(browser, request, 'en', { viewport: { width: 1280, height: 900 } });
});

test('in Arabic on a phone: two people chat in real time, one leaves and comes back, and a block stops both', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await chatJourney(browser, request, 'ar', {
    viewport: { width: 390, height: 844 },
    locale: 'ar-AE',
    isMobile: true,
    hasTouch: true,
  });
});
