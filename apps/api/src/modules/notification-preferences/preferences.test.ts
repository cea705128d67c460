import { NOTIFICATION_TOPICS, TOPIC_CHANNELS } from '@wasla/shared/contracts/notification-preferences';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { account, type Member } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUnsubscribeTokens } from './unsubscribe-token';

const SECRET = 'the secret these tests sign unsubscribe links with';
const tokens = createUnsubscribeTokens(SECRET);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_SECRET: SECRET });
});
afterAll(() => t?.close());

const as = (member: Member, lang = 'en') => ({ ...member.auth, 'content-language': lang });
const read = async (member: Member) => {
  const res = await t.api('GET', '/notification-preferences', { headers: as(member) });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(
    (res.json().data.topics as { topic: string; push: boolean | null; email: boolean | null }[]).map(
      ({ topic, ...channels }) => [topic, channels],
    ),
  );
};
const change = (member: Member, topics: unknown, lang = 'en') =>
  t.api('PUT', '/notification-preferences', { headers: as(member, lang), body: { topics } });

describe('notification preferences', () => {
  it('are for signed-in, verified accounts', async () => {
    expect((await t.api('GET', '/notification-preferences')).statusCode).toBe(401);
    expect(
      (
        await t.api('PUT', '/notification-preferences', {
          body: { topics: [{ topic: 'deals', push: false }] },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('start at every topic’s defaults, null where a topic does not offer a channel', async () => {
    const me = await account(t, 'Default Reader');
    const topics = await read(me);
    expect(Object.keys(topics)).toEqual([...NOTIFICATION_TOPICS]);
    for (const topic of NOTIFICATION_TOPICS) {
      expect(topics[topic], topic).toEqual({
        push: TOPIC_CHANNELS[topic].push ?? null,
        email: TOPIC_CHANNELS[topic].email ?? null,
      });
    }
    // What matters reaches both ways by default; chat messages and the digest are e-mail only.
    expect(topics.deals).toEqual({ push: true, email: true });
    expect(topics.messages).toEqual({ push: null, email: true });
    expect(topics.disputes).toEqual({ push: true, email: null });
  });

  it('change the channels named and keep the rest, for the caller alone', async () => {
    const me = await account(t, 'Choosing Reader');
    const other = await account(t, 'Other Reader');
    const res = await change(me, [
      { topic: 'deals', email: false },
      { topic: 'payments', push: false },
      { topic: 'digest', email: false },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.txt).toEqual(['Your choices are saved.']);
    const mine = await read(me);
    expect(mine.deals).toEqual({ push: true, email: false });
    expect(mine.payments).toEqual({ push: false, email: true });
    expect(mine.digest).toEqual({ push: null, email: false });
    // A second change of one channel leaves the other as it was set.
    await change(me, [{ topic: 'deals', push: false }]);
    expect((await read(me)).deals).toEqual({ push: false, email: false });
    await change(me, [{ topic: 'deals', email: true }]);
    expect((await read(me)).deals).toEqual({ push: false, email: true });
    // Nobody else's choices moved.
    expect((await read(other)).deals).toEqual({ push: true, email: true });
    expect((await read(other)).payments).toEqual({ push: true, email: true });
  });

  it('refuse a topic that does not exist, a channel a topic does not offer, and malformed changes', async () => {
    const me = await account(t, 'Careless Reader');
    const before = await read(me);
    const refused = async (topics: unknown, field: string) => {
      const res = await change(me, topics);
      expect(res.statusCode, JSON.stringify(topics)).toBe(422);
      expect(Object.keys(res.json().message), JSON.stringify(topics)).toContain(field);
    };
    await refused([{ topic: 'weather', push: true }], 'topics.0.topic');
    await refused([{ topic: 'messages', push: true }], 'topics.0.push');
    await refused(
      [
        { topic: 'deals', email: false },
        { topic: 'disputes', email: false },
      ],
      'topics.1.email',
    );
    await refused([{ topic: 'deals', push: 'no' }], 'topics.0.push');
    await refused(
      [
        { topic: 'deals', push: false },
        { topic: 'deals', push: true },
      ],
      'topics.1.topic',
    );
    await refused([], 'topics');
    await refused('deals', 'topics');
    // Nothing of a refused change was kept, not even its valid part.
    expect(await read(me)).toEqual(before);
    const ar = await change(me, [{ topic: 'messages', push: true }], 'ar');
    expect(ar.json().message['topics.0.push']).toEqual([expect.stringMatching(/[\u0600-\u06ff]/)]);
  });
});

describe('an unsubscribe link', () => {
  const describeLink = (token: string, lang = 'en') =>
    t.api('GET', `/notification-preferences/unsubscribe?token=${encodeURIComponent(token)}`, {
      headers: { 'content-language': lang },
    });
  const follow = (token: unknown, lang = 'en') =>
    t.api('POST', '/notification-preferences/unsubscribe', {
      headers: { 'content-language': lang },
      body: { token },
    });

  it('says what it would stop without changing anything, then stops that topic’s e-mails without a session', async () => {
    const me = await account(t, 'Unsubscribing Reader');
    const token = tokens.sign(me.id, 'deals');
    const shown = await describeLink(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toEqual({ topic: 'deals', email: true });
    // Opening it (as a mail scanner does) changed nothing.
    expect((await read(me)).deals).toEqual({ push: true, email: true });

    const done = await follow(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ topic: 'deals', email: false });
    expect((await read(me)).deals).toEqual({ push: true, email: false });
    expect((await read(me)).payments).toEqual({ push: true, email: true });
    expect((await describeLink(token)).json().data).toEqual({ topic: 'deals', email: false });
    // Following it again is harmless.
    expect((await follow(token)).statusCode).toBe(200);
  });

  it('of another account stops that account’s e-mails only', async () => {
    const me = await account(t, 'Reader Kept');
    const other = await account(t, 'Reader Leaving');
    expect((await follow(tokens.sign(other.id, 'messages'))).statusCode).toBe(200);
    expect((await read(other)).messages).toEqual({ push: null, email: false });
    expect((await read(me)).messages).toEqual({ push: null, email: true });
  });

  it('forged, altered, foreign or void answers "Invalid link" in the reader’s language, never a 5xx', async () => {
    const me = await account(t, 'Forged Reader');
    const other = await account(t, 'Forging Reader');
    const good = tokens.sign(me.id, 'deals');
    const signature = good.split('.')[2];
    const gone = await account(t, 'Gone Reader');
    await t.app.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    for (const token of [
      `${other.id}.deals.${signature}`,
      `${me.id}.payments.${signature}`,
      createUnsubscribeTokens('some other secret of enough length').sign(me.id, 'deals'),
      `${good.slice(0, -2)}xx`,
      tokens.sign(me.id, 'disputes' as never),
      tokens.sign(gone.id, 'deals'),
      tokens.sign(2_000_000_000, 'deals'),
      'nonsense',
      '',
      'x'.repeat(5_000),
    ]) {
      for (const res of [await follow(token), await describeLink(token)]) {
        expect(res.statusCode, token.slice(0, 80)).toBe(422);
        expect(res.json().message.token, token.slice(0, 80)).toEqual(['Invalid link.']);
      }
    }
    expect((await follow(`${other.id}.deals.${signature}`, 'ar')).json().message.token).toEqual([
      expect.stringMatching(/[\u0600-\u06ff]/),
    ]);
    for (const body of [{}, { token: 12 }, { token: null }]) {
      expect((await t.api('POST', '/notification-preferences/unsubscribe', { body })).statusCode).toBe(422);
    }
    expect((await t.api('GET', '/notification-preferences/unsubscribe')).statusCode).toBe(422);
    expect((await read(me)).deals).toEqual({ push: true, email: true });
    expect((await read(other)).deals).toEqual({ push: true, email: true });
  });
});
