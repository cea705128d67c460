import type { Page } from '@playwright/test';
import { E2E_CONTROL_URL } from '../server-address';
import { signUpVerified } from '../support/accounts';
import { expect, test } from '../support/test';
import { accessible, hydrated } from '../support/ui';
import { picture, publishThroughWizard, WIZARD_COPY } from '../support/wizard';

/** What the journey reads and presses, in the page's language. */
const COPY = {
  en: {
    limitTitle: 'You reached the publishing limit',
    limitBody: 'Your plan holds no more services.',
    mediaBody: 'Your plan holds no more files for this service.',
    later: 'Later',
    seePlans: 'See plans',
    pro: 'Pro plan',
    subscribe: 'Subscribe',
    pay: 'Pay from my wallet',
    ready: 'Your plan is ready',
    promote: 'Promote',
    length: 'Length',
    review: 'Review and pay',
    confirm: 'Confirm your promotion',
    payMark: /^Pay .+ from wallet$/,
    scheduled: 'Your promotion is scheduled',
    promoted: 'Promoted',
    promotedNow: 'Promoted now',
    impressions: 'Impressions',
    clicks: 'Clicks',
  },
  ar: {
    limitTitle: 'لقد وصلت إلى حد النشر',
    limitBody: 'لا تتسع خطتك لخدمات أخرى.',
    mediaBody: 'لا تتسع خطتك لملفات أخرى في هذه الخدمة.',
    later: 'لاحقًا',
    seePlans: 'عرض الخطط',
    pro: 'الخطة الاحترافية',
    subscribe: 'اشترك',
    pay: 'ادفع من محفظتي',
    ready: 'خطتك جاهزة',
    promote: 'تمييز',
    length: 'المدة',
    review: 'المراجعة والدفع',
    confirm: 'تأكيد التمييز',
    payMark: /^ادفع .+ من المحفظة$/,
    scheduled: 'تمت جدولة تمييز خدمتك',
    promoted: 'مميّزة',
    promotedNow: 'مميّزة الآن',
    impressions: 'مرات الظهور',
    clicks: 'النقرات',
  },
} as const;

async function control(page: Page, path: string, data: Record<string, string | number>) {
  const res = await page.request.post(`${E2E_CONTROL_URL}${path}`, { data });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { list?: string[] };
}

/** The wizard's first step, refused by the plan: the upgrade prompt of SPEC.md section 4. */
async function startRefused(page: Page, lang: 'en' | 'ar') {
  await page.goto(`/${lang}/add-service?type=provided`);
  await hydrated(page);
  await page.getByRole('button', { name: WIZARD_COPY[lang].start }).click();
  const prompt = page.getByRole('alertdialog', { name: COPY[lang].limitTitle });
  await expect(prompt).toContainText(COPY[lang].limitBody);
  return prompt;
}

