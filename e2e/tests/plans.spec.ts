import type { Page } from '@playwright/test';
import { E2E_CONTROL_URL } from '../server-address';
import { signUpVerified } from '../support/accounts';
import { expect, test } from '../support/test';
import { accessible } from '../support/ui';

/** What the journey reads and presses, in the page's language. */
const COPY = {
  en: {
    subscribe: 'Subscribe',
    pay: 'Pay from my wallet',
    short: 'Not enough in your wallet',
    missing: /Missing\s*AED\s51\.45/,
    ready: 'Your plan is ready',
    active: 'Your plan is active.',
    mine: 'Go to my subscription',
    cancel: 'Cancel plan',
    reason: 'Why are you cancelling?',
    canceled: 'Canceled',
    undo: 'Undo cancellation',
    renewsAgain: 'Your plan will renew again.',
    activeBadge: 'Active',
    current: 'Your current plan',
  },
  ar: {
    subscribe: 'اشترك',
    pay: 'ادفع من محفظتي',
    short: 'رصيد محفظتك غير كافٍ',
    missing: /المبلغ الناقص\s*\u200f?51\.45\sAED/,
    ready: 'خطتك جاهزة',
    active: null,
    mine: 'الذهاب إلى اشتراكي',
    cancel: 'إلغاء الخطة',
    reason: 'لماذا تلغي الخطة؟',
    canceled: 'ملغى',
    undo: 'التراجع عن الإلغاء',
    renewsAgain: null,
    activeBadge: 'نشط',
    current: 'خطتك الحالية',
  },
} as const;

async function fundWallet(page: Page, email: string, aed: number) {
  const res = await page.request.post(`${E2E_CONTROL_URL}/fund`, { data: { email, aed } });
  expect(res.ok(), await res.text()).toBe(true);
}

for (const [lang, width] of [
  ['en', 1280],
  ['ar', 390],
] as const) {
  test(`${lang}: subscribe to a plan from the wallet after the empty-wallet dialog, then cancel and undo`, async ({
    page,
  }) => {
    // Sign-up, funding, a payment, cancel and undo: several pages on two shared cores.
    test.setTimeout(180_000);
    const copy = COPY[lang];
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const email = await signUpVerified(page, lang, 'Plan Buyer', `plans-${lang}`);

    await page.goto(`/${lang}/plans`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const pro = page
      .getByRole('article')
      .filter({ hasText: lang === 'ar' ? 'الخطة الاحترافية' : 'Pro plan' });
    await pro.getByRole('button', { name: copy.subscribe }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(/51\.45/);
    await confirm.getByRole('button', { name: copy.pay }).click();

    // An empty wallet: the shortfall and the card path, as a deal's payment shows them.
    const short = page.getByRole('alertdialog', { name: copy.short });
    await expect(short).toContainText(copy.missing);
    await accessible(page);
    // No saved card yet: the dialog offers to add one; Escape closes it from the keyboard.
    await page.keyboard.press('Escape');
    await expect(short).toBeHidden();

    await fundWallet(page, email, 100);
    await pro.getByRole('button', { name: copy.subscribe }).click();
    await page.getByRole('dialog').getByRole('button', { name: copy.pay }).click();
    await expect(page.getByRole('heading', { name: copy.ready })).toBeVisible();
    if (copy.active) await expect(page.getByText(copy.active)).toBeVisible();
    await page.getByRole('link', { name: copy.mine }).click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/my-subscription$`));
    await expect(page.getByRole('main')).toContainText(copy.activeBadge);
    await page.getByRole('button', { name: copy.cancel }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('textbox', { name: copy.reason }).fill('Trying the free plan for a while');
    await dialog.getByRole('button', { name: copy.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main')).toContainText(copy.canceled);
    await expect(page.getByRole('main')).toContainText('Trying the free plan for a while');

    await page.getByRole('button', { name: copy.undo }).press('Enter');
    if (copy.renewsAgain) await expect(page.getByText(copy.renewsAgain).first()).toBeVisible();
    await expect(page.getByRole('button', { name: copy.undo })).toBeHidden();
    await expect(page.getByRole('main')).toContainText(copy.activeBadge);

    await page.goto(`/${lang}/plans`);
    await expect(pro).toContainText(copy.current);
  });
}
