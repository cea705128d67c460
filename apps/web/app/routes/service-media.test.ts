import { createTestApp, IN_MEMORY, signUpVerified, type TestApp } from '@wasla/api/testing';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessContext } from '../test/in-process-api';
import { action } from './service-media';

let t: TestApp;
let context: AppLoadContext;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: IN_MEMORY });
  context = inProcessContext(t);
});
afterAll(() => t.close());

const BOUNDARY = '----wasla-web-media-test';

/** The opening of an MP4 file: an `ftyp` box, then the start of an `mdat` box. */
function mp4Head() {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(box.length, 0);
  box.write('ftypisom\0\0\x02\0isommp41', 4, 'latin1');
  return Buffer.concat([box, Buffer.from('\0\0\0\x10mdat0123456789', 'latin1')]);
}

const partHead = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="clip.mp4"\r\n` +
    'Content-Type: video/mp4\r\n\r\n',
);

/** A video upload as the browser streams it; `endless` never finishes sending. */
function videoBody(endless: boolean) {
  const chunks = [partHead, mp4Head(), Buffer.alloc(64 * 1024)];
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(new Uint8Array(next));
      else if (!endless) {
        controller.enqueue(new TextEncoder().encode(`\r\n--${BOUNDARY}--\r\n`));
        controller.close();
      }
      // An endless body simply sends nothing more, as a slow or hostile client does.
    },
  });
}

function post(serviceId: number, token: string, body: ReadableStream<Uint8Array>) {
  const request = new Request(`http://localhost/en/edit-service/${serviceId}/media?kind=video`, {
    method: 'POST',
    body,
    headers: {
      cookie: `wasla_at=${encodeURIComponent(token)}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    duplex: 'half',
  } as RequestInit);
  return action({ request, params: { lang: 'en', id: String(serviceId) }, context } as Parameters<
    typeof action
  >[0]);
}

async function newDraft(token: string) {
  const created = await t.api('POST', '/budgets', {
    headers: { authorization: `Bearer ${token}` },
    body: { type: 'provided' },
  });
  return created.json().data.service.id as number;
}

describe('service media route of the web', () => {
  it('streams the video on to the API, which stores it', async () => {
    const { token } = await signUpVerified(t);
    const id = await newDraft(token);
    const res = await post(id, token, videoBody(false));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ ok: true, rejected: [] });
    expect(body.media).toEqual([expect.objectContaining({ kind: 'video', mime: 'video/mp4' })]);
  });

  it("answers a stranger's upload before the browser has finished sending it", async () => {
    const owner = await signUpVerified(t, 'Owner');
    const stranger = await signUpVerified(t, 'Stranger');
    const id = await newDraft(owner.token);
    const answer = await Promise.race([
      post(id, stranger.token, videoBody(true)),
      new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 8000)),
    ]);
    expect(answer).not.toBe('no answer');
    expect((answer as Response).status).toBe(404);
    expect(await (answer as Response).json()).toMatchObject({ ok: false, code: 'not_found' });
  });
});
