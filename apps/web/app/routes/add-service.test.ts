import { randomUUID } from 'node:crypto';
import { createTestApp, signUpVerified, type TestApp } from '@wasla/api/testing';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessContext } from '../test/in-process-api';
import { action } from './add-service';

let t: TestApp;
let context: AppLoadContext;
beforeAll(async () => {
  t = await createTestApp();
  context = inProcessContext(t);
});
afterAll(() => t.close());

/** The form of the add-service page as the browser sends it, with the attempt id the page rendered. */
async function send(token: string, attempt: string) {
  const request = new Request('http://localhost/en/add-service', {
    method: 'POST',
    body: new URLSearchParams({ type: 'provided', attempt }),
    headers: { cookie: `wasla_at=${encodeURIComponent(token)}` },
  });
  try {
    return await action({ request, params: { lang: 'en' }, context } as Parameters<typeof action>[0]);
  } catch (thrown) {
    // A started draft redirects to its editor.
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe('starting a service from the web', () => {
  it('makes one draft when the same form is sent twice, and both sends land on it', async () => {
    const { token } = await signUpVerified(t);
    const attempt = randomUUID();
    const [first, second] = [await send(token, attempt), await send(token, attempt)];
    expect(first).toBeInstanceOf(Response);
    expect(second).toBeInstanceOf(Response);
    const editor = (first as Response).headers.get('location');
    expect(editor).toMatch(/^\/en\/edit-service\/\d+$/);
    expect((second as Response).headers.get('location')).toBe(editor);

    const drafts = await t.api('GET', '/my-draft-services', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(JSON.parse(drafts.body).data.meta.total).toBe(1);
  });

  it('answers a second form of another attempt with the unfinished-draft refusal, not a second draft', async () => {
    const { token } = await signUpVerified(t);
    const first = await send(token, randomUUID());
    expect(first).toBeInstanceOf(Response);
    const second = await send(token, randomUUID());
    expect(second).not.toBeInstanceOf(Response);
  });
});
