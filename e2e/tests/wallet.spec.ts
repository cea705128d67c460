import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { E2E_CONTROL_URL } from '../server-address';
import { signUpVerified } from '../support/accounts';
import { joinTeam } from '../support/team';
import { expect, guidesSeen, test } from '../support/test';
import { accessible, hydrated } from '../support/ui';

/** What the journey reads and clicks, in the page's language. */
const COPY = {
  en: {
    later: 'Later',
    addCard: 'Add a card',
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    cvc: 'Security code (CVC)',
    cardName: 'Name on the card',
    saveCard: 'Save card',
    amount: 'Amount (AED)',
    pay: /^Pay AED\s257\.25$/,
    fee: /Top-up fee \(2\.9%\)\s*AED\s7\.25/,
    complete: 'Complete authentication',
    success: 'Payment successful',
    credited: /AED\s250\.00 has been added to your wallet\./,
    goToWallet: 'Go to wallet',
    total: 'Total balance',
    topUpActivity: 'Top-up by card',
    completed: 'Completed',
    legalName: 'Full legal name',
    address: 'Address',
    birth: 'Date of birth',
    savePersonal: 'Save personal information',
    addAccount: 'Add a bank account',
    bankName: 'Bank name',
    owner: 'Account holder',
    accountNumber: 'Account number',
    iban: 'IBAN',
    swift: 'SWIFT / BIC',
    submit: 'Request withdrawal',
    minimum: 'The minimum amount that can be withdrawn is 200 AED',
    waiting: /less than 48 hours ago/,
    requested: 'Withdrawal requested',
    held: /AED\s200\.00 is held from your balance/,
    blocked: 'Blocked',
    paid: 'Paid',
  },
  ar: {
    later: 'لاحقًا',
    addCard: 'إضافة بطاقة',
    cardNumber: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء',
    cvc: 'رمز الأمان (CVC)',
    cardName: 'الاسم على البطاقة',
    saveCard: 'حفظ البطاقة',
    amount: 'المبلغ (درهم)',
    pay: /^ادفع\s.*257\.25/,
    fee: /رسوم الشحن \(2\.9\u200e?%\u200e?\)\s*.*7\.25/,
    complete: 'إتمام التحقق',
    success: 'تم الدفع بنجاح',
    credited: /250\.00.*إلى محفظتك/,
    goToWallet: 'الذهاب إلى المحفظة',
    total: 'إجمالي الرصيد',
    topUpActivity: 'شحن بالبطاقة',
    completed: 'مكتملة',
    legalName: 'الاسم القانوني الكامل',
    address: 'العنوان',
    birth: 'تاريخ الميلاد',
    savePersonal: 'حفظ المعلومات الشخصية',
    addAccount: 'إضافة حساب بنكي',
    bankName: 'اسم البنك',
    owner: 'صاحب الحساب',
    accountNumber: 'رقم الحساب',
    iban: 'رقم الآيبان',
    swift: 'رمز السويفت',
    submit: 'طلب السحب',
    minimum: 'الحد الأدنى للمبلغ الذي يمكن سحبه هو 200 درهم',
    waiting: /منذ أقل من 48 ساعة/,
    requested: 'تم طلب السحب',
    held: /حُجز\s*\S*200\.00/,
    blocked: 'المحجوز',
    paid: 'مدفوع',
  },
};
type Lang = keyof typeof COPY;

/** Asks the journeys' control server (test infrastructure) to change an account behind the app. */
async function control(page: Page, action: string, body: Record<string, string>) {
  const res = await page.request.post(`${E2E_CONTROL_URL}/${action}`, { data: body });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A finance team member signed in in `page`: signed up, granted the role, two-step verification on. */
async function financeSession(page: Page, request: APIRequestContext, lang: Lang) {
  const email = await signUpVerified(page, lang, 'Finance Desk', `finance-${lang}`);
  await joinTeam(page, request, email, 'finance');
}

/** What the finance desk of the back office says, in the journey's language. */
const DESK = {
  en: { start: 'Start processing', processing: 'Processing', paidTab: 'Paid', markPaid: 'Mark as paid' },
  ar: { start: 'بدء التنفيذ', processing: 'قيد التنفيذ', paidTab: 'مدفوع', markPaid: 'تأكيد الدفع' },
};

/** The finance team pays the withdrawal of `email` out from the back office's finance desk. */
async function financePays(desk: Page, lang: Lang, email: string) {
  const words = DESK[lang];
  await desk.goto(`/${lang}/admin/finance?queue=withdrawals`);
  await hydrated(desk);
  await accessible(desk);
  const card = () => desk.getByRole('listitem').filter({ hasText: email });
  await card().getByRole('button', { name: words.start }).click();
  await expect(card()).toHaveCount(0);
  await desk.getByRole('link', { name: words.processing }).click();
  await card().getByRole('button', { name: words.markPaid }).click();
  await expect(card()).toHaveCount(0);
  await desk.getByRole('link', { name: words.paidTab, exact: true }).click();
  await expect(card()).toContainText('200.00');
}

/** The wallet and payment-method pages each suggest two-step verification once; "later" closes it. */
async function dismissReminder(page: Page, copy: (typeof COPY)[Lang]) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: copy.later }).click();
  await expect(dialog).toBeHidden();
}

