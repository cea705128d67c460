import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Page,
} from '@playwright/test';
import { E2E_CONTROL_URL } from '../server-address';
import { signUpVerified } from '../support/accounts';
import { person } from '../support/people';
import { joinTeam } from '../support/team';
import { test } from '../support/test';
import { accessible, hydrated } from '../support/ui';

/** What the journey reads and clicks, in the page's language. */
const COPY = {
  en: {
    dealTitle: 'A menu for my café',
    deliver: 'Deliver the work',
    whatYouDeliver: 'What you deliver',
    delivered: 'Three pages, in English only.',
    sendDelivery: 'Send the delivery',
    openDispute: 'Open a dispute',
    reason: 'What went wrong',
    reasonText: 'The menu was to be in Arabic and English; only the English pages came.',
    evidence: 'Evidence (optional)',
    evidenceText: 'The brief says “bilingual” in its first line.',
    submit: 'Open the dispute',
    waiting: /The payment stays held while the support team looks at the deal\./,
    split: /Decided: split; the provider is given AED\s60\.00 and the rest goes back to the client\./,
    note: 'Half the work was done: the English pages are paid, the Arabic ones refunded.',
    completed: 'Completed',
    decided: 'was decided',
    available: 'Available',
    blocked: 'Blocked',
    later: 'Later',
  },
  ar: {
    dealTitle: 'قائمة طعام لمقهاي',
    deliver: 'تسليم العمل',
    whatYouDeliver: 'ما تسلّمه',
    delivered: 'ثلاث صفحات بالإنجليزية فقط.',
    sendDelivery: 'إرسال التسليم',
    openDispute: 'فتح نزاع',
    reason: 'ما المشكلة',
    reasonText: 'كان المطلوب قائمة بالعربية والإنجليزية، ولم تصل إلا الصفحات الإنجليزية.',
    evidence: 'الأدلة (اختياري)',
    evidenceText: 'يذكر الوصف كلمة «ثنائية اللغة» في أول سطر.',
    submit: 'فتح النزاع',
    waiting: /يبقى المبلغ محجوزًا بينما يراجع فريق الدعم الصفقة/,
    split: /القرار: تقسيم؛ يُعطى مقدّم الخدمة .*60\.00.* ويعود الباقي إلى العميل\./,
    note: 'أُنجز نصف العمل: تُدفع الصفحات الإنجليزية وتُعاد قيمة العربية.',
    completed: 'مكتملة',
    decided: 'صدر القرار في النزاع',
    available: 'المتاح',
    blocked: 'المحجوز',
    later: 'لاحقًا',
  },
};
type Lang = keyof typeof COPY;
type Copy = (typeof COPY)[Lang];

