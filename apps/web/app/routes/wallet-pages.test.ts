import { createTestApp, IN_MEMORY, signUpVerified, type TestApp } from '@wasla/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterPaintProblems } from '../test/after-paint-checks';
import { type RenderedPage, startPageRenderer } from '../test/page-renderer';

let t: TestApp;
let renderer: Awaited<ReturnType<typeof startPageRenderer>>;
let session: string;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: IN_MEMORY });
  renderer = await startPageRenderer(t);
  const me = await signUpVerified(t, 'Wallet Reader');
  session = `wasla_at=${encodeURIComponent(me.token)}`;
}, 180_000);
afterAll(async () => {
  await renderer?.close();
  await t?.close();
});

// The scripts check compares two renderings of one page, so it runs on pages without a per-visit
// value in their data (a form's attempt id, the time of the visit).
const problemsOf = (page: RenderedPage) =>
  afterPaintProblems(page.rendered, page.sent, page.nonce, renderer.entryModule);
/** The page's text as a person reads it: no tags, one kind of space. */
const textOf = (page: RenderedPage) =>
  page.sent
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/[\s\u00a0\u200e\u200f]+/g, ' ');

describe('the wallet pages, signed in', () => {
  it('my-wallet: the three balances in AED with two decimals, an empty history and the ways in and out', async () => {
    const page = await renderer.page('/en/my-wallet', session);
    expect(page.status).toBe(200);
    expect(problemsOf(page)).toEqual([]);
    const text = textOf(page);
    expect(text).toContain('Total balance AED 0.00');
    expect(text).toContain('Available AED 0.00');
    expect(text).toContain('Blocked AED 0.00');
    expect(text).toContain('No activity yet');
    expect(page.sent).toContain('href="/en/top-up-wallet"');
    expect(page.sent).toContain('href="/en/withdraw"');
  });

  it('my-wallet in Arabic: right to left, Western digits', async () => {
    const page = await renderer.page('/ar/my-wallet', session);
    expect(page.status).toBe(200);
    expect(page.sent).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl"/);
    const text = textOf(page);
    expect(text).toContain('محفظتي');
    expect(text).toMatch(/إجمالي الرصيد 0\.00 AED/);
  });

  it('top-up-wallet: by card with the fee of the platform pricing, by bank transfer with our bank details', async () => {
    const card = textOf(await renderer.page('/en/top-up-wallet?amount=250', session));
    expect(card).toContain('Top-up fee (2.9%) AED 7.25');
    expect(card).toContain('Charged to your card AED 257.25');
    expect(card).toContain('You have no saved card yet');
    const bank = await renderer.page('/en/top-up-wallet?method=bank', session);
    expect(bank.status).toBe(200);
    expect(textOf(bank)).toContain('Our bank details');
    expect(bank.sent).toContain('aria-label="Copy IBAN"');
    expect(textOf(bank)).toContain('Transfer receipt');
    expect(textOf(bank)).toContain('No bank transfers yet');
  });

  it('payment-by-card keeps the amount it was sent with', async () => {
    const page = await renderer.page('/en/payment-by-card?amount=300', session);
    expect(page.status).toBe(200);
    expect(page.sent).toMatch(/<input[^>]*value="300"/);
    expect(textOf(page)).toContain('Charged to your card AED 308.70');
  });

  it('payment-methods: no card, no bank account, the personal information form', async () => {
    const page = await renderer.page('/en/payment-methods', session);
    expect(page.status).toBe(200);
    const text = textOf(page);
    expect(text).toContain('No saved card');
    expect(text).toContain('No bank account');
    expect(text).toContain('Full legal name');
  });

  it('withdraw: the minimum, the personal information needed first, no withdrawals yet', async () => {
    const page = await renderer.page('/en/withdraw', session);
    expect(page.status).toBe(200);
    const text = textOf(page);
    expect(text).toContain('At least AED 200.00.');
    expect(text).toContain('Your personal information first');
    expect(text).toContain('No withdrawals yet');
  });

  it("retrieve-charge: a charge that is not the account's is not found", async () => {
    const page = await renderer.page('/en/retrieve-charge?charge_id=987654', session);
    expect(page.status).toBe(404);
    expect((await renderer.page('/en/retrieve-charge?charge_id=abc', session)).status).toBe(404);
  });
});

describe('the wallet pages, as a guest', () => {
  it('sends a guest to log in first', async () => {
    for (const path of [
      '/en/my-wallet',
      '/en/payment-methods',
      '/en/withdraw',
      '/en/retrieve-charge?charge_id=1',
    ]) {
      const page = await renderer.page(path);
      expect(page.status, path).toBe(302);
    }
  });

  it("retrieve-mobile-charge: the apps' page has no site around it, and without a session only sends back to the app", async () => {
    const page = await renderer.page('/en/retrieve-mobile-charge?charge_id=1');
    expect(page.status).toBe(200);
    expect(problemsOf(page)).toEqual([]);
    expect(page.sent).not.toMatch(/<header|<footer/);
    expect(textOf(page)).toContain('the app shows the result of your payment');
  });
});
