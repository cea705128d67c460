import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../lib/audit/audit';
import { categoryPair, insertListedService } from '../../test/listed-services';
import { account, type Member, teamMember } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Member;
let finance: Member;

const as = (who: Member, body?: unknown) => ({ headers: who.auth, ...(body === undefined ? {} : { body }) });
const TAX = 'government-tax-percentage';

beforeAll(async () => {
  t = await createTestApp();
  [admin, finance] = [await teamMember(t, 'admin'), await teamMember(t, 'finance')];
});
afterAll(() => t.close());

describe('fees and tax in the back office', () => {
  it('changes the tax for the next price, audited with before and after, and refuses what is no rate', async () => {
    const listed = await t.api('GET', '/admin/fees', as(admin));
    expect(listed.statusCode, listed.body).toBe(200);
    const tax = listed.json().data.find((fee: { slug: string }) => fee.slug === TAX);
    expect(tax).toMatchObject({ kind: 'percentage', currency: null });
    try {
      const saved = await t.api(
        'PATCH',
        `/admin/fees/${TAX}`,
        as(admin, { value: '7.5', reason: 'New rate from January' }),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.value).toBe('7.50');
      const pricing = await t.api('GET', '/accounting/platform-pricing');
      expect(pricing.json().data.government_tax_percentage).toBe('7.50');
      const rows = await auditOf(t.app.database.db, { kind: 'paid_feature', id: TAX });
      expect(rows.at(-1)).toMatchObject({
        action: 'paid_feature.value',
        role: 'admin',
        before: { value: tax.value },
        after: { value: '7.50' },
        reason: 'New rate from January',
      });

      for (const value of ['7.555', '101', '-1', 'seven', '1e3']) {
        const refused = await t.api(
          'PATCH',
          `/admin/fees/${TAX}`,
          as(admin, { value, reason: 'Typing errors' }),
        );
        expect([refused.statusCode, Object.keys(refused.json().message)], value).toEqual([422, ['value']]);
      }
      const short = await t.api('PATCH', `/admin/fees/${TAX}`, as(admin, { value: '5', reason: 'no' }));
      expect(Object.keys(short.json().message)).toEqual(['reason']);
      expect(
        (await t.api('PATCH', '/admin/fees/no-such-fee', as(admin, { value: '1', reason: 'Nothing here' })))
          .statusCode,
      ).toBe(404);
    } finally {
      await t.api('PATCH', `/admin/fees/${TAX}`, as(admin, { value: tax.value, reason: 'Back as it was' }));
    }
  });

  it('keeps an amount in its currency decimals', async () => {
    const day = (await t.api('GET', '/admin/fees', as(admin)))
      .json()
      .data.find((fee: { kind: string }) => fee.kind === 'amount');
    const saved = await t.api(
      'PATCH',
      `/admin/fees/${day.slug}`,
      as(admin, { value: day.value, reason: 'Checked, kept' }),
    );
    expect(saved.json().data).toMatchObject({ value: day.value, currency: day.currency });
    const tooFine = await t.api(
      'PATCH',
      `/admin/fees/${day.slug}`,
      as(admin, { value: '1.001', reason: 'Checked, kept' }),
    );
    expect(tooFine.statusCode).toBe(422);
  });

  it('is the admins’ alone: another team role or an account gets the not-found answer', async () => {
    const someone = await account(t, 'Plain Account');
    for (const who of [finance, someone]) {
      expect((await t.api('GET', '/admin/fees', as(who))).statusCode).toBe(404);
      expect((await t.api('GET', '/admin/currencies', as(who))).statusCode).toBe(404);
      expect((await t.api('GET', '/admin/faqs', as(who))).statusCode).toBe(404);
      const write = await t.api(
        'PATCH',
        `/admin/fees/${TAX}`,
        as(who, { value: '0', reason: 'No tax at all' }),
      );
      expect(write.statusCode).toBe(404);
    }
    const tax = await t.app.database.db.execute<{ value: string }>(
      sql`select value::text as value from paid_features where slug = ${TAX}`,
    );
    expect(tax.rows[0]!.value).not.toBe('0');
  });
});

