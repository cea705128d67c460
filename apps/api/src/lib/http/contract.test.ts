import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API contract', () => {
  it('refuses /api/v1 calls without the application key, in the envelope', async () => {
    const res = await t.api('GET', '/locales', { headers: { 'x-api-key': '' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: true,
      code: 'invalid_api_key',
      message: { txt: [expect.any(String)] },
    });
  });

  it('refuses a wrong application key', async () => {
    const res = await t.api('GET', '/locales', { headers: { 'x-api-key': 'nope-nope-nope' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers unknown routes with the 404 envelope in the request language', async () => {
    const en = await t.api('GET', '/no-such-thing', { headers: { 'content-language': 'en' } });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toMatchObject({
      error: true,
      code: 'not_found',
      message: { txt: ['The page or address you asked for does not exist.'] },
    });
    const ar = await t.api('GET', '/no-such-thing', { headers: { 'content-language': 'ar' } });
    expect(ar.json().message.txt[0]).toBe('الصفحة أو العنوان المطلوب غير موجود.');
  });

  it('chooses the language by Content-Language, then Accept-Language, then Arabic', async () => {
    const fr = await t.api('GET', '/nope', { headers: { 'content-language': 'fr' } });
    expect(fr.json().message.txt[0]).toContain("n'existe pas");
    const tr = await t.api('GET', '/nope', { headers: { 'accept-language': 'tr-TR,tr;q=0.9' } });
    expect(tr.json().message.txt[0]).toContain('mevcut değil');
    const fallback = await t.api('GET', '/nope', { headers: { 'content-language': 'de' } });
    expect(fallback.json().message.txt[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('validates the platform header', async () => {
    const res = await t.api('GET', '/locales', { headers: { platform: 'fax', 'content-language': 'en' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: true,
      code: 'validation_failed',
      message: { platform: ['The selected Platform is not valid.'] },
    });
  });

  it('gives every reply a request id and security headers', async () => {
    const res = await t.api('GET', '/locales', { headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers['x-request-id']).toBe('trace-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    // Same-origin forms must keep their Origin (a form sent before scripts run is checked by it).
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const other = await t.api('GET', '/locales');
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('turns malformed JSON into a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/suggestions',
      headers: {
        'x-api-key': 'test-api-key-0123456789',
        'content-type': 'application/json',
        'content-language': 'en',
      },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: true, code: 'bad_request' });
  });

  it('reports health and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
  });

  it('publishes an OpenAPI 3 document generated from the schemas, without a key', async () => {
    const res = await t.app.inject('/api/v1/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/all-categories',
        '/api/v1/currency-exchange-rate',
        '/api/v1/suggestions',
      ]),
    );
    expect(doc.paths['/api/v1/suggestions'].post.requestBody).toBeDefined();
  });
});

describe('rate limit', () => {
  it('answers 429 in the envelope once the window is used up', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: 3 });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push(
          (await limited.api('GET', '/locales', { headers: { 'content-language': 'en' } })).statusCode,
        );
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await limited.api('GET', '/locales', { headers: { 'content-language': 'en' } });
      expect(res.json()).toMatchObject({ error: true, code: 'rate_limited' });
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
