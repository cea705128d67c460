import type { Page } from '@playwright/test';
import { E2E_CONTROL_URL } from '../server-address';
import { signUpVerified } from '../support/accounts';
import { joinTeam } from '../support/team';
import { expect, test } from '../support/test';
import { accessible, hydrated } from '../support/ui';

/** An event that failed every attempt, as the worker leaves it; answers its id. */
async function deadEvent(page: Page, error: string): Promise<number> {
  const made = await page.request.post(`${E2E_CONTROL_URL}/dead-event`, {
    data: { type: 'journey.undeliverable', error },
  });
  expect(made.ok(), await made.text()).toBe(true);
  return (await made.json()).id;
}

test('support retries one undelivered event and drops another with its reason', async ({ page, request }) => {
  const support = await signUpVerified(page, 'en', 'Sara Support', 'dead-letters');
  await joinTeam(page, request, support, 'support');
  const toRetry = await deadEvent(page, 'mail server refused');
  const toDrop = await deadEvent(page, 'address does not exist');

  await page.goto('/en/admin/outbox');
  await hydrated(page);
  const card = (id: number) => page.getByRole('listitem', { name: new RegExp(`#${id}$`) });
  await expect(card(toRetry)).toContainText('mail server refused');
  await accessible(page);

  await card(toRetry).getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('status')).toHaveText(`Event ${toRetry} will be sent again in a moment.`);
  await expect(card(toRetry)).toHaveCount(0);

  // A reason too short is refused beside its field, and the form stays open with what was typed.
  const dropping = card(toDrop);
  await dropping.getByText('Drop…').click();
  await dropping.getByLabel('Why it is dropped').fill('no');
  await dropping.getByRole('button', { name: 'Drop the event' }).click();
  await expect(dropping.getByText(/at least 5/i)).toBeVisible();
  await accessible(page);
  await dropping.getByLabel('Why it is dropped').fill('The address was removed by its owner.');
  await dropping.getByRole('button', { name: 'Drop the event' }).click();
  await expect(page.getByRole('status')).toHaveText(`Event ${toDrop} was dropped and will not be sent.`);
  await expect(card(toDrop)).toHaveCount(0);

  // Read again, the page shows neither: one is on its way, the other given up.
  await page.reload();
  await hydrated(page);
  await expect(card(toRetry)).toHaveCount(0);
  await expect(card(toDrop)).toHaveCount(0);
});
