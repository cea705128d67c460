import { signUpVerified } from '../support/accounts';
import { API_KEY, armTwoFactor, joinTeam } from '../support/team';
import { expect, guidesSeen, test } from '../support/test';
import { accessible, choose, hydrated } from '../support/ui';

test('support finds an account by its code, reads its file and resets its two-step verification in Arabic', async ({
  page,
  browser,
  request,
}) => {
  // An account that lost its authenticator app, signed in on a browser of its own.
  const ownerContext = await browser.newContext();
  await guidesSeen(ownerContext);
  const owner = await ownerContext.newPage();
  const email = await signUpVerified(owner, 'ar', 'Lost Authenticator', 'lookup-owner');
  const { headers } = await armTwoFactor(request, email);
  const code = (await (await request.get('/api/v1/user-information', { headers })).json()).data
    .code as string;

  // Support searches by the user code, in Arabic, and opens the file.
  const member = await signUpVerified(page, 'ar', 'Sara Support', 'lookup-support');
  await joinTeam(page, request, member, 'support');
  await page.goto('/ar/admin/accounts');
  await hydrated(page);
  await page.getByLabel('الاسم أو البريد الإلكتروني أو الهاتف أو رمز المستخدم').fill(code.toLowerCase());
  await page.getByRole('main').getByRole('button', { name: 'ابحث', exact: true }).click();
  await page.getByRole('link', { name: /Lost Authenticator/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lost Authenticator' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'الحساب' })).toContainText(code);
  await expect(page.getByRole('region', { name: 'المحفظة' })).toBeVisible();
  await accessible(page);

  // The reset: what was checked and why; two-step verification is off and every session ends.
  await page.getByText('إعادة ضبط التحقق بخطوتين…').click();
  await choose(page, 'ما الذي تحققت منه', 'رمز أُرسل إلى بريد الحساب');
  await page
    .getByLabel('السبب وكيف طلب صاحب الحساب ذلك')
    .fill('اتصل صاحب الحساب وأكد الرمز المرسل إلى بريده');
  await accessible(page);
  await page.getByRole('button', { name: 'أعد ضبط التحقق بخطوتين' }).click();
  await expect(page.getByRole('status')).toContainText('توقف التحقق بخطوتين');
  await expect(page.getByRole('region', { name: 'الحساب' })).toContainText('غير مفعّل');
  await expect(page.getByText('غير مسجّل الدخول في أي جهاز.')).toBeVisible();

  // The owner's browser is signed out, and its API session too.
  expect(
    (await request.get('/api/v1/user-information', { headers: { ...API_KEY, ...headers } })).status(),
  ).toBe(401);
  await owner.goto('/ar/dashboard');
  await expect(owner).toHaveURL(/\/ar\/auth\/login/);
  await ownerContext.close();
});

test('finance verifies the ledger from its desk and searches its transfers', async ({ page, request }) => {
  const member = await signUpVerified(page, 'en', 'Fadi Finance', 'ledger-finance');
  await joinTeam(page, request, member, 'finance');
  await page.goto('/en/admin/finance');
  await hydrated(page);
  await page.getByRole('link', { name: 'Open the ledger' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ledger' })).toBeVisible();
  await page.getByRole('button', { name: 'Verify now' }).click();
  await expect(page.getByRole('heading', { name: 'The ledger is sound' })).toBeVisible();
  await expect(page.getByText(/Verified .* by Fadi Finance/)).toBeVisible();
  await accessible(page);

  // A filter the ledger cannot read is said, and nothing is listed for it.
  await page.getByLabel('Amount (AED)').fill('12.3.4');
  await page.getByRole('main').getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Enter a valid amount');
  await page.getByLabel('Amount (AED)').fill('');
  await page.getByRole('main').getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await accessible(page);
});
