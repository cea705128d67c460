import { createTestApp, IN_MEMORY, signUpVerified, type TestApp } from '@wasla/api/testing';
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessContext } from '../test/in-process-api';
import { action as logout } from './auth/logout';
import { loader as publicKey } from './push-data.public-key';
import { action as subscription } from './push-data.subscription';

let t: TestApp;
let context: AppLoadContext;
type Member = Awaited<ReturnType<typeof signUpVerified>> & { cookie: string };

async function member(name: string): Promise<Member> {
  const made = await signUpVerified(t, name);
  return { ...made, cookie: `wasla_at=${encodeURIComponent(made.token)}` };
}

/** A browser's subscription as `PushSubscription.toJSON()` gives it (its keys need not be real here). */
const browserSubscription = (endpoint: string) => ({
  endpoint,
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

/** A route's loader or action as React Router calls it for `who` (a guest without). */
async function call(
  route: (args: never) => unknown,
  who: Member | null,
  path: string,
  init: { method?: string; json?: unknown; body?: BodyInit; type?: string } = {},
) {
  const headers: Record<string, string> = who ? { cookie: who.cookie } : {};
  const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
  if (init.type ?? (init.json !== undefined && 'application/json'))
    headers['content-type'] = init.type ?? 'application/json';
  const request = new Request(`http://localhost${path}`, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  try {
    return (await route({ request, params: { lang: path.split('/')[1] }, context } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The devices the API keeps under an endpoint, read in SQL: the API's schema is its own. */
const storedFor = async (endpoint: string) =>
  (
    await t.app.database.db.execute(
      sql`select session_id as "sessionId", p256dh from push_subscriptions where endpoint = ${endpoint}`,
    )
  ).rows as { sessionId: string | null; p256dh: string }[];

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: IN_MEMORY, RATE_LIMIT_MAX: 100_000 });
  context = inProcessContext(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the push data routes', () => {
  it('give a signed-in account the site’s key, and a guest nothing', async () => {
    const nora = await member('Nora Push');
    const res = await call(publicKey, nora, '/en/push-data/public-key');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { public_key } = (await res.json()) as { public_key: string };
    const fromApi = (await t.api('GET', '/push/public-key', {})).json().data.public_key;
    expect(public_key).toBe(fromApi);
    expect(public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);

    expect((await call(publicKey, null, '/en/push-data/public-key')).status).toBe(401);
    expect(
      (await call(subscription, null, '/en/push-data/subscription', { json: browserSubscription('x') }))
        .status,
    ).toBe(401);
  });

  it('store this device’s subscription for the account once, and forget it when turned off', async () => {
    const omar = await member('Omar Push');
    const endpoint = 'http://127.0.0.1:9/push/omar-phone';
    const first = await call(subscription, omar, '/ar/push-data/subscription', {
      json: browserSubscription(endpoint),
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, changed: true });
    const [row] = await storedFor(endpoint);
    expect(row?.sessionId).toBeTruthy();
    expect(row?.p256dh).toBe(browserSubscription(endpoint).keys.p256dh);

    // Sent again (a second tab, a lost memory): nothing is written.
    const again = await call(subscription, omar, '/ar/push-data/subscription', {
      json: browserSubscription(endpoint),
    });
    expect(await again.json()).toEqual({ ok: true, changed: false });

    const off = await call(subscription, omar, '/ar/push-data/subscription', {
      method: 'DELETE',
      json: { endpoint },
    });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ ok: true });
    expect(await storedFor(endpoint)).toEqual([]);
  });

  it('refuse what is not a JSON subscription: a form of another site cannot send one', async () => {
    const sami = await member('Sami Push');
    const path = '/en/push-data/subscription';
    const form = await call(subscription, sami, path, {
      body: new URLSearchParams({ endpoint: 'http://127.0.0.1:9/push/x' }),
      type: 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    for (const json of [
      null,
      { endpoint: 'not a url', keys: browserSubscription('x').keys },
      { endpoint: 'http://127.0.0.1:9/push/x', keys: { p256dh: 'has spaces', auth: 'a' } },
      { endpoint: 'http://127.0.0.1:9/push/x' },
    ]) {
      expect((await call(subscription, sami, path, { json })).status, JSON.stringify(json)).toBe(400);
    }
    // The API's own refusal (an endpoint the server may not post to) comes back with its status.
    const file = await call(subscription, sami, path, { json: browserSubscription('file:///etc/passwd') });
    expect(file.status).toBe(422);
    expect((await call(subscription, sami, path, { method: 'PUT', json: {} })).status).toBe(405);
    expect((await call(subscription, sami, path, { method: 'DELETE', json: {} })).status).toBe(400);
  });
});

describe('logging out', () => {
  it('has the API forget the endpoint the form carries, then ends the session', async () => {
    const lina = await member('Lina Logout');
    const endpoint = 'http://127.0.0.1:9/push/lina-laptop';
    await call(subscription, lina, '/fr/push-data/subscription', { json: browserSubscription(endpoint) });
    expect(await storedFor(endpoint)).toHaveLength(1);

    const res = await call(logout, lina, '/fr/auth/logout', {
      body: new URLSearchParams({ push_endpoint: endpoint }),
      type: 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(await storedFor(endpoint)).toEqual([]);
    expect((await t.api('GET', '/user-information', { headers: lina.auth })).statusCode).toBe(401);
  });

  it('forgets only the account’s own device, and goes on when the form has none (no scripts)', async () => {
    const owner = await member('Device Owner');
    const other = await member('Someone Else');
    const endpoint = 'http://127.0.0.1:9/push/owner-phone';
    await call(subscription, owner, '/en/push-data/subscription', { json: browserSubscription(endpoint) });

    const named = await call(logout, other, '/en/auth/logout', {
      body: new URLSearchParams({ push_endpoint: endpoint }),
      type: 'application/x-www-form-urlencoded',
    });
    expect(named.status).toBe(302);
    expect(await storedFor(endpoint)).toHaveLength(1);
    expect((await t.api('GET', '/user-information', { headers: other.auth })).statusCode).toBe(401);

    const plain = await call(logout, owner, '/en/auth/logout', {
      body: new URLSearchParams({ push_endpoint: 'not an endpoint'.repeat(100) }),
      type: 'application/x-www-form-urlencoded',
    });
    expect(plain.status).toBe(302);
    expect((await t.api('GET', '/user-information', { headers: owner.auth })).statusCode).toBe(401);
    // The session is over, so the API pushes no more to the device it kept.
    const [kept] = await storedFor(endpoint);
    expect(kept).toBeDefined();
  });
});
