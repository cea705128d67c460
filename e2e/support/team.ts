import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { stepAt, totpForStep } from '@wasla/api/lib/totp';
import { E2E_CONTROL_URL } from '../server-address';
import { PASSWORD } from './accounts';

/** The API key every call of the web client sends (the journeys' server accepts the default). */
export const API_KEY = { 'x-api-key': 'wasla-web-2f6c1d9e' };

/** What an authenticator app shows for `key` now, or `steps` periods later (the server allows one). */
export const appCode = (key: string, steps = 0) => totpForStep(key, stepAt(Date.now()) + steps);

/** Grants the account of `email` a team role, as `npm run team -- grant` does. */
export async function grantRole(page: Page, email: string, role: string) {
  const granted = await page.request.post(`${E2E_CONTROL_URL}/team-role`, { data: { email, role } });
  expect(granted.ok(), await granted.text()).toBe(true);
}

/**
 * Turns on two-step verification for the account of `email` through the API, as a person does with
 * an authenticator app. Answers the headers of an API session of that account and the app's key.
 * Sessions opened before (the browser's) stay signed in.
 */
export async function armTwoFactor(request: APIRequestContext, email: string) {
  const login = await request.post('/api/v1/login', {
    headers: API_KEY,
    data: { email, password: PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const headers = { ...API_KEY, authorization: `Bearer ${(await login.json()).data.token}` };
  const setup = await request.post('/api/v1/two-factor/setup', { headers, data: { password: PASSWORD } });
  expect(setup.ok(), await setup.text()).toBe(true);
  const key: string = (await setup.json()).data.secret;
  const enabled = await request.post('/api/v1/two-factor/enable', { headers, data: { code: appCode(key) } });
  expect(enabled.ok(), await enabled.text()).toBe(true);
  return { headers, key };
}

/**
 * Makes the account of `email` a team member with `role` and turns on the two-step verification a
 * team account must have before any role works: an API session of it, and its authenticator key.
 */
export async function joinTeam(page: Page, request: APIRequestContext, email: string, role: string) {
  await grantRole(page, email, role);
  return armTwoFactor(request, email);
}
