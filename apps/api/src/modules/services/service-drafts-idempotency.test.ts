import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const draftsOf = async (app: TestApp, auth: Record<string, string>) =>
  (await app.api('GET', '/my-draft-services', { headers: auth })).json().data.data as { id: number }[];

describe('starting a draft with an Idempotency-Key', () => {
  it('gives a retry the first draft back instead of a 409, and only one draft exists', async () => {
    const { auth } = await signUpVerified(t);
    const headers = { ...auth, 'idempotency-key': randomUUID() };
    const first = await t.api('POST', '/budgets', { headers, body: { type: 'provided' } });
    expect(first.statusCode).toBe(200);
    const retry = await t.api('POST', '/budgets', { headers, body: { type: 'provided' } });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await draftsOf(t, auth)).toHaveLength(1);

    // Without a key, or with a new one, the rule of one unfinished draft answers as before.
    const unkeyed = await t.api('POST', '/budgets', { headers: auth, body: { type: 'provided' } });
    expect(unkeyed.json().code).toBe('unfinished_draft');
    const otherBody = await t.api('POST', '/budgets', { headers, body: { type: 'requested' } });
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json().code).toBe('idempotency_key_reused');
  });

  it("never replays one account's reply to another: the same key starts the other's own draft", async () => {
    const owner = await signUpVerified(t);
    const other = await signUpVerified(t);
    const key = randomUUID();
    const mine = await t.api('POST', '/budgets', {
      headers: { ...owner.auth, 'idempotency-key': key },
      body: { type: 'provided' },
    });
    const theirs = await t.api('POST', '/budgets', {
      headers: { ...other.auth, 'idempotency-key': key },
      body: { type: 'provided' },
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().data.service.id).not.toBe(mine.json().data.service.id);
    expect((await draftsOf(t, other.auth)).map((s) => s.id)).toEqual([theirs.json().data.service.id]);
  });

  it('keeps nothing for a refused request: a guest is 401 and the key is still free afterwards', async () => {
    const { auth } = await signUpVerified(t);
    const key = randomUUID();
    const guest = await t.api('POST', '/budgets', {
      headers: { 'idempotency-key': key },
      body: { type: 'provided' },
    });
    expect(guest.statusCode).toBe(401);
    const signedIn = await t.api('POST', '/budgets', {
      headers: { ...auth, 'idempotency-key': key },
      body: { type: 'provided' },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a key of 256 characters with 422 in the error envelope', async () => {
    const { auth } = await signUpVerified(t);
    const long = await t.api('POST', '/budgets', {
      headers: { ...auth, 'idempotency-key': 'x'.repeat(256) },
      body: { type: 'provided' },
    });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toEqual({
      error: true,
      code: 'idempotency_key_invalid',
      message: { txt: ['The Idempotency-Key header must hold 1 to 255 characters.'] },
    });
    expect(await draftsOf(t, auth)).toHaveLength(0);
  });

  it('advertises the header in the OpenAPI document on the routes that take it', async () => {
    const doc = (await t.api('GET', '/openapi.json')).json();
    const parameters = (operation: { parameters?: { in: string; name: string }[] } | undefined) =>
      (operation?.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
    expect(parameters(doc.paths['/api/v1/budgets'].post)).toContain('idempotency-key');
    expect(parameters(doc.paths['/api/v1/services/{id}/save-draft'].post)).not.toContain('idempotency-key');
  });

  it('lets two instances race one key: one draft is made, the other answers 409 or replays it', async () => {
    const second = await t.anotherInstance();
    for (let round = 0; round < 5; round += 1) {
      const { auth } = await signUpVerified(t);
      const headers = { ...auth, 'idempotency-key': randomUUID() };
      const replies = await Promise.all([
        t.api('POST', '/budgets', { headers, body: { type: 'provided' } }),
        second.api('POST', '/budgets', { headers, body: { type: 'provided' } }),
      ]);
      const created = replies.filter((reply) => reply.statusCode === 200);
      const busy = replies.filter((reply) => reply.statusCode === 409);
      expect(created.length + busy.length).toBe(2);
      expect(created.length).toBeGreaterThanOrEqual(1);
      for (const reply of busy) expect(reply.json().code).toBe('idempotency_key_in_use');
      const ids = new Set(created.map((reply) => reply.json().data.service.id));
      expect(ids.size).toBe(1);
      expect((await draftsOf(second, auth)).map((s) => s.id)).toEqual([...ids]);
      const later = await second.api('POST', '/budgets', { headers, body: { type: 'provided' } });
      expect(later.headers['idempotent-replayed']).toBe('true');
      expect(later.json().data.service.id).toBe([...ids][0]);
    }
  });
});
