import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../test/accounts';
import { completeDraft, seededCategory } from '../../test/services';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = Record<string, string>;
type Option = { id: number; price: string; description: string; delivery_days: number; unit: string };

const addOption = (auth: Auth, serviceId: number, description: string, price = '20') =>
  t.api('POST', '/budgets/extra-options/adding', {
    headers: auth,
    body: { service_id: serviceId, price, description, delivery_days: 2, unit: 'day' },
  });

describe('extra options', () => {
  it('pages them three at a time, stops at ten, and changes or removes one', async () => {
    const { auth } = await signUpVerified(t);
    const id = await completeDraft(t, auth);
    const ids: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const added = await addOption(auth, id, `Extra revision number ${i}`);
      expect(added.statusCode).toBe(200);
      expect(added.json().message.txt).toEqual(['The extra option has been saved.']);
      ids.push(added.json().data.id);
    }
    const eleventh = await addOption(auth, id, 'One more than allowed');
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json().message.extra_option).toEqual([
      'You have reached the maximum number of extra options.',
    ]);

    const page = async (n: number) =>
      (await t.api('GET', `/budgets/extra-options/${id}?page=${n}`, { headers: auth })).json().data as {
        data: Option[];
        meta: { current_page: number; per_page: number; total: number; last_page: number };
      };
    const second = await page(2);
    expect(second.data.map((o) => o.id)).toEqual(ids.slice(3, 6));
    expect(second.meta).toEqual({ current_page: 2, per_page: 3, total: 10, last_page: 4 });
    expect(second.data[0]).toEqual({
      id: ids[3],
      price: '20.00',
      description: 'Extra revision number 4',
      delivery_days: 2,
      unit: 'day',
    });
    expect((await page(4)).data.map((o) => o.id)).toEqual(ids.slice(9));
    expect((await page(5)).data).toEqual([]);

    const changed = await t.api('PUT', `/budgets/extra-options/${ids[0]}`, {
      headers: auth,
      body: { price: '35.5', description: 'Express delivery', delivery_days: 1, unit: 'week' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toEqual({
      id: ids[0],
      price: '35.50',
      description: 'Express delivery',
      delivery_days: 1,
      unit: 'week',
    });
    // An option may be saved unchanged, but not made the same as another one.
    const unchanged = await t.api('PUT', `/budgets/extra-options/${ids[0]}`, {
      headers: auth,
      body: { price: '35.50', description: 'Express delivery', delivery_days: 1, unit: 'week' },
    });
    expect(unchanged.statusCode).toBe(200);
    const copy = await t.api('PUT', `/budgets/extra-options/${ids[0]}`, {
      headers: auth,
      body: { price: '20', description: 'extra revision number 2', delivery_days: 2, unit: 'day' },
    });
    expect(copy.statusCode).toBe(422);
    expect(copy.json().message.extra_option).toEqual([
      'An extra option with the same price, description and delivery time already exists.',
    ]);

    const cheap = await t.api('PUT', `/budgets/extra-options/${ids[0]}`, {
      headers: auth,
      body: { price: '4.99', description: 'Express delivery', delivery_days: 1, unit: 'week' },
    });
    expect(cheap.statusCode).toBe(422);
    expect(cheap.json().message.price).toEqual(['The price must be at least 5.00.']);

    const removed = await t.api('DELETE', `/budgets/extra-options/${ids[1]}`, { headers: auth });
    expect(removed.statusCode).toBe(200);
    expect((await page(1)).meta.total).toBe(9);
    expect((await page(1)).data.map((o) => o.id)).toEqual([ids[0], ids[2], ids[3]]);
    // With room again, a tenth one fits.
    expect((await addOption(auth, id, 'Back to ten')).statusCode).toBe(200);

    // Another account can neither read nor change them.
    const other = await signUpVerified(t);
    expect((await t.api('GET', `/budgets/extra-options/${id}`, { headers: other.auth })).statusCode).toBe(
      404,
    );
    expect(
      (await t.api('DELETE', `/budgets/extra-options/${ids[2]}`, { headers: other.auth })).statusCode,
    ).toBe(404);
  });
});

describe('contact channels and tags', () => {
  it('removes one contact channel by its id', async () => {
    const { auth } = await signUpVerified(t);
    const id = await completeDraft(t, auth);
    const saved = await t.api('POST', `/services/${id}/save-draft`, {
      headers: auth,
      body: {
        social_media: [
          { kind: 'telegram', link: '@wasla_team' },
          { kind: 'email', visible: true },
        ],
      },
    });
    const [telegram, email] = saved.json().data.social_media as { id: number; kind: string }[];
    expect(telegram?.kind).toBe('telegram');

    const other = await signUpVerified(t);
    expect((await t.api('DELETE', `/social-media/${telegram?.id}`, { headers: other.auth })).statusCode).toBe(
      404,
    );
    expect((await t.api('DELETE', `/social-media/${telegram?.id}`, { headers: auth })).statusCode).toBe(200);
    const after = (await t.api('GET', `/services/${id}/edit`, { headers: auth })).json().data;
    expect(after.social_media.map((s: { id: number }) => s.id)).toEqual([email?.id]);
    expect((await t.api('DELETE', `/social-media/${telegram?.id}`, { headers: auth })).statusCode).toBe(404);
  });

  it('reuses a tag that already exists in the category', async () => {
    const { auth } = await signUpVerified(t);
    const id = await completeDraft(t, auth);
    const first = await t.api('POST', `/services/${id}/add-tag`, {
      headers: auth,
      body: { tags: ['Logo sketches'] },
    });
    expect(first.statusCode).toBe(200);
    const [tag] = first.json().data as { id: number; name: string }[];
    expect(tag?.name).toBe('Logo sketches');

    // The same tag written differently, from another account's service of the same category.
    const other = await signUpVerified(t);
    const otherId = await completeDraft(t, other.auth);
    const again = await t.api('POST', `/services/${otherId}/add-tag`, {
      headers: other.auth,
      body: { tags: ['  logo SKETCHES ', 'Vector files'] },
    });
    const names = again.json().data as { id: number; name: string }[];
    expect(names).toHaveLength(2);
    expect(names.find((n) => n.id === tag?.id)?.name).toBe('Logo sketches');

    // A new tag can be chosen on the service right away.
    const chosen = await t.api('POST', `/services/${id}/save-draft`, {
      headers: auth,
      body: { tag_ids: [tag?.id] },
    });
    expect(chosen.json().data.tags).toEqual([{ id: tag?.id, name: 'Logo sketches' }]);
  });

  it("suggests an author's tag to everyone only once a published service carries it", async () => {
    const { auth } = await signUpVerified(t);
    const id = await completeDraft(t, auth);
    const { subId } = await seededCategory(t);
    const added = await t.api('POST', `/services/${id}/add-tag`, {
      headers: auth,
      body: { tags: ['Buy cheap followers now'] },
    });
    const [tag] = added.json().data as { id: number }[];
    const suggested = async () =>
      ((await t.api('GET', `/tags/${subId}`)).json().data as { id: number }[]).map((s) => s.id);
    expect(await suggested()).not.toContain(tag?.id);

    // Chosen on a draft: still the author's own.
    await t.api('POST', `/services/${id}/save-draft`, { headers: auth, body: { tag_ids: [tag?.id] } });
    expect(await suggested()).not.toContain(tag?.id);

    const published = await t.api('PATCH', `/services/${id}`, { headers: auth, body: {} });
    expect(published.statusCode).toBe(200);
    expect(await suggested()).toContain(tag?.id);
  });

  it("takes another author's tag by id only once a listed service carries it, as a missing one before", async () => {
    const author = await signUpVerified(t);
    const draft = await completeDraft(t, author.auth);
    const added = await t.api('POST', `/services/${draft}/add-tag`, {
      headers: author.auth,
      body: { tags: ['Unannounced product name'] },
    });
    const [tag] = added.json().data as { id: number }[];
    const other = await signUpVerified(t);
    const own = await completeDraft(t, other.auth);
    const take = (tagId: number) =>
      t.api('POST', `/services/${own}/save-draft`, { headers: other.auth, body: { tag_ids: [tagId] } });
    const taken = await take(tag!.id);
    expect(taken.statusCode).toBe(422);
    expect(taken.body).toBe((await take(2147483647)).body);
    expect(taken.body).not.toContain('Unannounced');

    // Typing the same words is another matter: they are the other author's too from then on.
    const typed = await t.api('POST', `/services/${own}/add-tag`, {
      headers: other.auth,
      body: { tags: ['Unannounced product name'] },
    });
    expect(typed.json().data[0].id).toBe(tag!.id);
    expect((await take(tag!.id)).statusCode).toBe(200);
  });

  it('asks for the main category before a new tag', async () => {
    const { auth } = await signUpVerified(t);
    const created = await t.api('POST', '/budgets', { headers: auth, body: { type: 'provided' } });
    const refused = await t.api('POST', `/services/${created.json().data.service.id}/add-tag`, {
      headers: auth,
      body: { tags: ['Anything'] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message.tags).toEqual(['Select the main category first.']);
  });
});

describe('lowest prices', () => {
  it('lists a minimum in each currency, 5.00 in AED', async () => {
    const res = await t.api('GET', '/budgets/minimums');
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { currency_id: number; code: string; minimum: string }[];
    expect(list.find((m) => m.code === 'AED')).toMatchObject({ minimum: '5.00' });
    for (const entry of list) expect(Number(entry.minimum), entry.code).toBeGreaterThan(0);
  });

  it('names the minimum when a published price falls under it', async () => {
    const { auth } = await signUpVerified(t);
    const id = await completeDraft(t, auth);
    await t.api('PATCH', `/services/${id}`, { headers: auth, body: {} });
    const cheap = await t.api('POST', `/services/${id}/save-draft`, {
      headers: auth,
      body: { budgets: { individual: { price: '4.50' } } },
    });
    expect(cheap.statusCode).toBe(422);
    expect(cheap.json().message['budgets.individual.price']).toEqual(['The price must be at least 5.00.']);
    const draft = await t.api('GET', `/services/${id}/edit`, { headers: auth });
    expect(draft.json().data.budgets).toEqual([{ tier: 'individual', price: '150.00', delivery_days: null }]);
  });
});

describe('translating a description', () => {
  it('answers 501 when no translation server is set', async () => {
    const { auth } = await signUpVerified(t);
    const id = await completeDraft(t, auth);
    const res = await t.api('POST', `/services/${id}/translate/description`, {
      headers: auth,
      body: { target: 'ar' },
    });
    expect(res.statusCode).toBe(501);
    expect(res.json().code).toBe('translation_not_configured');
    expect((await t.api('GET', '/translation/status')).json().data).toEqual({ enabled: false });
  });

  it('returns the text of a LibreTranslate server without storing it', async () => {
    const requests: Record<string, string>[] = [];
    const server: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const parsed = JSON.parse(body);
        requests.push({ url: req.url ?? '', ...parsed });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ translatedText: `<p>[${parsed.target}] ترجمة</p>` }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const translating = await createTestApp({ TRANSLATE_URL: `http://127.0.0.1:${port}` });
    try {
      const { auth } = await signUpVerified(translating);
      const id = await completeDraft(translating, auth);
      const res = await translating.api('POST', `/services/${id}/translate/description`, {
        headers: auth,
        body: { target: 'ar' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ text: '<p>[ar] ترجمة</p>', target: 'ar' });
      expect(requests).toEqual([
        {
          url: '/translate',
          q: '<p>A clear logo with three proposals, revisions and the source files.</p>',
          source: 'en',
          target: 'ar',
          format: 'html',
        },
      ]);
      const stored = await translating.api('GET', `/services/${id}/edit`, { headers: auth });
      expect(Object.keys(stored.json().data.descriptions)).toEqual(['en']);
    } finally {
      await translating.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
