import { createTestApp, IN_MEMORY, type TestApp } from '@wasla/api/testing';
import { emptyReply } from '@wasla/shared/contracts/replies';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loader as aboutUs } from '../../routes/about-us';
import { loader as categoriesGuide } from '../../routes/categories-guide';
import { loader as category } from '../../routes/category';
import { loader as faq } from '../../routes/faq';
import { loader as home } from '../../routes/home';
import { loader as providers } from '../../routes/providers';
import { loader as siteMap } from '../../routes/site-map';
import { inProcessContext } from '../../test/in-process-api';
import { apiFor } from './client.server';
import { ReplyContractError } from './reply-check';

let t: TestApp;
let context: AppLoadContext;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: IN_MEMORY });
  context = inProcessContext(t);
});
afterAll(() => t.close());

/** The arguments React Router gives a loader for `path`, as a guest. */
const argsFor = (path: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://localhost${path}`), params: { lang: 'en', ...params }, context }) as never;

describe('the web client against the real API', () => {
  it('fails loudly when a reply does not match the contract the call names', async () => {
    const wrong = z.array(z.object({ id: z.string() }));
    await expect(apiFor(context, 'en').get(wrong, '/countries')).rejects.toThrow(ReplyContractError);
    await expect(apiFor(context, 'en').get(wrong, '/countries')).rejects.toThrow(/GET \/countries.*0\.id/);
  });

  it('checks failures against the failure envelope and hands them to the caller', async () => {
    const res = await apiFor(context, 'en').request(emptyReply, 'GET', '/no-such-route');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: true, code: 'not_found' });
  });

  // Every API read of these pages goes through its contract in tests, so a reply that drifts from
  // the shared schema fails here before a page shows it.
  it.each([
    ['home', () => home(argsFor('/en'))],
    ['category listing', () => category(argsFor('/en/category'))],
    ['providers', () => providers(argsFor('/en/providers'))],
    ['faq', () => faq(argsFor('/en/faq'))],
    ['about us', () => aboutUs(argsFor('/en/about-us'))],
    ['categories guide', () => categoriesGuide(argsFor('/en/categories-guide'))],
    ['site map', () => siteMap(argsFor('/en/site-map'))],
  ])('the %s page reads every reply through its contract', async (_page, load) => {
    await expect(load()).resolves.toBeTruthy();
  });
});