async function walletJourney(page: Page, request: APIRequestContext, browser: Browser, lang: Lang) {
  const copy = COPY[lang];
  const email = await signUpVerified(
    page,
    lang,
    lang === 'ar' ? 'ليلى حداد' : 'Lina Haddad',
    `wallet-${lang}`,
  );

  // Save the card that asks for 3-D Secure: its number goes to the gateway, only a token to the site.
  await page.goto(`/${lang}/payment-methods`);
  await hydrated(page);
  await dismissReminder(page, copy);
  await page.getByRole('button', { name: copy.addCard }).click();
  await page.getByLabel(copy.cardNumber).fill('4000 0000 0000 3220');
  await page.getByLabel(copy.expiry).fill('12/34');
  await page.getByLabel(copy.cvc).fill('123');
  await page.getByLabel(copy.cardName).fill('Lina Haddad');
  await accessible(page);
  await page.getByRole('button', { name: copy.saveCard }).click();
  await expect(page.locator('#cards').getByText('•••• 3220', { exact: true })).toBeVisible();

  // Top up 250 AED: the fee and the total are shown before paying, then the bank's challenge.
  await page.goto(`/${lang}/top-up-wallet`);
  await hydrated(page);
  await page.getByLabel(copy.amount).fill('250');
  await expect(page.getByRole('definition').first()).toContainText('250.00');
  await expect(page.locator('dl').filter({ hasText: copy.fee })).toBeVisible();
  await accessible(page);
  await page.getByRole('button', { name: copy.pay }).click();
  await page.getByRole('button', { name: copy.complete }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/retrieve-charge\\?charge_id=\\d+`));
  await expect(page.getByRole('heading', { name: copy.success })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(copy.credited)).toBeVisible();

  // The balance and the activity.
  await page.getByRole('link', { name: copy.goToWallet }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/my-wallet$`));
  await dismissReminder(page, copy);
  const figure = (term: string) =>
    page.locator('dl > div').filter({ has: page.getByText(term, { exact: true }) });
  const total = figure(copy.total);
  await expect(total).toContainText('250.00');
  const activity = page.locator('li[id^="activity-"]').filter({ hasText: copy.topUpActivity });
  await expect(activity).toContainText('250.00');
  await expect(activity).toContainText(copy.completed);
  await accessible(page);

  // Withdraw: personal information and a bank account first.
  await page.goto(`/${lang}/withdraw`);
  await hydrated(page);
  await page.getByLabel(copy.legalName).fill('Lina Haddad');
  await page.getByLabel(copy.address).fill('12 Corniche Road, Abu Dhabi');
  await page.getByLabel(copy.birth).fill('1990-04-12');
  await page.getByRole('button', { name: copy.savePersonal }).click();
  await expect(page.getByLabel(copy.legalName)).toBeHidden();
  await page.getByRole('button', { name: copy.addAccount }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(copy.bankName).fill('First Abu Dhabi Bank');
  await dialog.getByLabel(copy.owner).fill('Lina Haddad');
  await dialog.getByLabel(copy.accountNumber).fill('1234567890123456');
  await dialog.getByLabel(copy.iban).fill('AE07 0331 2345 6789 0123 456');
  await dialog.getByLabel(copy.swift).fill('NBADAEAA');
  await dialog.getByRole('button', { name: copy.addAccount }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: /•••• 3456/ })).toBeChecked();

  // 199 is under the minimum; 200 waits for the new account's 48 hours; then it is held.
  await page.getByLabel(copy.amount).fill('199');
  await page.getByRole('button', { name: copy.submit }).click();
  await expect(page.getByText(copy.minimum).first()).toBeVisible();
  await page.getByLabel(copy.amount).fill('200');
  await page.getByRole('button', { name: copy.submit }).click();
  await expect(page.getByRole('radiogroup').getByText(copy.waiting).last()).toBeVisible();
  await control(page, 'bank-accounts-waited', { email });
  await page.reload();
  await accessible(page);
  await page.getByLabel(copy.amount).fill('200');
  await page.getByRole('button', { name: copy.submit }).click();
  await expect(page.getByRole('heading', { name: copy.requested })).toBeVisible();
  await expect(page.getByText(copy.held)).toBeVisible();
  await page.goto(`/${lang}/my-wallet`);
  await expect(figure(copy.blocked)).toContainText('200.00');

  // The finance team pays it out; the user sees it paid.
  // Another person, in a browser of their own: the user's session stays as it is.
  const financeContext = await browser.newContext();
  await guidesSeen(financeContext);
  const desk = await financeContext.newPage();
  await financeSession(desk, request, lang);
  await financePays(desk, lang, email);
  await financeContext.close();
  await page.goto(`/${lang}/withdraw`);
  const withdrawal = page.locator('li[id^="withdrawal-"]').first();
  await expect(withdrawal).toContainText('200.00');
  await expect(withdrawal).toContainText(copy.paid);
}

test('in English: save a card, top up 250 AED through 3-D Secure, withdraw 200 AED and see it paid', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await walletJourney(page, request, browser, 'en');
});

test.describe('in Arabic, with an Arabic browser', () => {
  test.use({ locale: 'ar-AE' });
  test('save a card, top up 250 AED through 3-D Secure, withdraw 200 AED and see it paid', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    await walletJourney(page, request, browser, 'ar');
  });
});
