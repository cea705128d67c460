import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingDeal } from '../../test/deals';
import { account, type Member, teamMember } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let moderator: Member;

const find = (query: string, who: Member = moderator) =>
  t.api('GET', `/admin/deals?${query}`, { headers: who.auth });
const codes = (reply: Awaited<ReturnType<typeof find>>) =>
  reply.json().data.data.map((deal: { code: string }) => deal.code) as string[];

beforeAll(async () => {
  t = await createTestApp();
  moderator = await teamMember(t, 'moderator');
});
afterAll(() => t.close());

describe("the team's deal search", () => {
  it('finds a deal by its code, its service, a party, its stage, its total in AED and its day', async () => {
    const { deal, client, serviceId } = await pendingDeal(t, { price: 123_45n });
    const paid = await pendingDeal(t, { stage: 'in_progress' });
    const db = t.app.database.db;
    await db.execute(sql`update deals set total_aed = 98765, paid_at = now() where id = ${paid.deal.id}`);
    const [{ name, code: clientCode }] = (
      await db.execute<{ name: string; code: string }>(
        sql`select name, code from users where id = ${client.id}`,
      )
    ).rows as [{ name: string; code: string }];
    const [{ code: serviceCode }] = (
      await db.execute<{ code: string }>(sql`select code from services where id = ${serviceId}`)
    ).rows as [{ code: string }];

    const byCode = await find(`q=${deal.code.toLowerCase()}`);
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(byCode.json().data.data[0]).toMatchObject({
      id: deal.id,
      stage: 'pending',
      client: { id: client.id, name },
      dispute: null,
      paid_at: null,
    });
    for (const q of [serviceCode, clientCode, encodeURIComponent(name)])
      expect(codes(await find(`q=${q}`))).toContain(deal.code);
    const inProgress = await find('stage=in_progress');
    expect(codes(inProgress)).toContain(paid.deal.code);
    expect(codes(inProgress)).not.toContain(deal.code);
    const byTotal = await find('amount=987.65');
    expect(codes(byTotal)).toEqual([paid.deal.code]);
    expect(byTotal.json().data.data[0].total_aed).toBe('987.65');
    const today = new Date().toISOString().slice(0, 10);
    expect(codes(await find(`from=${today}&to=${today}&q=${deal.code}`))).toEqual([deal.code]);
    expect(codes(await find(`to=2020-01-01&q=${deal.code}`))).toEqual([]);
  });

  it('shows the latest dispute, and refuses what is no filter without a 5xx', async () => {
    const { deal, client } = await pendingDeal(t, { stage: 'disputed' });
    await t.app.database.db.execute(
      sql`insert into deal_disputes (deal_id, opened_by, reason) values (${deal.id}, ${client.id}, 'Work not delivered')`,
    );
    const found = (await find(`q=${deal.code}`)).json().data.data[0];
    expect(found.dispute).toMatchObject({ open: true });
    const badAmount = await find('amount=1.234');
    expect([badAmount.statusCode, Object.keys(badAmount.json().message)]).toEqual([422, ['amount']]);
    const backwards = await find('from=2026-03-02&to=2026-03-01');
    expect(Object.keys(backwards.json().message)).toEqual(['to']);
    for (const query of ['stage=nonsense', 'q=%00', 'q=%25_%25', 'page=99999999999', `q=${'x'.repeat(500)}`])
      expect((await find(query)).statusCode, query).toBeLessThan(500);
  });

  it('is the team’s: an account gets the not-found answer', async () => {
    const someone = await account(t, 'Curious Account');
    expect((await find('q=D', someone)).statusCode).toBe(404);
    expect((await t.api('GET', '/admin/deals')).statusCode).toBe(404);
  });
});