/** Asks the journeys' control server (test infrastructure) for a piece of work behind the app. */
async function control(page: Page, action: string, body: Record<string, string>) {
  const res = await page.request.post(`${E2E_CONTROL_URL}/${action}`, { data: body });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** A support team member signed in in `page`: signed up, granted the role, two-step verification on. */
async function supportSession(page: Page, request: APIRequestContext, lang: Lang) {
  const email = await signUpVerified(page, lang, 'Support Desk', `support-${lang}`);
  await joinTeam(page, request, email, 'support');
}

/** What the back office's dispute screens say, in the journey's language. */
const DESK = {
  en: {
    split: 'Split',
    amount: 'AED for the provider',
    note: 'Note to both sides',
    send: 'Send the decision',
    decided: 'Decided: split',
  },
  ar: {
    split: 'التقسيم',
    amount: 'المبلغ لمقدم الخدمة بالدرهم',
    note: 'ملاحظة للطرفين',
    send: 'إرسال القرار',
    decided: 'القرار: التقسيم',
  },
};

/**
 * The support team finds the dispute in the back office's queue (by what the client wrote), reads
 * it beside the deal, and splits it: 60.00 AED to the provider.
 */
async function supportSplits(desk: Page, lang: Lang, claim: string, note: string) {
  const words = DESK[lang];
  await desk.goto(`/${lang}/admin/disputes`);
  await hydrated(desk);
  await accessible(desk);
  await desk.getByRole('link').filter({ hasText: claim }).first().click();
  await expect(desk.getByText(claim).first()).toBeVisible();
  await desk.getByText(words.split, { exact: true }).click();
  await expect(desk.getByRole('radio', { name: words.split })).toBeChecked();
  await desk.getByLabel(words.amount).fill('60.00');
  await desk.getByLabel(words.note).fill(note);
  await accessible(desk);
  await desk.getByRole('button', { name: words.send }).click();
  await expect(desk.getByRole('heading', { name: words.decided })).toBeVisible();
}

/** The decision's e-mail to `email`, as the development mailbox shows it once the worker sent it. */
async function toldOfDecision(page: Page, lang: Lang, email: string, copy: Copy) {
  await expect(async () => {
    await page.goto(`/${lang}/dev/mailbox`);
    const message = page.getByRole('listitem').filter({ hasText: email }).filter({ hasText: copy.decided });
    await expect(message.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * The wallet page of `page`, answering its figures by name (available, blocked…). The page suggests
 * two-step verification once per browser: `first` visits close it with "later".
 */
async function wallet(page: Page, lang: Lang, copy: Copy, first: boolean) {
  await page.goto(`/${lang}/my-wallet`);
  if (first) {
    const reminder = page.getByRole('dialog');
    await reminder.getByRole('button', { name: copy.later }).click();
    await expect(reminder).toBeHidden();
  }
  return (term: string) => page.locator('dl > div').filter({ has: page.getByText(term, { exact: true }) });
}

async function disputeJourney(
  browser: Browser,
  request: APIRequestContext,
  lang: Lang,
  options: BrowserContextOptions,
) {
  const copy = COPY[lang];
  const missing: string[] = [];
  const provider = await person(browser, options, missing);
  const client = await person(browser, options, missing);
  const desk = await person(browser, {}, missing);

  const providerEmail = await signUpVerified(
    provider,
    lang,
    lang === 'ar' ? 'سامي المصمم' : 'Sami Designer',
    `sp-${lang}`,
  );
  const clientEmail = await signUpVerified(
    client,
    lang,
    lang === 'ar' ? 'ريم القهوجية' : 'Reem Barista',
    `sc-${lang}`,
  );
  await supportSession(desk, request, lang);
  // Ordered, approved and paid already (the deals journey walks those steps): 105.25 AED held.
  const { id: dealId } = await control(client, 'paid-deal', {
    client: clientEmail,
    provider: providerEmail,
    title: copy.dealTitle,
  });
  const dealPath = `/${lang}/deals/${dealId}`;

  // The provider delivers half of what was asked.
  await provider.goto(dealPath);
  await provider.getByRole('link', { name: copy.deliver }).click();
  await hydrated(provider);
  await provider.getByLabel(copy.whatYouDeliver).fill(copy.delivered);
  await provider.getByRole('button', { name: copy.sendDelivery }).click();
  await expect(provider).toHaveURL(new RegExp(`${dealPath}/implementation`));

  // The client opens a dispute with a reason and evidence; the payment stays held.
  await client.goto(dealPath);
  await expect(client.getByRole('heading', { name: copy.dealTitle })).toBeVisible();
  await client.getByRole('button', { name: copy.openDispute }).click();
  const dialog = client.getByRole('dialog', { name: copy.openDispute });
  await expect(dialog).toBeVisible();
  // Too short a reason is refused where it was typed, and nothing is sent.
  await dialog.getByLabel(copy.reason).fill('Bad');
  await dialog.getByRole('button', { name: copy.submit }).click();
  await expect(dialog.getByLabel(copy.reason)).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel(copy.reason).fill(copy.reasonText);
  await dialog.getByLabel(copy.evidence).fill(copy.evidenceText);
  await accessible(client);
  await dialog.getByRole('button', { name: copy.submit }).click();
  await expect(dialog).toBeHidden();
  const block = client.getByRole('region', { name: /Dispute|النزاع/ });
  await expect(block).toContainText(copy.reasonText);
  await expect(block).toContainText(copy.evidenceText);
  await expect(block).toContainText(copy.waiting);
  const held = await wallet(client, lang, copy, true);
  await expect(held(copy.blocked)).toContainText('105.25');

  // The provider sees the same dispute on the deal.
  await provider.goto(dealPath);
  await expect(provider.getByRole('region', { name: /Dispute|النزاع/ })).toContainText(copy.reasonText);

  // Support splits it: 60.00 to the provider (less the 10% commission), 40.00 back to the client.
  await supportSplits(desk, lang, copy.reasonText, copy.note);

  // The back office finds the deal again by the client's e-mail, with its decided dispute.
  await desk.goto(`/${lang}/admin/deals?q=${encodeURIComponent(clientEmail)}`);
  await hydrated(desk);
  const found = desk.getByRole('main').getByRole('listitem').filter({ hasText: copy.dealTitle });
  await expect(
    found.getByRole('link', { name: lang === 'en' ? 'Its decided dispute' : 'نزاعها المحسوم' }),
  ).toBeVisible();
  await accessible(desk);

  await client.goto(dealPath);
  const decided = client.getByRole('region', { name: /Dispute|النزاع/ });
  await expect(decided).toContainText(copy.split);
  await expect(decided).toContainText(copy.note);
  await expect(client.getByText(copy.completed).first()).toBeVisible();
  await accessible(client);
  const refunded = await wallet(client, lang, copy, false);
  await expect(refunded(copy.available)).toContainText('40.00');
  await expect(refunded(copy.blocked)).toContainText('0.00');
  // The provider's deal page shows the same decision, and the deal completed.
  await provider.goto(dealPath);
  const theirs = provider.getByRole('region', { name: /Dispute|النزاع/ });
  await expect(theirs).toContainText(copy.split);
  await expect(theirs).toContainText(copy.note);
  await expect(provider.getByText(copy.completed).first()).toBeVisible();
  await accessible(provider);
  const paid = await wallet(provider, lang, copy, true);
  await expect(paid(copy.available)).toContainText('54.00');

  // Both sides are told by e-mail.
  await toldOfDecision(desk, lang, clientEmail, copy);
  await toldOfDecision(desk, lang, providerEmail, copy);
  expect(missing).toEqual([]);
}

test('in English on a desktop: a delivery disputed by the client, split by the support team', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await disputeJourney(browser, request, 'en', { viewport: { width: 1280, height: 900 } });
});

test('in Arabic on a phone: a delivery disputed by the client, split by the support team', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await disputeJourney(browser, request, 'ar', {
    viewport: { width: 390, height: 844 },
    locale: 'ar-AE',
    isMobile: true,
    hasTouch: true,
  });
});
