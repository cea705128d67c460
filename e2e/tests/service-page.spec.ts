import { E2E_CONTROL_URL } from '../server-address';
import { expect, test } from '../support/test';

test('a service address that never existed is the not-found page, with a 404 status', async ({ page }) => {
  const response = await page.goto('/en/services/no-such-service-ever');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveURL(/\/en\/services\/no-such-service-ever$/);

  const arabic = await page.goto(`/ar/services/${encodeURIComponent('خدمة-لم-تكن')}`);
  expect(arabic?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
});

for (const how of ['deleted', 'draft'] as const) {
  test(`a ${how} service says it is no longer available, then shows the services`, async ({ page }) => {
    const made = await page.request.post(`${E2E_CONTROL_URL}/gone-service`, { data: { how } });
    const { slug } = (await made.json()) as { slug: string };

    const response = await page.goto(`/en/services/${slug}`);
    expect(response?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This service has been deleted and is no longer available.',
    );
    // Said first, not skipped: the page stays a moment, then the listing follows on its own.
    await page.waitForTimeout(1_500);
    await expect(page).toHaveURL(new RegExp(`/en/services/${slug}$`));
    await expect(page).toHaveURL(/\/en\/category$/, { timeout: 10_000 });

    await page.goto(`/ar/services/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تم حذف هذه الخدمة ولم تعد متاحة.');
    await page.getByRole('link', { name: 'تصفح الخدمات' }).click();
    await expect(page).toHaveURL(/\/ar\/category$/);
  });
}
