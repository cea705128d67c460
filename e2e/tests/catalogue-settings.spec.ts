import type { Locator, Page } from '@playwright/test';
import { signUpVerified } from '../support/accounts';
import { joinTeam } from '../support/team';
import { expect, test } from '../support/test';
import { accessible, hydrated } from '../support/ui';

/** The question in each language, marked so that it is this run's and no other journey's. */
const questionOf = (mark: string) => ({
  العربية: { question: `كيف أسترد مبلغ صفقة ملغاة؟ ${mark}`, answer: 'يعود المبلغ إلى محفظتك فور الإلغاء.' },
  English: {
    question: `How do I get a cancelled deal's money back? ${mark}`,
    answer: 'It returns to your wallet.',
  },
  Français: {
    question: `Comment récupérer l'argent d'une affaire annulée ? ${mark}`,
    answer: 'Il revient au portefeuille.',
  },
  Türkçe: {
    question: `İptal edilen anlaşmanın parası nasıl geri alınır? ${mark}`,
    answer: 'Cüzdanınıza döner.',
  },
});

/** The form of one language inside an editor: its question and its answer. */
async function write(
  editor: Locator,
  language: string,
  text: { question: string; answer: string },
  labels: string[],
) {
  const group = editor.getByRole('group', { name: language });
  await group.getByLabel(labels[0]!).fill(text.question);
  await group.getByLabel(labels[1]!).fill(text.answer);
}

/** A disclosure by the words of its own summary (an editor's preview holds one of its own). */
const disclosure = (page: Page, summary: string | RegExp) =>
  page
    .locator('details:not(details details)')
    .filter({ has: page.locator(':scope > summary', { hasText: summary }) });
const open = (details: Locator) => details.locator(':scope > summary').click();

