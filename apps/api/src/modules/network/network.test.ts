import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../lib/clock';
import { signUpVerified } from '../../test/accounts';
import { insertProvider } from '../../test/listed-services';
import { createTestApp, type TestApp } from '../../test/test-app';

type Account = Awaited<ReturnType<typeof signUpVerified>> & { id: number };

let t: TestApp;
let ana: Account;
let ben: Account;
let cem: Account;

async function account(name: string): Promise<Account> {
  const signed = await signUpVerified(t, name);
  const rows = await t.app.database.db.execute<{ id: number }>(
    sql`select id from users where email = ${signed.email}`,
  );
  return { ...signed, id: rows.rows[0]!.id };
}
const follow = (who: Account, id: number, method: 'POST' | 'DELETE' = 'POST') =>
  t.api(method, `/networks/${id}/follow`, { headers: who.auth });
const namesIn = async (who: Account, side: 'followers' | 'following', query = '') => {
  const res = await t.api('GET', `/networks/${side}${query}`, { headers: who.auth });
  expect(res.statusCode).toBe(200);
  return res.json().data as { data: { name: string }[]; meta: { total: number; per_page: number } };
};

beforeAll(async () => {
  t = await createTestApp();
  ana = await account('Ana');
  ben = await account('Ben');
  cem = await account('Cem');
});
afterEach(() => resetClock());
afterAll(() => t.close());

describe('following', () => {
  it('follows, twice without harm, and answers with the new count of followers', async () => {
    const first = await follow(ben, ana.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      data: { is_following: true, followers_count: 1 },
      message: { txt: ['You are now following this account.'] },
    });
    expect((await follow(ben, ana.id)).json().data.followers_count).toBe(1);
    advanceClock(60_000);
    expect((await follow(cem, ana.id)).json().data.followers_count).toBe(2);
    expect((await follow(ana, ben.id)).json().data.followers_count).toBe(1);
  });

  it('lists my followers and whom I follow, newest first, in pages', async () => {
    const followers = await namesIn(ana, 'followers');
    expect(followers.data.map((m) => m.name)).toEqual(['Cem', 'Ben']);
    expect(followers.meta.total).toBe(2);
    expect(followers.data[0]).toMatchObject({ name: 'Cem', rating: '0.00', avatar_url: null });
    expect((await namesIn(ana, 'following')).data.map((m) => m.name)).toEqual(['Ben']);
    expect((await namesIn(ana, 'followers', '?per_page=10&page=2')).data).toEqual([]);
    // Found by a part of the name, whatever its case; the pattern's own characters are plain text.
    expect((await namesIn(ana, 'followers', '?name=be')).data.map((m) => m.name)).toEqual(['Ben']);
    expect((await namesIn(ana, 'followers', '?name=%25')).meta.total).toBe(0);
    expect((await namesIn(ana, 'following', '?name=cem')).data).toEqual([]);
    const profile = (await t.api('GET', `/providers/${ana.id}`)).json().data;
    expect(profile).toMatchObject({ followers_count: 2, following_count: 1 });
  });

  it('unfollows, twice without harm', async () => {
    const res = await follow(cem, ana.id, 'DELETE');
    expect(res.json()).toMatchObject({
      data: { is_following: false, followers_count: 1 },
      message: { txt: ['You no longer follow this account.'] },
    });
    expect((await follow(cem, ana.id, 'DELETE')).json().data.followers_count).toBe(1);
  });

  it('removes a follower of mine', async () => {
    const res = await t.api('POST', `/networks/${ben.id}/remove`, { headers: ana.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ followers_count: 0 });
    expect((await namesIn(ana, 'followers')).meta.total).toBe(0);
    expect((await namesIn(ben, 'following')).meta.total).toBe(0);
  });

  it('refuses myself with 422 and an unknown or deleted account with 404', async () => {
    const self = await follow(ana, ana.id);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({
      code: 'follow_self',
      message: { txt: ['You cannot follow your own account.'] },
    });
    expect((await follow(ana, 999_999)).statusCode).toBe(404);
    const gone = await insertProvider(t, 'Gone');
    await t.app.database.db.execute(sql`update users set deleted_at = now() where id = ${gone.id}`);
    expect((await follow(ana, gone.id)).statusCode).toBe(404);
  });

  it('leaves deleted accounts out of counts and lists', async () => {
    const dan = await account('Dan');
    await follow(dan, cem.id);
    expect((await namesIn(cem, 'followers')).meta.total).toBe(1);
    await t.app.database.db.execute(sql`update users set deleted_at = now() where id = ${dan.id}`);
    expect((await namesIn(cem, 'followers')).meta.total).toBe(0);
    expect((await t.api('GET', `/providers/${cem.id}`)).json().data.followers_count).toBe(0);
  });

  it('needs a signed-in account', async () => {
    expect((await t.api('POST', `/networks/${ana.id}/follow`)).statusCode).toBe(401);
    expect((await t.api('GET', '/networks/followers')).statusCode).toBe(401);
  });
});
