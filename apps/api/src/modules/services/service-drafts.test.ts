import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../test/accounts';
import { completeDraft, currencyId, seededCategory } from '../../test/services';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the draft-first flow', () => {
  it('creates a draft, saves it step by step, publishes it, and shows re-encoded pictures', async () => {
    const { auth } = await signUpVerified(t, 'Draft Author');
    const created = await t.api('POST', '/budgets', { headers: auth, body: { type: 'provided' } });
    expect(created.statusCode).toBe(200);
    const { service, limitation } = created.json().data;
    expect(service).toMatchObject({
      type: 'provided',
      status: 'draft',
      code: expect.stringMatching(/^S\d{8}$/),
    });
    expect(limitation).toMatchObject({ plan: 'free', services_used: 1 });
    expect(service.steps.files.map((p: { key: string }) => p.key)).toContain('validation.images_min');

    // An unfinished service must be finished or discarded first.
    const again = await t.api('POST', '/budgets', { headers: auth, body: { type: 'requested' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('unfinished_draft');
    const latest = await t.api('GET', '/services/latest-draft', { headers: auth });
    expect(latest.json().data.id).toBe(service.id);
    await t.api('DELETE', `/services/${service.id}`, { headers: auth });
    expect((await t.api('GET', '/services/latest-draft', { headers: auth })).json().data).toBeNull();

    const id = await completeDraft(t, auth);
    const category = await seededCategory(t);
    const property = category.properties[0];
    const option = property?.options.find((o) => o.id !== 'other');
    const newTags = await t.api('POST', `/services/${id}/add-tag`, {
      headers: auth,
      body: { tags: ['Brand kit', 'brand kit'] },
    });
    expect(newTags.json().data).toHaveLength(1);
    const draft = await t.api('POST', `/services/${id}/save-draft`, {
      headers: auth,
      body: {
        names: { en: 'Professional logo design for shops', ar: 'تصميم شعار احترافي للمتاجر' },
        descriptions: {
          en: '<p onclick="x()">A clear logo with three proposals, revisions and the source files.<script>x</script></p>',
          ar: '<p>شعار واضح مع ثلاثة مقترحات وتعديلات وملفات المصدر الأصلية.</p>',
        },
        tag_ids: [category.tags[0]?.id, newTags.json().data[0].id],
        properties: property && option ? [{ id: property.id, chosen: [option.id] }] : [],
        pricing: 'plans',
        budgets: {
          basic: { price: '100', delivery_days: 3 },
          standard: { price: '200.50', delivery_days: 5 },
          premium: { price: '300', delivery_days: 7 },
        },
        social_media: [
          { kind: 'whatsapp', link: '+00971-501234567', visible: true },
          { kind: 'email', visible: false },
        ],
      },
    });
    expect(draft.statusCode).toBe(200);
    const saved = draft.json().data;
    expect(saved.descriptions.en).toBe(
      '<p>A clear logo with three proposals, revisions and the source files.</p>',
    );
    expect(saved.budgets.map((b: { tier: string }) => b.tier).sort()).toEqual([
      'basic',
      'premium',
      'standard',
    ]);
    expect(saved.social_media).toEqual([
      expect.objectContaining({ kind: 'whatsapp', link: '+971-501234567', visible: true }),
      expect.objectContaining({ kind: 'email', link: null, visible: false }),
    ]);
    expect(saved.steps).toEqual({ general: [], files: [], communication: [] });

    const extra = await t.api('POST', '/budgets/extra-options/adding', {
      headers: auth,
      body: { service_id: id, price: '50', description: 'Source files', delivery_days: 1, unit: 'day' },
    });
    expect(extra.statusCode).toBe(200);
    const duplicate = await t.api('POST', '/budgets/extra-options/adding', {
      headers: auth,
      body: { service_id: id, price: '50.00', description: 'source files', delivery_days: 1, unit: 'day' },
    });
    expect(duplicate.statusCode).toBe(422);

    const published = await t.api('PATCH', `/services/${id}`, {
      headers: { ...auth, 'content-language': 'ar' },
      body: {},
    });
    expect(published.statusCode).toBe(200);
    const live = published.json().data;
    expect(live).toMatchObject({
      status: 'open',
      name: 'تصميم شعار احترافي للمتاجر',
      properties: expect.any(Array),
    });
    expect(live.slug).toMatch(/-s\d{8}$/);
    expect(live.extra_options).toHaveLength(1);

    // Pictures come back as WebP, with a thumbnail, and without the camera's EXIF data.
    expect(live.media).toHaveLength(3);
    expect(live.main_image.id).toBe(live.media[0].id);
    const full = await t.app.inject({ method: 'GET', url: live.main_image.url });
    expect(full.headers['content-type']).toBe('image/webp');
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 900, height: 600 });
    expect(meta.exif).toBeUndefined();
    const thumb = await sharp(
      (await t.app.inject({ method: 'GET', url: live.main_image.thumb_url })).rawPayload,
    ).metadata();
    expect(thumb).toMatchObject({ width: 480, height: 360 });

    const mine = await t.api('GET', '/my-services?type=provided&status=open', { headers: auth });
    expect(mine.json().data.data).toEqual([
      expect.objectContaining({ id, price_from: '100.00', currency: 'AED' }),
    ]);
  });

  it('refuses to publish while a step is incomplete, and keeps a published service complete', async () => {
    const { auth } = await signUpVerified(t);
    const created = await t.api('POST', '/budgets', { headers: auth, body: { type: 'requested' } });
    const id = created.json().data.service.id;
    const refused = await t.api('PATCH', `/services/${id}`, {
      headers: auth,
      body: { names: { en: 'Short' } },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().message)).toEqual(
      expect.arrayContaining(['names.en', 'main_category_id', 'images', 'main_image', 'currency_id']),
    );
    // Nothing of a refused submit is kept.
    expect((await t.api('GET', `/services/${id}/edit`, { headers: auth })).json().data.names).toEqual({});
    await t.api('DELETE', `/services/${id}`, { headers: auth });

    const completed = await completeDraft(t, auth, 'requested');
    expect((await t.api('PATCH', `/services/${completed}`, { headers: auth, body: {} })).statusCode).toBe(
      200,
    );
    const emptied = await t.api('POST', `/services/${completed}/save-draft`, {
      headers: auth,
      body: { tag_ids: [] },
    });
    expect(emptied.statusCode).toBe(422);
    expect(emptied.json().message.tag_ids).toBeDefined();
  });

  it('checks ids, amounts and links, and switching pricing erases the other budgets', async () => {
    const { auth } = await signUpVerified(t);
    const id = await completeDraft(t, auth);
    const bad = await t.api('POST', `/services/${id}/save-draft`, {
      headers: auth,
      body: {
        currency_id: await currencyId(t, 'AED'),
        budgets: { individual: { price: '12.345' } },
        social_media: [
          { kind: 'facebook', link: 'https://evilfacebook.com/me' },
          { kind: 'telegram', link: 'wasla' },
        ],
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().message).sort()).toEqual([
      'budgets.individual.price',
      'social_media.0.link',
      'social_media.1.link',
    ]);

    const plans = await t.api('POST', `/services/${id}/save-draft`, {
      headers: auth,
      body: { pricing: 'plans', budgets: { basic: { price: '10', delivery_days: 2 } } },
    });
    expect(plans.json().data.budgets).toEqual([{ tier: 'basic', price: '10.00', delivery_days: 2 }]);
    expect(plans.json().data.steps.communication.map((p: { field: string }) => p.field)).toContain(
      'budgets.premium.price',
    );
    const back = await t.api('POST', `/services/${id}/save-draft`, {
      headers: auth,
      body: { pricing: 'individual' },
    });
    expect(back.json().data.budgets).toEqual([]);
  });

  it('stops at the plan limit with 431', async () => {
    const { auth } = await signUpVerified(t);
    await t.app.database.db.execute(sql`update plans set services_limit = 1 where slug = 'free'`);
    try {
      const first = await completeDraft(t, auth);
      await t.api('PATCH', `/services/${first}`, { headers: auth, body: {} });
      const second = await t.api('POST', '/budgets', { headers: auth, body: { type: 'provided' } });
      expect(second.statusCode).toBe(431);
      expect(second.json().code).toBe('services_limit_reached');
      const limitation = await t.api('GET', '/services/limitation', { headers: auth });
      expect(limitation.json().data).toMatchObject({ services_limit: 1, services_used: 1 });
    } finally {
      await t.app.database.db.execute(sql`update plans set services_limit = 5 where slug = 'free'`);
    }
  });

  it("keeps another account's services out of reach", async () => {
    const owner = await signUpVerified(t);
    const other = await signUpVerified(t);
    const id = await completeDraft(t, owner.auth);
    for (const [method, path, body] of [
      ['GET', `/services/${id}/edit`, undefined],
      ['POST', `/services/${id}/save-draft`, { names: { en: 'Taken over by someone' } }],
      ['PATCH', `/services/${id}`, {}],
      ['POST', `/services/${id}/close`, undefined],
      ['DELETE', `/services/${id}`, undefined],
      ['POST', `/services/${id}/add-place`, {}],
    ] as const) {
      const res = await t.api(method, path, { headers: other.auth, body });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await t.api('GET', `/services/${id}/edit`, { headers: owner.auth })).statusCode).toBe(200);
  });
});
