import { signUpVerified } from '../support/accounts';
import { joinTeam } from '../support/team';
import { expect, guidesSeen, test } from '../support/test';
import { accessible, choose, hydrated } from '../support/ui';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('a business sends its trade licence for a new account type, and support approves it from the back office', async ({
  page,
  browser,
  request,
}) => {
  // The account asks to become a company and sends its licence from the account settings.
  const ownerContext = await browser.newContext();
  await guidesSeen(ownerContext);
  const owner = await ownerContext.newPage();
  const name = `Cedar Trading ${Date.now().toString(36)}`;
  await signUpVerified(owner, 'en', name, 'account-type');
  await owner.goto('/en/account-settings');
  await hydrated(owner);
  await choose(owner, 'Type', 'Company');
  await owner.getByRole('button', { name: 'Save type' }).click();
  await expect(owner.getByText(/Waiting for the team: Company/)).toBeVisible();
  await expect(owner.getByRole('heading', { name: 'Documents sent: 0 of 5' })).toBeVisible();

  // A text file is refused beside the picker; a PDF is kept and listed.
  await owner.locator('input[name="document"]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a document'),
  });
  await owner.getByRole('button', { name: 'Send the document' }).click();
  await expect(owner.getByText('A document must be a picture or a PDF file.')).toBeVisible();
  await owner.locator('input[name="document"]').setInputFiles({
    name: 'licence.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await owner.getByRole('button', { name: 'Send the document' }).click();
  await expect(owner.getByRole('heading', { name: 'Documents sent: 1 of 5' })).toBeVisible();
  await expect(owner.getByText('Document 1 · PDF')).toBeVisible();
  await accessible(owner);

  // Support finds the request with its document, reads it, and approves.
  const member = await signUpVerified(page, 'en', 'Sara Support', 'types-support');
  await joinTeam(page, request, member, 'support');
  await page.goto('/en/admin/account-types');
  await hydrated(page);
  await accessible(page);
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('Personal → Company');
  const document = card.getByRole('link', { name: /Document 1 · PDF/ });
  const file = await page.request.get((await document.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  await card.getByText('Approve…').click();
  await card.getByLabel('What was checked').fill('Trade licence valid until 2027');
  await card.getByRole('button', { name: 'Approve the change' }).click();
  await expect(page.getByRole('status')).toContainText('Approved: the account has its new type');
  await page.getByRole('link', { name: 'Approved' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText(
    'Trade licence valid until 2027',
  );

  // The account is a company now, and is told so.
  await owner.goto('/en/account-settings');
  await expect(owner.getByText(/Waiting for the team/)).toHaveCount(0);
  await owner.goto('/en/notifications');
  await expect(owner.getByRole('main')).toContainText('your account is now “Company”');
  await ownerContext.close();
});
