import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** A suggestion with a malformed address and a message too short: refused, with the reasons. */
async function sendShortSuggestion(page: Page) {
  await page.getByLabel('Your name').fill('Salma Haddad');
  await page.getByLabel('E-mail').fill('salma@example');
  await page.getByLabel('Subject').fill('Dark theme');
  await page.getByLabel('Your suggestion').fill('Too short');
  await page.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(page.getByText('The Email field must be a valid email.')).toBeVisible();
}

test('suggestions: errors beside the fields keep what was typed, then a success toast', async ({ page }) => {
  await page.goto('/en/suggestions');
  await sendShortSuggestion(page);
  await expect(page.getByText('Message must be at least 20 characters.')).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('Salma Haddad');
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('E-mail').fill('salma@example.com');
  await page.getByLabel('Your suggestion').fill('A dark theme would help me work at night.');
  await page.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(
    page
      .getByRole('alertdialog')
      .or(page.getByRole('region'))
      .getByText('Your suggestion has reached our team'),
  ).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('');
});

test('app rating in Arabic: stars are required, then the rating is stored', async ({ page }) => {
  await page.goto('/ar/app-rating');
  await page.getByLabel('تعليقك').fill('تطبيق رائع وسهل الاستخدام');
  await page.getByRole('button', { name: 'إرسال التقييم' }).click();
  await expect(page.getByText('يرجى اختيار تقييم من نجمة إلى خمس نجوم.')).toBeVisible();
  await expect(page.getByLabel('تعليقك')).toHaveValue('تطبيق رائع وسهل الاستخدام');
  // The star is what a person clicks; the radio input inside it is visually hidden.
  await page.locator('label', { has: page.getByRole('radio', { name: '4 نجوم' }) }).click();
  await expect(page.getByRole('radio', { name: '4 نجوم' })).toBeChecked();
  await page.getByRole('button', { name: 'إرسال التقييم' }).click();
  await expect(page.getByText('شكراً لتقييمك التطبيق.')).toBeVisible();
});

test('a form sent before any script runs is answered as a page, not refused', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/suggestions');
  await sendShortSuggestion(page);
  await expect(page.getByLabel('Your name')).toHaveValue('Salma Haddad');
  await context.close();
});

test('a form posted from another site is refused with 403, never a server error', async ({ request }) => {
  const form = { name: 'Mallory', email: 'mallory@example.com', subject: 'Hello', message: 'x'.repeat(40) };
  for (const origin of ['https://evil.example', 'null']) {
    const forged = await request.post('/en/suggestions', { headers: { origin }, form });
    expect(forged.status()).toBe(403);
  }
});
