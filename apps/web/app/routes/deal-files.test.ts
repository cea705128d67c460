import {
  categoryPair,
  createTestApp,
  IN_MEMORY,
  insertListedService,
  signUpVerified,
  type TestApp,
} from '@wasla/api/testing';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilesReply } from '../features/deals/deal-files';
import { inProcessContext } from '../test/in-process-api';
import { loader as download } from './deal-file';
import { action as upload } from './deal-files';

let t: TestApp;
let context: AppLoadContext;
let client: Awaited<ReturnType<typeof signUpVerified>>;
let stranger: Awaited<ReturnType<typeof signUpVerified>>;
let dealId: number;

// A one-pixel PNG, as a browser sends a picked picture.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const cookieOf = (token: string) => `wasla_at=${encodeURIComponent(token)}`;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: IN_MEMORY });
  context = inProcessContext(t);
  const provider = await signUpVerified(t, 'Omar Provider');
  [client, stranger] = await Promise.all([
    signUpVerified(t, 'Nora Client'),
    signUpVerified(t, 'Sami Stranger'),
  ]);
  const me = await t.api('GET', '/user-information', { headers: provider.auth });
  const { mainId, subId } = await categoryPair(t);
  const service = await insertListedService(t, {
    userId: me.json().data.id,
    names: { en: 'Logo design' },
    mainCategoryId: mainId,
    categoryId: subId,
  });
  const draft = await t.api('POST', '/deals/generate-deal-id', {
    headers: { ...client.auth, 'idempotency-key': crypto.randomUUID() },
    body: { service_id: service.id },
  });
  dealId = draft.json().data.id;
}, 120_000);
afterAll(() => t.close());

async function send(path: string, token: string, body?: FormData) {
  const request = new Request(`http://localhost/en/deals/${dealId}/files${path}`, {
    method: 'POST',
    body: body ?? new FormData(),
    headers: { cookie: cookieOf(token) },
  });
  const res = (await upload({ request, params: { lang: 'en', id: String(dealId) }, context } as Parameters<
    typeof upload
  >[0])) as Response;
  return { status: res.status, body: (await res.json()) as FilesReply };
}

async function fetchFile(fileId: number, token: string) {
  const request = new Request(`http://localhost/en/deals/${dealId}/files/${fileId}`, {
    headers: { cookie: cookieOf(token) },
  });
  try {
    return await download({
      request,
      params: { lang: 'en', id: String(dealId), fileId: String(fileId) },
      context,
    } as Parameters<typeof download>[0]);
  } catch (thrown) {
    // The API's refusal, thrown as React Router's data with its status, as loaders do.
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status) return { status };
    throw thrown;
  }
}

describe('an offer’s attachments through the web', () => {
  it('uploads a picture, opens it for the offer’s sender only, and takes it off again', async () => {
    const form = new FormData();
    form.append('files', new Blob([PNG], { type: 'image/png' }), 'sketch.png');
    const sent = await send('', client.token, form);
    expect(sent.status).toBe(200);
    if (!sent.body.ok) throw new Error(sent.body.message);
    expect(sent.body.files).toHaveLength(1);
    const file = sent.body.files[0]!;
    expect(file).toMatchObject({ kind: 'image', name: 'sketch.png' });

    const opened = (await fetchFile(file.id, client.token)) as Response;
    expect(opened.status).toBe(200);
    // The store keeps pictures re-encoded; the bytes come as the API sends them, with its type.
    expect(opened.headers.get('content-type')).toMatch(/^image\//);
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    expect(opened.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await opened.arrayBuffer()).byteLength).toBeGreaterThan(0);
    // A third account is told the file is not there, as for one that never was.
    expect((await fetchFile(file.id, stranger.token)).status).toBe(404);

    const removed = await send(`?remove=${file.id}`, client.token);
    expect(removed.body).toEqual({ ok: true, files: [], rejected: null });
  });

  it('refuses someone else’s draft in one sentence', async () => {
    const form = new FormData();
    form.append('files', new Blob([PNG], { type: 'image/png' }), 'sketch.png');
    const refused = await send('', stranger.token, form);
    expect(refused.status).toBe(404);
    expect(refused.body.ok).toBe(false);
  });
});