describe('currency rates in the back office', () => {
  it('reprices listings at once, even the cached ones, and asks to confirm a large move', async () => {
    const owner = await account(t, 'Rate Owner');
    const { mainId, subId } = await categoryPair(t);
    await insertListedService(t, {
      userId: owner.id,
      names: { en: 'Priced in dirhams' },
      mainCategoryId: mainId,
      categoryId: subId,
      prices: [100_000],
    });
    const converted = async () => {
      const list = await t.api('GET', `/services?main_category_id=${mainId}&per_page=30`, {
        headers: { currency: 'EUR' },
      });
      const found = list
        .json()
        .data.data.find((card: { name: string }) => card.name === 'Priced in dirhams') as {
        price_from: { converted: { amount: string } };
      };
      return Number(found.price_from.converted.amount);
    };
    const eur = (await t.api('GET', '/admin/currencies', as(admin)))
      .json()
      .data.find((c: { code: string }) => c.code === 'EUR');
    const before = await converted();

    const doubled = (Number(eur.usd_rate) * 2).toFixed(4);
    const held = await t.api(
      'PATCH',
      '/admin/currencies/eur',
      as(admin, { usd_rate: doubled, reason: 'Central bank' }),
    );
    expect(held.statusCode).toBe(422);
    expect(held.json().message.usd_rate[0]).toContain(doubled.replace(/0+$/, ''));
    expect(await converted()).toBe(before);

    const saved = await t.api(
      'PATCH',
      '/admin/currencies/EUR',
      as(admin, { usd_rate: doubled, confirm: true, reason: 'Central bank' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(Number(saved.json().data.usd_rate)).toBe(Number(doubled));
    // The listing was cached a moment ago; the change cleared it.
    expect((await converted()) / before).toBeCloseTo(2, 1);
    const rate = await t.api('GET', '/currency-exchange-rate?from=USD&to=EUR');
    expect(Number(rate.json().data.rate)).toBe(Number(doubled));

    const rows = await auditOf(t.app.database.db, { kind: 'currency', id: 'EUR' });
    expect(rows.at(-1)).toMatchObject({ action: 'currency.rate', before: { usd_rate: eur.usd_rate } });
    await t.api(
      'PATCH',
      '/admin/currencies/EUR',
      as(admin, { usd_rate: eur.usd_rate, confirm: true, reason: 'Back' }),
    );
  });

  it('keeps the dollar at 1 and refuses rates that are none', async () => {
    const base = await t.api(
      'PATCH',
      '/admin/currencies/USD',
      as(admin, { usd_rate: '2', reason: 'Try the base' }),
    );
    expect([base.statusCode, Object.keys(base.json().message)]).toEqual([422, ['usd_rate']]);
    for (const usd_rate of ['0', '-3', 'abc', '1.12345678901', '9'.repeat(20)]) {
      const refused = await t.api(
        'PATCH',
        '/admin/currencies/AED',
        as(admin, { usd_rate, confirm: true, reason: 'Typing' }),
      );
      expect(refused.statusCode, usd_rate).toBe(422);
    }
    expect(
      (await t.api('PATCH', '/admin/currencies/XXX', as(admin, { usd_rate: '1', reason: 'No such one' })))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.api('PATCH', '/admin/currencies/E%00R', as(admin, { usd_rate: '1', reason: 'NUL byte' })))
        .statusCode,
    ).toBeLessThan(500);
  });

  it('queues two rates saved at once: each audit row starts where the other ended', async () => {
    const aed = (await t.api('GET', '/admin/currencies', as(admin)))
      .json()
      .data.find((c: { code: string }) => c.code === 'AED');
    const [a, b] = ['3.6800', '3.6900'];
    const both = await Promise.all(
      [a, b].map((usd_rate) =>
        t.api('PATCH', '/admin/currencies/AED', as(admin, { usd_rate, reason: 'Same moment' })),
      ),
    );
    expect(both.map((reply) => reply.statusCode)).toEqual([200, 200]);
    const rows = (await auditOf(t.app.database.db, { kind: 'currency', id: 'AED' })).slice(-2);
    expect(rows[0]!.before).toEqual({ usd_rate: aed.usd_rate });
    expect(rows[1]!.before).toEqual(rows[0]!.after);
    await t.api('PATCH', '/admin/currencies/AED', as(admin, { usd_rate: aed.usd_rate, reason: 'Back' }));
  });
});
