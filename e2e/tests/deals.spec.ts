import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';
import { E2E_CONTROL_URL } from '../server-address';
import { signUpVerified } from '../support/accounts';
import { person } from '../support/people';
import { test } from '../support/test';
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
    order: 'Order this service',
    title: 'Project name',
    task: 'Task description',
    extra: /Source files/,
    summary: 'Summary',
    favorite: /in your favourite deals$/,
    dealTitle: 'A logo for my bakery',
    total: /Total\s*AED\s*147\.35/,
    amount: 'Amount (AED)',
    topUp: /^Pay AED\s102\.90$/,
    send: 'Send the offer',
    preview: 'Preview',
    previewTitle: 'Preview of your offer',
    sent: /Your offer was sent to/,
    approve: 'Approve',
    waitingPayment: 'Waiting for payment',
    pay: 'Pay',
    payFromWallet: /^Pay AED\s147\.35 from my wallet$/,
    short: 'Not enough in your wallet',
    shortfall: 'Missing',
    available: 'Available in your wallet',
    cardFee: 'Card fee',
    chargeTotal: 'Charged to your card',
    chargeCard: /^Charge AED\s48\.72 and pay$/,
    complete: 'Complete authentication',
    fail: 'Fail authentication',
    unsuccessful: 'Payment Unsuccessful',
    notConfirmed: 'The payment was not confirmed with your bank.',
    tryAgain: 'Try again',
    paid: 'Payment successful',
    goToDeal: 'Go to the deal',
    deliver: 'Deliver the work',
    deliveryOf: (n: number) => `Delivery ${n} of 3`,
    whatYouDeliver: 'What you deliver',
    sendDelivery: 'Send the delivery',
    review: 'Review the delivery',
    reject: 'Reject the delivery',
    incomplete: 'It is incomplete',
    comment: 'Comment (optional)',
    rejected: 'Deal delivery rejected',
    accept: 'Accept the delivery',
    completed: 'Completed',
    stars: (group: string) => group,
    groups: ['Attitude', 'Service quality', 'Commitment to the delivery date', 'Would deal again'],
    five: '5 stars',
    reviewComment: 'Comment',
    sendReview: 'Send my review',
    waitingReview: /Your review is in\./,
    mine: 'Your review',
    theirs: /’s review$/,
  },
  ar: {
    later: 'لاحقًا',
    addCard: 'إضافة بطاقة',
    cardNumber: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء',
    cvc: 'رمز الأمان (CVC)',
    cardName: 'الاسم على البطاقة',
    saveCard: 'حفظ البطاقة',
    order: 'اطلب هذه الخدمة',
    title: 'اسم المشروع',
    task: 'وصف المهمة',
    extra: /ملفات المصدر/,
    summary: 'الملخص',
    favorite: /في صفقاتك المفضلة$/,
    dealTitle: 'شعار لمخبزي',
    total: /الإجمالي\s*.*147\.35/,
    amount: 'المبلغ (درهم)',
    topUp: /^ادفع\s.*102\.90/,
    send: 'إرسال العرض',
    preview: 'معاينة',
    previewTitle: 'معاينة عرضك',
    sent: /أُرسل عرضك إلى/,
    approve: 'موافقة',
    waitingPayment: 'بانتظار الدفع',
    pay: 'ادفع',
    payFromWallet: /^ادفع\s.*147\.35.* من محفظتي$/,
    short: 'رصيد محفظتك غير كافٍ',
    shortfall: 'المبلغ الناقص',
    available: 'المتاح في محفظتك',
    cardFee: 'رسوم البطاقة',
    chargeTotal: 'يُخصم من بطاقتك',
    chargeCard: /^اخصم\s.*48\.72.* وادفع$/,
    complete: 'إتمام التحقق',
    fail: 'إفشال التحقق',
    unsuccessful: 'لم تتم عملية الدفع',
    notConfirmed: 'لم يُؤكَّد الدفع مع بنكك.',
    tryAgain: 'حاول مرة أخرى',
    paid: 'تم الدفع بنجاح',
    goToDeal: 'الذهاب إلى الصفقة',
    deliver: 'تسليم العمل',
    deliveryOf: (n: number) => `التسليم ${n} من 3`,
    whatYouDeliver: 'ما تسلّمه',
    sendDelivery: 'إرسال التسليم',
    review: 'مراجعة التسليم',
    reject: 'رفض التسليم',
    incomplete: 'العمل غير مكتمل',
    comment: 'تعليق (اختياري)',
    rejected: 'رُفض تسليم الصفقة',
    accept: 'قبول التسليم',
    completed: 'مكتملة',
    stars: (group: string) => group,
    groups: ['التعامل', 'جودة الخدمة', 'الالتزام بموعد التسليم', 'سأتعامل معه مجددًا'],
    five: '5 نجوم',
    reviewComment: 'التعليق',
    sendReview: 'إرسال تقييمي',
    waitingReview: /تم استلام تقييمك\./,
    mine: 'تقييمك',
    theirs: /^تقييم /,
  },
};
type Lang = keyof typeof COPY;
type Copy = (typeof COPY)[Lang];