test('an admin writes a question of the FAQ in four languages in Arabic with a preview, rewrites and removes it', async ({
  page,
  request,
}) => {
  const admin = await signUpVerified(page, 'ar', 'آدم المدير', 'faq-admin');
  await joinTeam(page, request, admin, 'admin');
  const mark = Date.now().toString(36);
  const texts = questionOf(mark);

  await page.goto('/ar/admin/faqs');
  await hydrated(page);
  await accessible(page);
  const add = disclosure(page, 'إضافة سؤال');
  await open(add);
  // Sent with a language missing: the field of that language says so, and nothing is lost.
  for (const [language, text] of Object.entries(texts).slice(0, 3))
    await write(add, language, text, ['السؤال', 'الجواب']);
  await add.getByRole('button', { name: 'أضف السؤال' }).click();
  const turkish = page.getByRole('group', { name: 'Türkçe' });
  await expect(turkish.getByText('السؤال مطلوب.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Français' }).getByLabel('السؤال')).toHaveValue(
    texts.Français.question,
  );

  await write(page.locator('form').filter({ has: turkish }), 'Türkçe', texts.Türkçe, ['السؤال', 'الجواب']);
  // The preview shows the question as the FAQ page will, in the language chosen.
  const preview = page
    .getByRole('region', { name: 'معاينة' })
    .or(page.locator('section').filter({ hasText: 'معاينة' }));
  await expect(preview.first()).toContainText(texts.العربية.question);
  await preview.first().locator('label').filter({ hasText: 'Français' }).click();
  await expect(preview.first()).toContainText(texts.Français.question);
  await expect(preview.first().locator('[lang="fr"]')).toHaveAttribute('dir', 'ltr');
  await accessible(page);
  await page.getByRole('button', { name: 'أضف السؤال' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تمت الإضافة' })).toBeVisible();

  // Readers find it at once, in their language.
  await page.goto('/fr/faq');
  await expect(page.getByText(texts.Français.question)).toBeVisible();

  // Rewritten in French, then removed after a confirmation.
  await page.goto('/ar/admin/faqs');
  await hydrated(page);
  const item = disclosure(page, texts.العربية.question);
  await open(item);
  const clearer = `Comment être remboursé d'une affaire annulée ? ${mark}`;
  await item.getByRole('group', { name: 'Français' }).getByLabel('السؤال').fill(clearer);
  await item.getByRole('button', { name: 'حفظ السؤال' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم الحفظ' })).toBeVisible();
  await page.goto('/fr/faq');
  await expect(page.getByText(clearer)).toBeVisible();

  await page.goto('/ar/admin/faqs');
  await hydrated(page);
  await open(disclosure(page, texts.العربية.question));
  await disclosure(page, texts.العربية.question).getByRole('button', { name: 'حذف' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(texts.العربية.question);
  await dialog.getByRole('button', { name: 'احذف السؤال' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'حُذف السؤال' })).toBeVisible();
  await page.goto('/fr/faq');
  await expect(page.getByText(clearer)).toHaveCount(0);

  await page.goto('/ar/admin/audit?kind=faq');
  await hydrated(page);
  for (const action of ['إضافة سؤال شائع', 'تعديل سؤال شائع', 'حذف سؤال شائع'])
    await expect(page.getByText(action).first()).toBeVisible();
});

test('an admin corrects a currency rate only after confirming a large move, and the tax refuses a third decimal', async ({
  page,
  request,
}) => {
  const admin = await signUpVerified(page, 'en', 'Rana Rates', 'rates-admin');
  await joinTeam(page, request, admin, 'admin');

  // A currency no other journey prices in, moved and put back.
  await page.goto('/en/admin/currencies');
  await hydrated(page);
  await accessible(page);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /\(JOD\)/ }) });
  const was = (await card.locator('bdi').textContent())!.match(/= ([\d.]+) JOD/)![1]!;
  const doubled = String(Number(was) * 2);
  await card.locator('summary').click();
  await card.getByLabel('JOD for 1 US dollar').fill(doubled);
  await card.getByLabel('Why the change').fill('Central bank bulletin of the day');
  await card.getByRole('button', { name: 'Save the rate' }).click();
  await expect(card.getByText(/This moves the rate from .* more than 20 % at once/)).toBeVisible();
  await card.getByRole('checkbox').check();
  await card.getByLabel('Why the change').fill('Central bank bulletin of the day');
  await card.getByRole('button', { name: 'Save the rate' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved. Prices convert with the new rate now.');
  await expect(card.locator('bdi')).toContainText(`= ${doubled} JOD`);

  await card.locator('summary').click();
  await card.getByLabel('JOD for 1 US dollar').fill(was);
  await card.getByRole('checkbox').check();
  await card.getByLabel('Why the change').fill('Back to the rate before');
  await card.getByRole('button', { name: 'Save the rate' }).click();
  await expect(card.locator('bdi')).toContainText(`= ${was} JOD`);

  // The tax: a third decimal is refused beside the field; the same rate saved again is audited.
  await page.goto('/en/admin/fees');
  await hydrated(page);
  await accessible(page);
  const tax = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /tax/i }) });
  const rate = await tax.getByLabel('Percent (%)').inputValue();
  await tax.getByLabel('Percent (%)').fill('5.555');
  await tax.getByLabel('Why the change').fill('Checking the form');
  await tax.getByRole('button', { name: 'Save' }).click();
  await expect(tax.getByText(/at most 2 digits after the decimal point/)).toBeVisible();
  await tax.getByLabel('Percent (%)').fill(rate);
  await tax.getByLabel('Why the change').fill('Reviewed, kept as it is');
  await tax.getByRole('button', { name: 'Save' }).click();
  await expect(tax.getByRole('status')).toHaveText('Saved. The next price uses it.');

  await page.goto('/en/admin/audit?kind=currency');
  await hydrated(page);
  await expect(page.getByText('Central bank bulletin of the day').first()).toBeVisible();
  await accessible(page);
  await page.goto('/ar/admin/currencies');
  await hydrated(page);
  await accessible(page);
});