for (const [lang, width] of [
  ['en', 1280],
  ['ar', 390],
] as const) {
  test(`${lang}: a provider at the publishing limit upgrades from the wallet, publishes, and promotes the service first in its category`, async ({
    page,
  }) => {
    // Sign-up, five services, a plan bought, the whole wizard, a promotion bought: many pages.
    test.setTimeout(240_000);
    const copy = COPY[lang];
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const email = await signUpVerified(page, lang, 'Limit Reacher', `limits-${lang}`);
    // The free plan holds five services: this account has them all already.
    for (let n = 1; n <= 5; n++)
      await control(page, '/service-of', {
        email,
        name_en: `Limit reacher service ${n}`,
        name_ar: `خدمة رقم ${n} لصاحب الحد`,
      });

    // "Later" closes the prompt and goes to the dashboard, as the create limit wants.
    let prompt = await startRefused(page, lang);
    await accessible(page);
    await prompt.getByRole('button', { name: copy.later }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`));

    // The prompt's action leads to the plans, where the Pro plan is bought from the wallet.
    prompt = await startRefused(page, lang);
    await prompt.getByRole('button', { name: copy.seePlans }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/plans$`));
    await control(page, '/fund', { email, aed: 200 });
    await page.reload();
    await page
      .getByRole('article')
      .filter({ hasText: copy.pro })
      .getByRole('button', { name: copy.subscribe })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: copy.pay }).click();
    await expect(page.getByRole('heading', { name: copy.ready })).toBeVisible();

    // The limit is lifted: the sixth service goes through the wizard to its publication.
    await publishThroughWizard(page, lang);
    const serviceId = Number(/edit-service\/(\d+)/.exec(page.url())?.[1]);
    expect(serviceId).toBeGreaterThan(0);

    // Promote it for three days from the service's own page.
    await page.goto(`/${lang}/mark-service/${serviceId}`);
    await hydrated(page);
    await page.getByRole('textbox', { name: copy.length }).fill('3');
    await page.getByRole('button', { name: copy.review }).click();
    const confirm = page.getByRole('region', { name: copy.confirm });
    await confirm.getByRole('button', { name: copy.payMark }).click();
    await expect(page.getByRole('heading', { name: copy.scheduled })).toBeVisible();
    await accessible(page);

    // Its start comes: it leads its category, labelled. Only promoted cards may come before it
    // (the other language's journey may be promoting its own service there at the same time).
    const [slug] = (await control(page, '/marks-started', { email })).list ?? [];
    expect(slug).toBeTruthy();
    await page.goto(`/${lang}/category/web-development`);
    const cards = page.getByRole('article');
    // Card links carry the slug percent-encoded (an Arabic name makes an Arabic slug).
    const link = `/services/${encodeURIComponent(slug ?? '')}?`;
    const ours = cards.filter({ has: page.locator(`a[href*="${link}"]`) });
    await expect(ours).toContainText(WIZARD_COPY[lang].nameText);
    await expect(ours).toContainText(copy.promoted);
    const hrefs = await cards.evaluateAll((all) =>
      all.map((card) => card.querySelector('a[href*="/services/"]')?.getAttribute('href') ?? ''),
    );
    const texts = await cards.allTextContents();
    const place = hrefs.findIndex((href) => href.includes(link));
    expect(place).toBeGreaterThanOrEqual(0);
    expect(texts.slice(0, place).every((text) => text.includes(copy.promoted))).toBe(true);
    expect(texts.slice(place + 1).some((text) => !text.includes(copy.promoted))).toBe(true);

    // The owner sees the impression and the click it earned.
    await ours.getByRole('link', { name: WIZARD_COPY[lang].nameText }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(WIZARD_COPY[lang].nameText);
    await control(page, '/marks-started', { email });
    await page.goto(`/${lang}/mark-service/${serviceId}`);
    const promotion = page.getByRole('listitem').filter({ hasText: copy.impressions });
    await expect(promotion).toContainText(copy.promotedNow);
    await expect(promotion).toContainText(new RegExp(`${copy.impressions}\\s*[1-9\u0661-\u0669]`));
    await expect(promotion).toContainText(new RegExp(`${copy.clicks}\\s*[1\u0661]`));
  });
}

for (const [lang, width] of [
  ['en', 1280],
  ['ar', 390],
] as const) {
  test(`${lang}: at the media limit, the upgrade prompt saves the draft before it goes to the plans`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const copy = COPY[lang];
    const wizard = WIZARD_COPY[lang];
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const email = await signUpVerified(page, lang, 'Media Filler', `media-limit-${lang}`);
    await page.goto(`/${lang}/add-service?type=provided`);
    await hydrated(page);
    await page.getByRole('button', { name: wizard.start }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/edit-service/\\d+$`));
    const draft = page.url();
    // The draft already holds the 15 media of the free plan.
    await control(page, '/draft-media-full', { email });
    await page.reload();
    await hydrated(page);
    await page.getByLabel(wizard.name).fill(wizard.nameText);
    await page.getByRole('button', { name: wizard.next }).click();
    await expect(page).toHaveURL(/step=2/);

    // A sixteenth file: the prompt, whose action saves what was written and goes to the plans.
    await page.getByLabel(wizard.pictures).setInputFiles({
      name: 'one-more.jpg',
      mimeType: 'image/jpeg',
      buffer: await picture(40),
    });
    const prompt = page.getByRole('alertdialog', { name: copy.limitTitle });
    await expect(prompt).toContainText(copy.mediaBody);
    await prompt.getByRole('button', { name: copy.seePlans }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/plans$`));

    // Back at the draft, in a new page: what was written is there, saved on the server.
    await page.evaluate(() => localStorage.clear());
    await page.goto(draft);
    await expect(page.getByLabel(wizard.name)).toHaveValue(wizard.nameText);
  });
}