/** Asks the journeys' control server (test infrastructure) for a service of the provider's own. */
async function serviceOf(page: Page, email: string, lang: Lang) {
  const res = await page.request.post(`${E2E_CONTROL_URL}/service-of`, {
    data: {
      email,
      name_en: `Bakery logo ${lang} ${Date.now()}`,
      name_ar: `شعار مخبز ${Date.now()}`,
      extra: lang === 'ar' ? 'ملفات المصدر' : 'Source files',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).slug as string;
}

/** A star group answered with five stars, as a person clicks the fifth star. */
async function fiveStars(page: Page, copy: Copy, group: string) {
  const stars = page.getByRole('radiogroup', { name: group });
  await stars
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: copy.five }) })
    .click();
  await expect(stars.getByRole('radio', { name: copy.five })).toBeChecked();
}

async function rate(page: Page, copy: Copy, comment: string) {
  for (const group of copy.groups) await fiveStars(page, copy, group);
  await page.getByLabel(copy.reviewComment, { exact: true }).fill(comment);
  await page.getByRole('button', { name: copy.sendReview }).click();
}

async function dealJourney(browser: Browser, lang: Lang, options: BrowserContextOptions) {
  const copy = COPY[lang];
  const missing: string[] = [];
  const provider = await person(browser, options, missing);
  const client = await person(browser, options, missing);

  // A provider with a service of three plans and an extra option; a client with a 3-D Secure card.
  const providerEmail = await signUpVerified(
    provider,
    lang,
    lang === 'ar' ? 'عمر الخطاط' : 'Omar Calligrapher',
    `dp-${lang}`,
  );
  const slug = await serviceOf(provider, providerEmail, lang);
  await signUpVerified(client, lang, lang === 'ar' ? 'نورة الخبّازة' : 'Nora Baker', `dc-${lang}`);
  await client.goto(`/${lang}/payment-methods`);
  await hydrated(client);
  const reminder = client.getByRole('dialog');
  await reminder.getByRole('button', { name: copy.later }).click();
  await expect(reminder).toBeHidden();
  await client.getByRole('button', { name: copy.addCard }).click();
  await client.getByLabel(copy.cardNumber).fill('4000 0000 0000 3220');
  await client.getByLabel(copy.expiry).fill('12/34');
  await client.getByLabel(copy.cvc).fill('123');
  await client.getByLabel(copy.cardName).fill('Nora Baker');
  await client.getByRole('button', { name: copy.saveCard }).click();
  await expect(client.locator('#cards').getByText('•••• 3220', { exact: true })).toBeVisible();
  // 100 AED in the wallet: less than the deal will cost.
  await client.goto(`/${lang}/top-up-wallet`);
  await hydrated(client);
  await client.getByLabel(copy.amount).fill('100');
  await client.getByRole('button', { name: copy.topUp }).click();
  await client.getByRole('button', { name: copy.complete }).click();
  await expect(client.getByRole('heading', { name: copy.paid })).toBeVisible({ timeout: 20_000 });

  // The client orders the service with its extra option; the summary adds it up before sending.
  await client.goto(`/${lang}/services/${slug}`);
  await client.getByRole('link', { name: copy.order }).click();
  await expect(client).toHaveURL(new RegExp(`/${lang}/deals/add-deal\\?service_id=\\d+`));
  await hydrated(client);
  await client.getByLabel(copy.title).fill(copy.dealTitle);
  await client
    .getByLabel(copy.task)
    .fill(
      lang === 'ar'
        ? 'شعار دائري بسنبلة قمح باللونين البني والذهبي للافتات والأكياس.'
        : 'A round logo with a wheat ear, in brown and gold, for signs and bags.',
    );
  const extra = client.getByRole('checkbox', { name: copy.extra });
  await client.locator('label').filter({ has: extra }).click();
  await expect(extra).toBeChecked();
  await expect(client.getByRole('region', { name: copy.summary })).toContainText(copy.total);
  await accessible(client);
  if (lang === 'en') {
    // In English through the preview: the offer as the provider will read it, then sent from there.
    await client.getByRole('button', { name: copy.preview }).click();
    await expect(client.getByText(copy.previewTitle)).toBeVisible();
    await expect(client.getByText(copy.extra).first()).toBeVisible();
  }
  await client.getByRole('button', { name: copy.send }).click();
  await expect(client.getByRole('status').filter({ hasText: copy.sent })).toBeVisible();
  const dealUrl = new URL(client.url());
  const dealPath = dealUrl.pathname;
  expect(dealPath).toMatch(new RegExp(`^/${lang}/deals/\\d+$`));
  // Kept among the favourites with the heart, and listed there.
  const heart = client.getByRole('button', { name: copy.favorite });
  // The heart turns at once; the list is read once the page has stored it (leaving sooner would
  // cancel the save, as for anyone who closes a page mid-request).
  const stored = client.waitForResponse(
    (res) => res.request().method() === 'POST' && res.url().includes(dealPath) && res.ok(),
  );
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await stored;
  await client.goto(`/${lang}/my-deals/favored`);
  await expect(client.getByRole('link', { name: copy.dealTitle })).toBeVisible();

  // The provider approves; the deal waits for the client's payment.
  await provider.goto(dealPath);
  await accessible(provider);
  await provider.getByRole('button', { name: copy.approve, exact: true }).click();
  await expect(provider.getByText(copy.waitingPayment).first()).toBeVisible();

  // The client's wallet is empty: the dialog charges the card only what is missing, through 3-D Secure.
  await client.goto(dealPath);
  await client.getByRole('link', { name: copy.pay, exact: true }).click();
  await expect(client).toHaveURL(new RegExp(`${dealPath}/payment$`));
  await hydrated(client);
  await client.getByRole('button', { name: copy.payFromWallet }).click();
  const dialog = client.getByRole('alertdialog', { name: copy.short });
  await expect(dialog).toBeVisible();
  // 147.35 to pay, 100.00 in the wallet: the card is charged the 47.35 missing and its 2.9% fee.
  const figure = (term: string) =>
    dialog.locator('dl > div').filter({ has: client.getByText(term, { exact: true }) });
  await expect(figure(copy.available)).toContainText('100.00');
  await expect(figure(copy.shortfall)).toContainText('47.35');
  await expect(figure(copy.cardFee)).toContainText('1.37');
  await expect(figure(copy.chargeTotal)).toContainText('48.72');
  await expect(dialog.getByRole('radio', { name: /•••• 3220/ })).toBeChecked();
  await accessible(client);
  await dialog.getByRole('button', { name: copy.chargeCard }).click();
  // The bank's check fails the first time: "Payment Unsuccessful", nothing charged; then again.
  await client.getByRole('button', { name: copy.fail }).click();
  await expect(client).toHaveURL(new RegExp(`${dealPath}/payment\\?charge_id=\\d+`));
  await expect(client.getByRole('heading', { name: copy.unsuccessful })).toBeVisible({ timeout: 20_000 });
  await expect(client.getByText(copy.notConfirmed)).toBeVisible();
  await client.getByRole('link', { name: copy.tryAgain }).click();
  await expect(client).toHaveURL(new RegExp(`${dealPath}/payment$`));
  await hydrated(client);
  await client.getByRole('button', { name: copy.payFromWallet }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: copy.chargeCard }).click();
  await client.getByRole('button', { name: copy.complete }).click();
  await expect(client).toHaveURL(new RegExp(`${dealPath}/payment\\?charge_id=\\d+`));
  await expect(client.getByRole('heading', { name: copy.paid })).toBeVisible({ timeout: 20_000 });

  // The provider delivers; the client rejects the first delivery with a reason.
  await provider.goto(dealPath);
  await provider.getByRole('link', { name: copy.deliver }).click();
  await hydrated(provider);
  await expect(provider.getByText(copy.deliveryOf(1))).toBeVisible();
  await provider
    .getByLabel(copy.whatYouDeliver)
    .fill(lang === 'ar' ? 'الرسومات الأولى.' : 'The first sketches.');
  await provider.getByRole('button', { name: copy.sendDelivery }).click();
  await expect(provider).toHaveURL(new RegExp(`${dealPath}/implementation`));

  await client.goto(dealPath);
  await client.getByRole('link', { name: copy.review }).click();
  await hydrated(client);
  await client.getByRole('button', { name: copy.reject }).click();
  const reasons = client.getByRole('dialog', { name: copy.reject });
  // `has` is relative to each label: a locator of the page, not of the dialog.
  await reasons
    .locator('label')
    .filter({ has: client.getByRole('radio', { name: copy.incomplete }) })
    .click();
  await expect(reasons.getByRole('radio', { name: copy.incomplete })).toBeChecked();
  await reasons.getByLabel(copy.comment).fill(lang === 'ar' ? 'لون واحد فقط.' : 'Only one colour.');
  await reasons.getByRole('button', { name: copy.reject }).click();
  await expect(reasons).toBeHidden();
  await expect(client.getByText(copy.rejected, { exact: true })).toBeVisible();

  // The second delivery is accepted: the deal completes.
  await provider.goto(`${dealPath}/add-delivers`);
  await hydrated(provider);
  await expect(provider.getByText(copy.deliveryOf(2))).toBeVisible();
  await provider.getByLabel(copy.whatYouDeliver).fill(lang === 'ar' ? 'اللونان الآن.' : 'Both colours now.');
  await provider.getByRole('button', { name: copy.sendDelivery }).click();
  await expect(provider).toHaveURL(new RegExp(`${dealPath}/implementation`));

  await client.goto(`${dealPath}/implementation`);
  await client.getByRole('button', { name: copy.accept }).click();
  const confirm = client.getByRole('alertdialog');
  await confirm.getByRole('button', { name: copy.accept }).click();
  await expect(confirm).toBeHidden();
  await client.goto(dealPath);
  await expect(client.getByText(copy.completed).first()).toBeVisible();

  // Both rate; neither review shows to the other until both are in.
  await rate(
    client,
    copy,
    lang === 'ar' ? 'عمل جميل وتعامل راقٍ، شكرًا.' : 'Lovely work and a pleasure to deal with.',
  );
  await expect(client.getByText(copy.waitingReview)).toBeVisible();
  await expect(client.getByRole('heading', { name: copy.theirs })).toHaveCount(0);
  // Checked while the sent form's pending announcement is still live: it must not outlast its button.
  await accessible(client);

  await provider.goto(dealPath);
  await expect(provider.getByRole('heading', { name: copy.mine })).toHaveCount(0);
  await rate(
    provider,
    copy,
    lang === 'ar' ? 'عميلة واضحة ودفعت في الوقت.' : 'A clear brief and paid on time, thank you.',
  );
  await expect(provider.getByRole('heading', { name: copy.theirs })).toBeVisible();
  await expect(provider.getByRole('heading', { name: copy.mine })).toBeVisible();

  // The client's page, loaded again, shows the provider's review now.
  await client.reload();
  await expect(client.getByRole('heading', { name: copy.theirs })).toBeVisible();
  await accessible(client);
  expect(missing).toEqual([]);
}

test('in English on a desktop: order with an extra, approve, pay the shortfall by a 3-D Secure card, deliver twice, accept, rate', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  await dealJourney(browser, 'en', { viewport: { width: 1280, height: 900 } });
});

test('in Arabic on a phone: order with an extra, approve, pay the shortfall by a 3-D Secure card, deliver twice, accept, rate', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  await dealJourney(browser, 'ar', {
    viewport: { width: 390, height: 844 },
    locale: 'ar-AE',
    isMobile: true,
    hasTouch: true,
  });
});
