import {
  armTwoFactor,
  createTestApp,
  grantTeamRole,
  IN_MEMORY,
  type TestApp,
  teamMember,
} from '@wasla/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PageMember, pageMember, pageText } from '../../test/page-member';
import { startPageRenderer } from '../../test/page-renderer';

let t: TestApp;
let renderer: Awaited<ReturnType<typeof startPageRenderer>>;
let outsider: PageMember;
let cookies: Record<'moderator' | 'finance' | 'admin', string>;

const cookieOf = (token: string) => `wasla_at=${encodeURIComponent(token)}`;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: IN_MEMORY, RATE_LIMIT_MAX: 100_000 });
  renderer = await startPageRenderer(t);
  outsider = await pageMember(t, 'Sami Outsider');
  const [moderator, finance, admin] = await Promise.all([
    teamMember(t, 'moderator'),
    teamMember(t, 'finance'),
    teamMember(t, 'admin'),
  ]);
  cookies = {
    moderator: cookieOf(moderator.token),
    finance: cookieOf(finance.token),
    admin: cookieOf(admin.token),
  };
  const author = await pageMember(t, 'Layla Author');
  const sent = await t.api('POST', '/blogs', {
    headers: author.auth,
    body: {
      title: 'Briefing a logo designer well',
      language: 'en',
      body: '<p>A clear brief saves time and money on both sides. Say who your customers are and what sets your work apart.</p>',
    },
  });
  expect(sent.statusCode, sent.body).toBe(200);
}, 180_000);
afterAll(async () => {
  await renderer?.close();
  await t?.close();
});

