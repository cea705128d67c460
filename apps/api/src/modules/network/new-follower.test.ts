import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock } from '../../lib/clock';
import { signUpVerified } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

// A new follower is told to the account followed, through the outbox, once per follower and day.
type Account = Awaited<ReturnType<typeof signUpVerified>> & { id: number; slug: string };
type Told = { kind: string; message: string; sender_name: string; link: string | null };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => resetClock());
afterAll(() => t.close());

async function account(name: string): Promise<Account> {
  const signed = await signUpVerified(t, name);
  const rows = await t.app.database.db.execute<{ id: number; slug: string }>(
    sql`select id, slug from users where email = ${signed.email}`,
  );
  return { ...signed, ...rows.rows[0]! };
}
const follow = (who: Account, id: number, method: 'POST' | 'DELETE' = 'POST') =>
  t.api(method, `/networks/${id}/follow`, { headers: who.auth });
async function told(who: Account, lang = 'en'): Promise<Told[]> {
  await t.app.worker.drain();
  const res = await t.api('GET', '/notifications?per_page=50', {
    headers: { ...who.auth, 'content-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data as Told[];
}

describe('a new follower', () => {
  it('is told to the account followed, signed by the follower, linking to their profile', async () => {
    const followed = await account('Followed Fatima');
    const follower = await account('Following Farid');
    expect((await follow(follower, followed.id)).statusCode).toBe(200);
    expect(await told(followed)).toEqual([
      expect.objectContaining({
        kind: 'new_follower',
        message: 'Following Farid started following you',
        sender_name: 'Following Farid',
        link: `/provider/${follower.slug}`,
      }),
    ]);
    expect((await told(followed, 'ar'))[0]!.message).toBe('بدأ Following Farid بمتابعتك');
    expect(await told(follower)).toEqual([]);
  });

  it('is told once for a follow sent twice at the same instant, or followed again within a day', async () => {
    const followed = await account('Popular Pia');
    const follower = await account('Fickle Fred');
    const answers = await Promise.all([follow(follower, followed.id), follow(follower, followed.id)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(answers.map((res) => res.json().data.followers_count)).toContain(1);
    await follow(follower, followed.id, 'DELETE');
    await follow(follower, followed.id);
    expect((await told(followed)).map((n) => n.kind)).toEqual(['new_follower']);

    // A day later, following again after an unfollow is news again.
    await t.app.database.db.execute(sql`update notifications set created_at = created_at - interval '25 hours'
      where recipient_id = ${followed.id}`);
    await follow(follower, followed.id, 'DELETE');
    await follow(follower, followed.id);
    expect((await told(followed)).map((n) => n.kind)).toEqual(['new_follower', 'new_follower']);
  });

  it('is not told when the follow was undone before it was handled', async () => {
    const followed = await account('Quiet Qamar');
    const follower = await account('Undecided Umar');
    await follow(follower, followed.id);
    await follow(follower, followed.id, 'DELETE');
    expect(await told(followed)).toEqual([]);
  });

  it('is told only while both accounts exist', async () => {
    const followed = await account('Leaving Lina');
    const follower = await account('Staying Sami');
    await follow(follower, followed.id);
    await t.app.database.db.execute(sql`update users set deleted_at = now() where id = ${followed.id}`);
    await t.app.worker.drain();
    const rows = await t.app.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from notifications where recipient_id = ${followed.id}`,
    );
    expect(Number(rows.rows[0]!.n)).toBe(0);
  });
});
