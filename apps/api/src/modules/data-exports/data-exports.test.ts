import { DATA_EXPORT_LINK_HOURS } from '@wasla/shared/business-constants';
import { dataExportSchema, latestDataExportSchema } from '@wasla/shared/contracts/data-exports';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFactory, dealFactory, reviewFactory, serviceFactory } from '../../db/factories';
import { users } from '../../db/schema/accounts';
import { chatMessages, conversationMembers, conversations } from '../../db/schema/chat';
import { dataExports } from '../../db/schema/data-exports';
import { advanceClock, resetClock } from '../../lib/clock';
import { TEST_PASSWORD } from '../../test/accounts';
import { account, fund, key, type Member } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { dataExportsRepository } from './data-exports.repository';

let t: TestApp;
let owner: Member;
let other: Member;
let exportId: number;
const SECRET = 'sealed-totp-secret-never-exported';

const as = (who: Member, lang = 'en') => ({ ...who.auth, 'content-language': lang });
const ask = (who: Member, lang = 'en') =>
  t.api('POST', '/account/data-exports', { headers: { ...as(who, lang), ...key() } });

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = await Promise.all([account(t, 'Dana Owner'), account(t, 'Omar Other')]);
  const db = t.app.database.db;
  await db
    .update(users)
    .set({ twoFactorSecret: SECRET, fcmToken: 'push-token-private' })
    .where(eq(users.id, owner.id));
  const stranger = await accountFactory.one(db, { name: 'Sami Stranger' });
  await serviceFactory.one(db, { userId: owner.id, type: 'provided', name: { en: 'Calligraphy lessons' } });
  await serviceFactory.one(db, { userId: owner.id, type: 'requested', name: { en: 'Need a logo' } });
  const theirs = await serviceFactory.one(db, {
    userId: stranger.id,
    type: 'provided',
    name: { en: 'Tiling' },
  });
  await dealFactory.one(db, {
    serviceId: theirs.id,
    clientId: owner.id,
    providerId: stranger.id,
    senderId: owner.id,
    stage: 'pending',
    title: '=cmd|bathroom tiles',
    price: 123_45n,
  });
  // A draft of the other side's is theirs alone until it is sent.
  await dealFactory.one(db, {
    serviceId: theirs.id,
    clientId: owner.id,
    providerId: stranger.id,
    senderId: stranger.id,
    stage: 'draft',
    title: 'Unsent draft of the stranger',
  });
  await reviewFactory.one(db, {
    serviceId: theirs.id,
    providerId: stranger.id,
    reviewerId: owner.id,
    comment: 'Tidy work',
  });
  const [pair] = await db
    .insert(conversations)
    .values({
      firstUserId: Math.min(owner.id, stranger.id),
      secondUserId: Math.max(owner.id, stranger.id),
      lastSeq: 2,
    })
    .returning();
  await db.insert(conversationMembers).values([
    { conversationId: pair!.id, userId: owner.id },
    { conversationId: pair!.id, userId: stranger.id },
  ]);
  await db.insert(chatMessages).values([
    { conversationId: pair!.id, seq: 1, senderId: owner.id, body: 'Hello, "are you free"?' },
    { conversationId: pair!.id, seq: 2, senderId: stranger.id, body: 'Yes, tomorrow' },
  ]);
  await fund(t, owner.id, 12_345n);
});
afterAll(async () => {
  resetClock();
  await t.close();
});

