import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../db/schema/outbox';
import { recordEvent } from '../../lib/events/record-event';
import { account, type Member, teamMember } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTeamRepository } from './team.repository';

// The audit log as the admins read it: every team decision with who, in which role, before, after, why.
let t: TestApp;
let admin: Member;
let moderator: Member;
let support: Member;
let author: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await teamMember(t, 'admin');
  moderator = await teamMember(t, 'moderator');
  support = await teamMember(t, 'support');
  author = await account(t, 'Author Aya');
});
afterAll(() => t.close());

const as = (who?: Member) => ({ headers: { ...(who?.auth ?? {}), 'content-language': 'en' } });
const audit = (query: string, who: Member = admin) => t.api('GET', `/admin/audit${query}`, as(who));

async function pendingArticle() {
  const body = `<p>${'Notes on pricing a logo for a small shop, with worked examples. '.repeat(3)}</p>`;
  const res = await t.api('POST', '/blogs', {
    ...as(author),
    body: { title: 'Pricing a logo', language: 'en', body, tags: ['design'] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

describe('the audit log', () => {
  it('holds a moderator’s decisions on articles, with the reason, for the admins to read', async () => {
    const published = await pendingArticle();
    const rejected = await pendingArticle();
    expect((await t.api('POST', `/admin/articles/${published}/publish`, as(moderator))).statusCode).toBe(200);
    const refusal = { body: { reason: 'The article copies another site word for word.' } };
    expect(
      (await t.api('POST', `/admin/articles/${rejected}/reject`, { ...as(moderator), ...refusal }))
        .statusCode,
    ).toBe(200);

    const res = await audit(`?subject_kind=article&subject_id=${published}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      entries: [
        {
          id: expect.any(Number),
          actor: { id: moderator.id, name: 'Team moderator' },
          role: 'moderator',
          action: 'article.publish',
          subject: { kind: 'article', id: String(published) },
          before: { status: 'pending' },
          after: { status: 'published' },
          reason: null,
          at: expect.any(String),
        },
      ],
      next_before: null,
    });
    const [entry] = (await audit(`?subject_kind=article&subject_id=${rejected}`)).json().data.entries;
    expect(entry).toMatchObject({
      action: 'article.reject',
      after: { status: 'rejected' },
      reason: 'The article copies another site word for word.',
    });
  });

  it('writes nothing for a decision that was refused', async () => {
    const id = await pendingArticle();
    expect((await t.api('POST', `/admin/articles/${id}/publish`, as(moderator))).statusCode).toBe(200);
    // Published already: the second decision is refused, and only the first is on record.
    expect((await t.api('POST', `/admin/articles/${id}/publish`, as(moderator))).statusCode).toBe(409);
    expect((await audit(`?subject_kind=article&subject_id=${id}`)).json().data.entries).toHaveLength(1);
  });

  it('holds a retry of a dead event by support', async () => {
    const db = t.app.database.db;
    const id = await recordEvent(db, {
      type: 'test.undeliverable',
      subject: { kind: 'test', id: 'a' },
      payload: {},
    });
    await db.update(outboxEvents).set({ state: 'dead', attempts: 10 }).where(eq(outboxEvents.id, id));
    expect((await t.api('POST', `/admin/outbox/${id}/retry`, as(support))).statusCode).toBe(200);
    const [entry] = (await audit(`?subject_kind=outbox_event&subject_id=${id}`)).json().data.entries;
    expect(entry).toMatchObject({
      actor: { id: support.id },
      role: 'support',
      action: 'outbox_event.retry',
      before: { state: 'dead' },
      after: { state: 'pending', attempts: 0 },
    });
  });

  it('pages newest first, by member, without losing or repeating a row', async () => {
    const ids = [await pendingArticle(), await pendingArticle(), await pendingArticle()];
    for (const id of ids) await t.api('POST', `/admin/articles/${id}/publish`, as(moderator));
    const seen: number[] = [];
    let before: number | null = null;
    do {
      const res = await audit(`?actor_id=${moderator.id}&limit=2${before ? `&before=${before}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json().data;
      expect(page.entries.length).toBeLessThanOrEqual(2);
      seen.push(...page.entries.map((entry: { id: number }) => entry.id));
      for (const entry of page.entries) expect(entry.actor.id).toBe(moderator.id);
      before = page.next_before;
    } while (before);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(seen.length);
    const published = (await audit(`?actor_id=${moderator.id}&limit=100`)).json().data.entries;
    expect(seen).toEqual(published.map((entry: { id: number }) => entry.id));
    for (const id of ids)
      expect(published.map((e: { subject: { id: string } }) => e.subject.id)).toContain(String(id));
  });

  it('shows a role granted on the command line as done there, without a member', async () => {
    const granted = await account(t, 'Granted Ghada');
    expect(await createTeamRepository(t.app.database.db).grant(granted.id, 'support', null)).toBe(true);
    const res = await audit(`?subject_kind=account&subject_id=${granted.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.entries).toEqual([
      expect.objectContaining({ actor: null, role: null, action: 'team.grant', after: { role: 'support' } }),
    ]);
  });

  it('is no route for guests, outsiders and the other team roles', async () => {
    const outsider = await account(t, 'Outsider Omar');
    const missing = await t.api('GET', '/admin/nothing-here', as());
    for (const who of [undefined, outsider, moderator, support]) {
      const res = await t.api('GET', '/admin/audit', as(who));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
  });

  it('refuses hostile filters with a 422 and finds nothing for unknown things', async () => {
    for (const query of [
      '?subject_kind=article%00',
      '?subject_kind=ARTICLE',
      `?subject_kind=${'a'.repeat(41)}`,
      '?subject_id=12',
      '?subject_kind=article&subject_id=1%20or%201=1',
      '?subject_kind=article&subject_id=2147483648',
      '?actor_id=2147483648',
      '?actor_id=-1',
      '?before=0',
      '?limit=101',
      '?limit=abc',
    ]) {
      expect((await audit(query)).statusCode, query).toBe(422);
    }
    const none = await audit('?subject_kind=article&subject_id=2147483647');
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toEqual({ entries: [], next_before: null });
  });
});