describe('the back office pages', () => {
  it('are the not-found page for a guest and for an account outside the team', async () => {
    for (const path of [
      '/en/admin',
      '/en/admin/articles',
      '/en/admin/finance/receipts/1',
      '/ar/admin/audit',
    ]) {
      for (const cookie of [undefined, outsider.cookie]) {
        const page = await renderer.page(path, cookie);
        expect([path, page.status]).toEqual([path, 404]);
        expect(pageText(page)).not.toMatch(/Back office|لوحة الفريق/);
      }
    }
  });

  it('tell a team member without two-step verification to turn it on, and hold every screen until then', async () => {
    const member = await pageMember(t, 'Nour New Moderator');
    await grantTeamRole(t, member.id, 'moderator');
    const home = await renderer.page('/en/admin', member.cookie);
    expect(home.status).toBe(200);
    expect(pageText(home)).toContain('Turn on two-step verification first');
    expect(home.sent).toContain('href="/en/two-step-verification"');
    expect((await renderer.page('/en/admin/articles', member.cookie)).status).toBe(302);

    await armTwoFactor(t, member);
    const armed = await renderer.page('/en/admin/articles', member.cookie);
    expect(armed.status).toBe(200);
    expect(pageText(armed)).toContain('Briefing a logo designer well');
  });

  it('show a member only the screens of their roles; the others are not there for them', async () => {
    const moderator = pageText(await renderer.page('/en/admin', cookies.moderator));
    expect(moderator).toContain('Articles to review');
    expect(moderator).not.toContain('Finance desk');
    expect(moderator).not.toContain('Audit log');
    expect((await renderer.page('/en/admin/finance', cookies.moderator)).status).toBe(404);
    expect((await renderer.page('/en/admin/audit', cookies.moderator)).status).toBe(404);

    const finance = await renderer.page(
      '/en/admin/finance?queue=withdrawals&status=requested',
      cookies.finance,
    );
    expect(finance.status).toBe(200);
    expect(pageText(finance)).toContain('Nothing with the status “Requested”');
    expect(pageText(finance)).toMatch(/The ledger (is sound|has not been verified yet)/);
    const ledger = await renderer.page('/en/admin/finance/ledger?amount=abc', cookies.finance);
    expect(ledger.status).toBe(200);
    for (const words of ['Ledger', 'Verify now', 'Enter a valid amount'])
      expect(pageText(ledger)).toContain(words);
    expect((await renderer.page('/en/admin/finance/ledger', cookies.moderator)).status).toBe(404);
    const numbers = await renderer.page('/en/admin/numbers?from=2026-03-01&to=2026-02-01', cookies.finance);
    expect(numbers.status).toBe(200);
    for (const words of ['Sign-ups', 'Fees earned', 'Median first reply in chat', 'Right now'])
      expect(pageText(numbers)).toContain(words);
    expect(pageText(numbers)).toContain('start date cannot be after the end date');
    expect((await renderer.page('/en/admin/numbers', cookies.moderator)).status).toBe(404);
    expect((await renderer.page('/en/admin/articles', cookies.finance)).status).toBe(404);
    expect((await renderer.page('/en/admin/disputes', cookies.finance)).status).toBe(404);

    const plans = await renderer.page('/en/admin/plans', cookies.admin);
    expect(plans.status).toBe(200);
    for (const words of ['Plans and limits', 'Files per service', 'Deliveries per deal', 'Save the limits'])
      expect(pageText(plans)).toContain(words);
    expect((await renderer.page('/en/admin/plans', cookies.moderator)).status).toBe(404);

    const fees = await renderer.page('/en/admin/fees', cookies.admin);
    expect(fees.status).toBe(200);
    for (const words of ['Fees and tax', 'Percent (%)', 'Why the change'])
      expect(pageText(fees)).toContain(words);
    const rates = pageText(await renderer.page('/ar/admin/currencies', cookies.admin));
    for (const words of ['العملات وأسعار الصرف', 'أساس كل الأسعار', 'تغيير سعر AED'])
      expect(rates).toContain(words);
    const faqs = await renderer.page('/en/admin/faqs', cookies.admin);
    expect(faqs.status).toBe(200);
    // Each editor is built when its question is opened, so the page lists the questions only.
    for (const words of ['Questions (FAQ)', 'Add a question', 'What is Wasla?', 'Position 0'])
      expect(pageText(faqs)).toContain(words);
    const categories = await renderer.page('/en/admin/categories', cookies.admin);
    for (const words of ['Categories', 'Add a main category', 'Programming & Development'])
      expect(pageText(categories)).toContain(words);
    const pages = pageText(await renderer.page('/ar/admin/pages', cookies.admin));
    for (const words of ['الصفحات القانونية', 'سياسة الخصوصية', 'الشروط والأحكام'])
      expect(pages).toContain(words);
    for (const path of [
      '/en/admin/fees',
      '/en/admin/currencies',
      '/en/admin/faqs',
      '/en/admin/categories',
      '/en/admin/pages',
    ])
      for (const who of [cookies.moderator, cookies.finance, outsider.cookie])
        expect([path, (await renderer.page(path, who)).status]).toEqual([path, 404]);

    const users = await renderer.page('/en/admin/accounts?q=sami%20out', cookies.finance);
    expect(users.status).toBe(200);
    expect(pageText(users)).toContain('Sami Outsider');
    const file = await renderer.page(`/en/admin/accounts/${outsider.id}`, cookies.moderator);
    expect(file.status).toBe(200);
    for (const words of ['Sami Outsider', 'Wallet', 'Signed-in devices'])
      expect(pageText(file)).toContain(words);
    // Looking up is every desk's; ending sessions is the support team's.
    expect(pageText(file)).not.toContain('Sign out everywhere');
    expect(pageText(await renderer.page(`/en/admin/accounts/${outsider.id}`, cookies.admin))).toContain(
      'Sign out everywhere',
    );

    const deals = await renderer.page('/en/admin/deals?q=nothing-like-it', cookies.moderator);
    expect(deals.status).toBe(200);
    for (const words of ['Deals', 'Code, title or party', 'No deal matches'])
      expect(pageText(deals)).toContain(words);
    expect(pageText(await renderer.page('/en/admin/deals?amount=1.234', cookies.finance))).toContain(
      'Enter a valid amount',
    );
    expect((await renderer.page('/en/admin/deals', outsider.cookie)).status).toBe(404);

    const types = await renderer.page('/en/admin/account-types?status=rejected', cookies.admin);
    expect(types.status).toBe(200);
    expect(pageText(types)).toContain('No requests rejected yet');
    for (const who of [cookies.moderator, cookies.finance])
      expect((await renderer.page('/en/admin/account-types', who)).status).toBe(404);

    const admin = pageText(await renderer.page('/ar/admin', cookies.admin));
    for (const words of [
      'لوحة الفريق',
      'مقالات للمراجعة',
      'مكتب المالية',
      'النزاعات',
      'سجل التدقيق',
      'أنواع الحسابات',
      'مدير',
    ]) {
      expect(admin).toContain(words);
    }
  });

  it('refuse ids that name nothing, or past 2^31, with the not-found page', async () => {
    for (const path of [
      '/en/admin/disputes/2147483648',
      '/en/admin/disputes/0',
      '/en/admin/disputes/abc',
      '/en/admin/disputes/999999',
      '/en/admin/finance/receipts/99999999999',
      '/en/admin/finance/receipts/999999',
      '/en/admin/account-types/documents/2147483648',
      '/en/admin/account-types/documents/999999',
      '/en/admin/accounts/2147483648',
      '/en/admin/accounts/999999',
    ]) {
      expect([path, (await renderer.page(path, cookies.admin)).status]).toEqual([path, 404]);
    }
  });
});