describe('the data export', () => {
  it('is asked for once: two requests at the same instant make one export', async () => {
    const empty = await t.api('GET', '/account/data-exports/latest', { headers: as(owner) });
    expect(latestDataExportSchema.parse(empty.json().data)).toEqual({ export: null });
    const [a, ...others] = await Promise.all([ask(owner), ask(owner), ask(owner), ask(owner)]);
    expect(a.statusCode).toBe(200);
    const first = dataExportSchema.parse(a.json().data);
    for (const b of others)
      expect([b.statusCode, b.json().data?.id, b.json().code]).toEqual([200, first.id, undefined]);
    // The partial unique index is the last word, whatever the service checked before.
    const db = t.app.database.db;
    expect(await dataExportsRepository.insertPending(db, owner.id, 'en', new Date())).toBeUndefined();
    expect(first.state).toBe('requested');
    exportId = first.id;
    const again = await ask(owner);
    expect(again.json().data.id).toBe(exportId);
    expect(again.json().message.txt).toEqual(['Your data is already being prepared.']);
    const rows = await t.app.database.db.select().from(dataExports).where(eq(dataExports.userId, owner.id));
    expect(rows).toHaveLength(1);
    const early = await t.api('GET', `/account/data-exports/${exportId}/download`, { headers: as(owner) });
    expect(early.statusCode).toBe(409);
  });

  it('is prepared by the worker, then the owner is notified and mailed the link', async () => {
    await t.app.worker.drain();
    const res = await t.api('GET', `/account/data-exports/${exportId}`, { headers: as(owner) });
    const ready = dataExportSchema.parse(res.json().data);
    expect(ready.state).toBe('ready');
    expect(Date.parse(ready.expires_at!) - Date.parse(ready.ready_at!)).toBe(
      DATA_EXPORT_LINK_HOURS * 3_600_000,
    );
    expect(ready.size_bytes).toBeGreaterThan(0);
    const bell = await t.api('GET', '/notifications/latest', { headers: as(owner) });
    const notice = bell.json().data.data.find((n: { kind: string }) => n.kind === 'data_export_ready');
    expect(notice).toMatchObject({ link: '/account-settings#your-data', sender_slug: 'wasla-team' });
    const mailbox = await t.api('GET', `/dev/mailbox?to=${encodeURIComponent(owner.email)}`);
    const mail = mailbox
      .json()
      .data.find((m: { subject: string }) => m.subject === 'Your Wasla data is ready');
    expect(mail.text).toContain(`/en/data-exports/${exportId}/download`);
  });

  it('downloads as a ZIP whose files hold the owner data and no secret', async () => {
    const res = await t.api('GET', `/account/data-exports/${exportId}/download`, { headers: as(owner) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const text = (name: string) => strFromU8(files[name]!);
    const json = (name: string) => JSON.parse(text(name));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.txt', 'profile.json', 'deals.csv']));
    expect(text('README.txt')).toContain('Your data on Wasla');
    expect(json('profile.json')).toMatchObject({ id: owner.id, name: 'Dana Owner', email: owner.email });
    expect(json('services.json').map((s: { name: { en: string } }) => s.name.en)).toEqual([
      'Calligraphy lessons',
    ]);
    expect(json('requests.json').map((s: { name: { en: string } }) => s.name.en)).toEqual(['Need a logo']);
    const deals = json('deals.json');
    expect(deals).toHaveLength(1);
    expect(deals[0]).toMatchObject({ my_role: 'client', price: '12345', title: '=cmd|bathroom tiles' });
    // The byte order mark, which the decoder drops, so spreadsheets read the file as UTF-8.
    expect([...files['deals.csv']!.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text('deals.csv').split('\r\n')[0]).toBe(
      'id,code,my_role,stage,title,service_id,client_id,provider_id,currency,price,total,sent_at,paid_at,completed_at',
    );
    expect(text('deals.csv')).toContain(",'=cmd|bathroom tiles,");
    expect(json('messages.json').map((m: { direction: string }) => m.direction)).toEqual([
      'sent',
      'received',
    ]);
    expect(text('messages.csv')).toContain('"Hello, ""are you free""?"');
    expect(json('reviews.json')[0]).toMatchObject({ direction: 'given', comment: 'Tidy work' });
    expect(json('wallet_statement.json')[0]).toMatchObject({
      amount_minor: '12345',
      currency: 'AED',
      wallet: 'available',
    });
    expect(text('wallet_statement.csv').split('\r\n')[0]).toContain('amount_minor,balance_after_minor');
    expect(text('notifications.csv').split('\r\n')[0]).toBe('id,kind,message,read_at,created_at');
    const everything = Object.keys(files).map(text).join('\n');
    const [row] = await t.app.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row!.passwordHash).toBeTruthy();
    expect(everything).not.toContain(row!.passwordHash!);
    expect(everything).not.toContain(SECRET);
    expect(everything).not.toContain('push-token-private');
    expect(everything).not.toContain('password_hash');
    expect(everything).not.toContain('Unsent draft of the stranger');
  });

  it('is the owner alone: another account and a guest are told it does not exist', async () => {
    for (const path of [`/account/data-exports/${exportId}`, `/account/data-exports/${exportId}/download`]) {
      const theirs = await t.api('GET', path, { headers: as(other) });
      const missing = await t.api('GET', path.replace(String(exportId), '2147483000'), {
        headers: as(other),
      });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(missing.json());
      expect((await t.api('GET', path)).statusCode).toBe(401);
    }
    for (const id of ['2147483648', '1%00', '-1', '1.5'])
      expect((await t.api('GET', `/account/data-exports/${id}`, { headers: as(other) })).statusCode).toBe(
        422,
      );
  });

  it('waits an hour before a new export, in the asker language', async () => {
    const res = await ask(owner, 'fr');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('data_export_too_soon');
    expect(res.json().message.txt[0]).toMatch(/Vous pourrez en demander une nouvelle dans 60 min/);
  });

  it('expires 24 hours after it is ready: 410, then the sweep removes the file', async () => {
    advanceClock(DATA_EXPORT_LINK_HOURS * 3_600_000 + 1000);
    // A day later the access token has lapsed too: the owner signs in again.
    const login = await t.api('POST', '/login', { body: { email: owner.email, password: TEST_PASSWORD } });
    owner = { ...owner, auth: { ...owner.auth, authorization: `Bearer ${login.json().data.token}` } };
    const gone = await t.api('GET', `/account/data-exports/${exportId}/download`, {
      headers: as(owner, 'ar'),
    });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message.txt[0]).toContain('انتهت صلاحية رابط التنزيل');
    await t.app.sweep();
    const [row] = await t.app.database.db.select().from(dataExports).where(eq(dataExports.id, exportId));
    expect(row!.file).toBeNull();
    const latest = await t.api('GET', '/account/data-exports/latest', { headers: as(owner) });
    expect(latest.json().data.export).toMatchObject({ id: exportId, state: 'expired', size_bytes: null });
    expect(
      (await t.api('GET', `/account/data-exports/${exportId}/download`, { headers: as(owner) })).statusCode,
    ).toBe(410);
    // A new one may be asked for now; the old file is gone from the disk.
    const next = await ask(owner);
    expect(next.json().data.id).not.toBe(exportId);
    const count = await t.app.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from data_exports where user_id = ${owner.id}`,
    );
    expect(Number(count.rows[0]!.n)).toBe(2);
  });
});