test('an admin adds a sub category in four languages and renames it; visitors find it at once', async ({
  page,
  request,
}) => {
  const admin = await signUpVerified(page, 'en', 'Cyrine Categories', 'categories-admin');
  await joinTeam(page, request, admin, 'admin');
  const mark = Date.now().toString(36);
  await page.goto('/en/admin/categories');
  await hydrated(page);
  await accessible(page);
  const main = disclosure(page, 'Programming & Development');
  await open(main);
  const adding = main
    .locator('details')
    .filter({ has: page.locator(':scope > summary', { hasText: 'Add a sub category here' }) });
  await open(adding);
  const names = {
    العربية: `طائرات مسيّرة ${mark}`,
    English: `Drone software ${mark}`,
    Français: `Logiciels de drones ${mark}`,
    Türkçe: `Drone yazılımı ${mark}`,
  };
  for (const [language, name] of Object.entries(names)) {
    const group = adding.getByRole('group', { name: language });
    await group.getByLabel('Name').fill(name);
    await group.getByLabel('Description').fill(`${name}: flight planning and control.`);
  }
  await adding.getByRole('button', { name: 'Add the category' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added.' })).toBeVisible();

  // The guide lists every category (a main one's list folded until opened).
  await page.goto('/fr/categories-guide');
  await expect(page.getByText(names.Français).first()).toBeAttached();

  // Renamed in French: the address stays, the visitors' words change.
  await page.goto('/en/admin/categories');
  await hydrated(page);
  await open(disclosure(page, 'Programming & Development'));
  const sub = page
    .locator('li > details')
    .filter({ has: page.locator(':scope > summary', { hasText: names.English }) });
  await open(sub);
  const clearer = `Logiciels pour drones ${mark}`;
  await sub.getByRole('group', { name: 'Français' }).getByLabel('Name').fill(clearer);
  await sub.getByRole('button', { name: 'Save the category' }).click();
  await expect(sub.getByRole('status')).toHaveText('Saved. Visitors see it now.');
  await page.goto('/fr/categories-guide');
  await expect(page.getByText(clearer).first()).toBeAttached();

  // A property for the category, with its first option, in the four languages.
  await page.goto('/en/admin/categories');
  await hydrated(page);
  await open(disclosure(page, 'Programming & Development'));
  const property = page
    .locator('details')
    .filter({ has: page.locator(':scope > summary', { hasText: 'Add a property' }) });
  await open(property);
  for (const [language, word] of Object.entries(names)) {
    await property.getByLabel(`Name · ${language}`).fill(`${word} · target`);
    await property.getByLabel(`Option · ${language}`).fill(`${word} · drones`);
  }
  await property.getByRole('button', { name: 'Add the property' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Authors can answer it now' })).toBeVisible();
  // The category stays open after the save, with the new property in its list.
  await expect(page.getByText(`${names.English} · target`)).toBeVisible();
  await page.goto('/ar/admin/categories');
  await hydrated(page);
  await accessible(page);
});

test('an admin rewrites the privacy policy in French with a preview; visitors read it with the date of the save', async ({
  page,
  request,
}) => {
  const admin = await signUpVerified(page, 'en', 'Paul Pages', 'pages-admin');
  await joinTeam(page, request, admin, 'admin');
  const mark = Date.now().toString(36);
  await page.goto('/en/admin/pages');
  await hydrated(page);
  await accessible(page);
  const privacy = disclosure(page, 'Privacy policy');
  await expect(privacy.locator(':scope > summary')).toContainText(/The text Wasla ships with|Saved/);
  await open(privacy);
  const french = privacy.getByRole('group', { name: 'Français' });
  // The editor starts from the text visitors read now.
  await expect(french.getByLabel('Title')).toHaveValue(/confidentialit/i);
  const title = `Politique de confidentialité ${mark}`;
  await french.getByLabel('Title').fill(title);
  const sections = french.getByLabel('Sections');
  await sections.fill(`Des mots perdus\n\n${await sections.inputValue()}`);
  await expect(privacy.getByRole('alert')).toContainText('Français');
  await sections.fill(
    `## Vos droits ${mark}\n\nVous pouvez demander une copie de vos données.\n\n${(await sections.inputValue()).replace(/^Des mots perdus\n\n/, '')}`,
  );
  await expect(privacy.getByRole('alert')).toHaveCount(0);
  const preview = privacy.getByRole('region', { name: 'Preview' });
  await preview.locator('label').filter({ hasText: 'Français' }).click();
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByRole('heading', { name: `1. Vos droits ${mark}` })).toBeVisible();
  await accessible(page);
  await privacy.getByLabel('Why the change').fill('A section on your rights');
  await privacy.getByRole('button', { name: 'Save the page' }).click();
  await expect(privacy.getByRole('status')).toHaveText('Saved. Visitors read it now.');

  await page.goto('/fr/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: `1. Vos droits ${mark}` })).toBeVisible();
  await expect(page.getByText(/Dernière mise à jour/)).toBeVisible();
  await page.goto('/ar/admin/pages');
  await hydrated(page);
  await accessible(page);
});
