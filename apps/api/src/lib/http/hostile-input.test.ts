import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, TEST_PASSWORD } from '../../test/accounts';
import {
  type HostileCase,
  hostileCasesOf,
  type OpenApiDocument,
  operationsOf,
  type WalkContext,
} from '../../test/hostile-cases';
import { categoryPair, insertListedService, insertProvider } from '../../test/listed-services';
import { picture } from '../../test/services';
import { createTestApp, TEST_API_KEY, type TestApp } from '../../test/test-app';
import { isDataException } from './database-errors';

/**
 * The document held 109 operations when this walk was written. A floor a little under that keeps a
 * broken document (or a walk that finds nothing) from passing, while routes may still come and go.
 */
const MIN_OPERATIONS = 100;

let t: TestApp;
/** Requests whose value reached SQL and was refused there: the handler's 400 hides them, this does not. */
const refusedByDatabase: string[] = [];
beforeAll(async () => {
  // Limits stay out of the way, so every hostile value reaches the route instead of a 429.
  t = await createTestApp({
    RATE_LIMIT_MAX: 1_000_000,
    CODE_SENDS_PER_CLIENT_PER_HOUR: 1_000_000,
    CODE_FAILURES_PER_CLIENT_PER_HOUR: 1_000_000,
  });
  t.app.addHook('onError', async (request, _reply, error) => {
    if (isDataException(error)) refusedByDatabase.push(`${request.method} ${request.url.slice(0, 120)}`);
  });
});
afterAll(() => t.close());

/** A verified account with a draft service of its own, so routes about "my service" go all the way. */
async function walker() {
  const account = await signUpVerified(t, 'Hostile Walker');
  const draft = await t.api('POST', '/budgets', { headers: account.auth, body: { type: 'provided' } });
  expect(draft.statusCode).toBe(200);
  return { ...account, serviceId: draft.json().data.service.id as number };
}

/** A route that never answers is as broken as one that fails: each case gets a few seconds. */
const CASE_TIMEOUT_MS = 10_000;

async function send(c: HostileCase, auth: Record<string, string>): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<number>((resolve) => {
    timer = setTimeout(() => resolve(0), CASE_TIMEOUT_MS);
  });
  const reply = t.app.inject({
    method: c.method as 'GET',
    url: c.url,
    headers: {
      'x-api-key': TEST_API_KEY,
      accept: 'application/json',
      'content-language': 'en',
      ...auth,
      ...(c.contentType ? { 'content-type': c.contentType } : {}),
      ...c.headers,
    },
    ...(c.payload === undefined ? {} : { payload: c.payload }),
  });
  try {
    return await Promise.race([reply.then((res) => res.statusCode), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe('hostile input', () => {
  it('answers no hostile id or text in any operation of the OpenAPI document with a 5xx', async () => {
    const doc: OpenApiDocument = (await t.app.inject('/api/v1/openapi.json')).json();
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThanOrEqual(MIN_OPERATIONS);

    const photo = await picture('#264653', 40, 30);
    const provider = await insertProvider(t, 'Listed Provider');
    const service = await insertListedService(t, {
      userId: provider.id,
      names: { en: 'A listed service to visit' },
      mainCategoryId: (await categoryPair(t)).mainId,
    });
    const listed = { serviceId: service.id, serviceSlug: service.slug, providerId: provider.id };
    let account = await walker();
    const failures: string[] = [];
    let cases = 0;
    const statuses = new Map<number, number>();
    for (const ref of operations) {
      for (const signedIn of [false, true]) {
        const ctx: WalkContext = {
          serviceId: account.serviceId,
          listed,
          email: signedIn ? account.email : 'hostile.walker@example.com',
          password: TEST_PASSWORD,
          picture: photo,
        };
        for (const c of hostileCasesOf(ref, ctx)) {
          const status = await send(c, signedIn ? account.auth : {});
          cases++;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500 || status === 0) {
            const who = signedIn ? 'signed in' : 'signed out';
            failures.push(`${c.operation} ${c.target} = ${c.value} (${who}): ${status || 'no answer'}`);
          }
        }
        // A hostile value may have been accepted by a route that signs out or closes the account.
        if (
          signedIn &&
          (await t.api('GET', '/user-information', { headers: account.auth })).statusCode !== 200
        )
          account = await walker();
      }
    }

    const broken = new Set(failures.map((f) => f.split(' ').slice(0, 2).join(' ')));
    const byStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([code, n]) => `${code || 'none'}×${n}`)
      .join(' ');
    // The figures the security notes quote: how much of the contract the walk covered.
    console.info(
      `hostile-input walk: ${operations.length} operations, ${cases} cases, ` +
        `${failures.length} answered 5xx or nothing in ${broken.size} operations; replies: ${byStatus}`,
    );
    expect(cases).toBeGreaterThan(operations.length * 5);
    expect(failures).toEqual([]);
    // The schemas stop every hostile value; the database's refusal is only the last line of defence.
    expect(refusedByDatabase).toEqual([]);
  }, 120_000);
});
