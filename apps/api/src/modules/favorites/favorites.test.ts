import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serviceFactory } from '../../db/factories';
import { advanceClock, resetClock } from '../../lib/clock';
import { signUpVerified } from '../../test/accounts';
import { categoryPair, insertListedService, insertProvider } from '../../test/listed-services';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let me: Awaited<ReturnType<typeof signUpVerified>>;
let myId: number;
let providerId: number;
const services: Record<string, number> = {};

const add = (type: string, typeId: number, headers = me.auth) =>
  t.api('POST', '/favorites', { headers, body: { type, type_id: typeId } });
const remove = (type: string, typeId: number) =>
  t.api('DELETE', '/favorites', { headers: me.auth, body: { type, type_id: typeId } });
const listOf = async (path: string) => {
  const res = await t.api('GET', path, { headers: me.auth });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    data: { id: number; name: string }[];
    meta: { total: number; per_page: number };
  };
};

beforeAll(async () => {
  t = await createTestApp();
  me = await signUpVerified(t, 'Collector');
  const rows = await t.app.database.db.execute<{ id: number }>(
    sql`select id from users where email = ${me.email}`,
  );
  myId = rows.rows[0]!.id;
  const cats = await categoryPair(t, 0);
  const p = await insertProvider(t, 'Kept Provider', { rating: '4.00' });
  providerId = p.id;
  for (const [key, status] of [
    ['open', 'open'],
    ['holiday', 'holiday'],
    ['closed', 'closed'],
  ] as const) {
    services[key] = (
      await insertListedService(t, {
        userId: p.id,
        names: { en: `Service ${key}` },
        mainCategoryId: cats.mainId,
        status,
      })
    ).id;
  }
  const draft = await serviceFactory.one(t.app.database.db, { userId: p.id, name: { en: 'Draft' } });
  services.draft = draft.id;
});
afterEach(() => resetClock());
afterAll(() => t.close());

describe('POST and DELETE /favorites', () => {
  it('adds an open, holiday or closed service and a provider, twice without harm', async () => {
    for (const key of ['open', 'holiday', 'closed']) {
      advanceClock(60_000);
      const res = await add('service', services[key]!);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        data: { type: 'service', type_id: services[key], is_favorite: true },
        message: { txt: ['Added to your favourites.'] },
      });
    }
    advanceClock(60_000);
    expect((await add('provider', providerId)).statusCode).toBe(200);
    expect((await add('service', services.open!)).statusCode).toBe(200);
    const ids = (await t.api('GET', '/favorites/ids', { headers: me.auth })).json().data;
    expect(ids.service.sort()).toEqual([services.open, services.holiday, services.closed].sort());
    expect(ids.provider).toEqual([providerId]);
  });

  it('answers 404 for a draft, a deleted or an unknown target', async () => {
    const draft = await add('service', services.draft!);
    expect(draft.statusCode).toBe(404);
    expect(draft.json().message.txt).toEqual(['This service is not available.']);
    expect((await add('service', 999_999)).statusCode).toBe(404);
    const unknown = await add('provider', 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message.txt).toEqual(['This account does not exist or has been deleted.']);
  });

  it('refuses my own account with 422', async () => {
    const res = await add('provider', myId, { ...me.auth, 'content-language': 'fr' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'favorite_own_account',
      message: { txt: ['Vous ne pouvez pas ajouter votre propre compte à vos favoris.'] },
    });
  });

  it('checks the body', async () => {
    const res = await t.api('POST', '/favorites', { headers: me.auth, body: { type: 'article' } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().message).sort()).toEqual(['type', 'type_id']);
  });

  it('needs a signed-in account', async () => {
    expect((await t.api('POST', '/favorites', { body: { type: 'service', type_id: 1 } })).statusCode).toBe(
      401,
    );
    expect((await t.api('GET', '/favorites/ids')).statusCode).toBe(401);
    expect((await t.api('GET', '/favorites')).statusCode).toBe(401);
  });
});

describe('GET /favorites', () => {
  it('lists favourite services as cards, latest or oldest first, skipping deleted ones', async () => {
    const latest = await listOf('/favorites?type=service');
    expect(latest.data.map((c) => c.id)).toEqual([services.closed, services.holiday, services.open]);
    expect(latest.meta.total).toBe(3);
    const oldest = await listOf('/favorites/service?sortBy=oldest&perPage=20');
    expect(oldest.data.map((c) => c.id)).toEqual([services.open, services.holiday, services.closed]);
    expect(oldest.meta.per_page).toBe(20);

    await t.app.database.db.execute(
      sql`update services set deleted_at = now() where id = ${services.holiday!}`,
    );
    const after = await listOf('/favorites/service');
    expect(after.data.map((c) => c.id)).toEqual([services.closed, services.open]);
    expect(after.meta.total).toBe(2);
  });

  it('lists favourite providers as provider cards', async () => {
    const providers = await listOf('/favorites/provider');
    expect(providers.data).toHaveLength(1);
    expect(providers.data[0]).toMatchObject({ id: providerId, name: 'Kept Provider', rating: '4.00' });
    expect((await listOf('/favorites?type=provider')).data.map((c) => c.id)).toEqual([providerId]);
  });

  it('removes, also twice, and also a favourite whose service was deleted', async () => {
    const res = await remove('service', services.open!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { type: 'service', type_id: services.open, is_favorite: false },
      message: { txt: ['Removed from your favourites.'] },
    });
    expect((await remove('service', services.open!)).statusCode).toBe(200);
    expect((await remove('service', services.holiday!)).statusCode).toBe(200);
    expect((await remove('provider', providerId)).statusCode).toBe(200);
    const ids = (await t.api('GET', '/favorites/ids', { headers: me.auth })).json().data;
    expect(ids).toEqual({ service: [services.closed], provider: [] });
  });
});
