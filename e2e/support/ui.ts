import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Buttons that only work with scripts (copy, fold) wait for the page to hydrate. */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/** axe finds no serious or critical violation on the page as it is now. */
export async function accessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}

/** Picks an option of a select by its label: a browser `<select>`, or a React Aria select opened as a person does. */
export async function choose(page: Page, label: string, option: string | RegExp) {
  const native = page.getByRole('combobox', { name: label, exact: true });
  const trigger = page.getByRole('button', { name: new RegExp(`${label}$`) });
  await expect(native.or(trigger).first()).toBeEnabled();
  if (await native.count()) {
    const names = await native.locator('option').allTextContents();
    const name = names.find((n) => (typeof option === 'string' ? n === option : option.test(n)));
    expect(name, `${label} offers ${option}`).toBeDefined();
    await native.selectOption({ label: name! });
    await expect(native.locator('option:checked')).toHaveText(option);
    return;
  }
  await trigger.click();
  await page.getByRole('option', { name: option }).click();
  await expect(trigger).toContainText(option);
}

/**
 * Ticks a React Aria radio or checkbox by its visible chip, as a person does: the native input sits
 * visually hidden inside it.
 */
export async function tick(page: Page, role: 'radio' | 'checkbox', name: string) {
  const input = page.getByRole(role, { name, exact: true });
  await page.locator('label').filter({ has: input }).click();
  await expect(input).toBeChecked();
}
