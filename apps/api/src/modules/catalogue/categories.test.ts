import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Node = {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  services_count: number;
  popular_count: number;
  children: Node[];
};
const ARABIC = /[\u0600-\u06FF]/;

async function tree(lang: string): Promise<Node[]> {
  const res = await t.api('GET', '/all-categories', { headers: { 'content-language': lang } });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.error).toBe(false);
  return body.data;
}

describe('GET /all-categories', () => {
  it('returns at least 300 categories under at least 20 main ones', async () => {
    const mains = await tree('en');
    expect(mains.length).toBeGreaterThanOrEqual(20);
    const total = mains.length + mains.reduce((n, m) => n + m.children.length, 0);
    expect(total).toBeGreaterThanOrEqual(300);
    for (const main of mains) {
      expect(main.parent_id).toBeNull();
      for (const child of main.children) expect(child.parent_id).toBe(main.id);
    }
  });

  it('names every category in the request language', async () => {
    const ar = await tree('ar');
    const en = await tree('en');
    const fr = await tree('fr');
    expect(ar.every((m) => ARABIC.test(m.name) && m.children.every((c) => ARABIC.test(c.name)))).toBe(true);
    expect(en.some((m) => ARABIC.test(m.name))).toBe(false);
    expect(en[0]!.name).not.toBe(fr[0]!.name);
    expect(ar.map((m) => m.id)).toEqual(en.map((m) => m.id));
  });

  it('gives a main category the popular count of itself plus its children', async () => {
    const [main] = await tree('en');
    const [first, second] = main!.children;
    await t.app.database.db.execute(sql`update categories set services_count = case id
      when ${main!.id} then 2 when ${first!.id} then 5 when ${second!.id} then 7 else services_count end`);
    // Whoever changes a count clears the catalogue cache, as the services module will.
    t.app.catalogueCache.clear();
    const fresh = await tree('en');
    const counted = fresh.find((m: Node) => m.id === main!.id)!;
    expect(counted.services_count).toBe(2);
    expect(counted.popular_count).toBe(14);
    expect(counted.children.find((c: Node) => c.id === first!.id)!.popular_count).toBe(5);
  });

  it('answers 304 to a client that holds the same version', async () => {
    const first = await t.api('GET', '/all-categories', { headers: { 'content-language': 'tr' } });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.api('GET', '/all-categories', {
      headers: { 'content-language': 'tr', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('properties and tags', () => {
  it('lists the properties of a main category with "other" closing every list', async () => {
    const [main] = await tree('en');
    const res = await t.api('GET', `/properties/${main!.id}`, { headers: { 'content-language': 'en' } });
    expect(res.statusCode).toBe(200);
    const props = res.json().data;
    expect(props.length).toBeGreaterThan(0);
    for (const prop of props) {
      expect(prop.options.length).toBeGreaterThan(1);
      expect(prop.options.at(-1)).toEqual({ id: 'other', name: 'Other' });
    }
  });

  it('gives a sub category the properties and tags of its main category', async () => {
    const [main] = await tree('ar');
    const child = main!.children[0]!;
    const ofMain = (await t.api('GET', `/properties/${main!.id}`)).json().data;
    const ofChild = (await t.api('GET', `/properties/${child.id}`)).json().data;
    expect(ofChild).toEqual(ofMain);
    expect(ofChild[0].options.at(-1).name).toBe('أخرى');
    const tags = (await t.api('GET', `/tags/${child.id}`)).json().data;
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.every((tag: { name: string }) => ARABIC.test(tag.name))).toBe(true);
  });

  it('answers 404 for an unknown category and 422 for a malformed id', async () => {
    expect((await t.api('GET', '/properties/999999')).statusCode).toBe(404);
    const bad = await t.api('GET', '/tags/abc', { headers: { 'content-language': 'en' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('validation_failed');
  });
});

describe('compressed catalogue replies', () => {
  it('serves the cached tree in brotli or gzip to clients that accept them, identical once decoded', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const plain = await t.api('GET', '/all-categories', { headers: { 'content-language': 'fr' } });
    const br = await t.api('GET', '/all-categories', {
      headers: { 'content-language': 'fr', 'accept-encoding': 'gzip, deflate, br' },
    });
    const gz = await t.api('GET', '/all-categories', {
      headers: { 'content-language': 'fr', 'accept-encoding': 'gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });
});
