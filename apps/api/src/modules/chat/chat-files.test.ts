import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, type Member } from '../../test/payouts';
import { multipartBody, picture } from '../../test/services';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let nora: Member;
let omar: Member;
let sami: Member;
let conversationId: number;

/** The first bytes of a WebM voice note as a browser records one. */
const voiceNote = () =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
    Buffer.from('webm', 'latin1'),
    Buffer.alloc(2_000, 7),
  ]);

async function upload(who: Member, id: number, files: { bytes: Buffer; name: string; type: string }[]) {
  const form = await multipartBody(files);
  return t.api('POST', `/conversations/${id}/attachments`, {
    headers: { ...who.auth, 'content-type': form.contentType },
    body: form.body,
  });
}
const fileAt = (who: Member, url: string) => t.api('GET', url.replace('/api/v1', ''), { headers: who.auth });

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: 100_000 });
  [nora, omar, sami] = await Promise.all([account(t, 'Nora'), account(t, 'Omar'), account(t, 'Sami')]);
  const first = await t.api('POST', '/messages', {
    headers: nora.auth,
    body: { receiver_id: omar.id, body: 'Files coming', client_id: randomUUID() },
  });
  conversationId = first.json().data.conversation_id;
});
afterAll(() => t.close());

describe('chat files', () => {
  it('are judged by content, private to the uploader until sent, then both members’ to read', async () => {
    const res = await upload(nora, conversationId, [
      { bytes: await picture('#e76f51', 300, 200), name: 'sketch.jpg', type: 'image/jpeg' },
      { bytes: voiceNote(), name: 'voice.webm', type: 'audio/webm' },
      { bytes: Buffer.from('MZ not a document'), name: 'brief.pdf', type: 'application/pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { files, rejected } = res.json().data;
    expect(files.map((f: { kind: string; mime: string }) => [f.kind, f.mime])).toEqual([
      ['image', 'image/webp'],
      ['voice', 'audio/webm'],
    ]);
    expect(rejected.map((r: { name: string }) => r.name)).toEqual(['brief.pdf']);
    // Unsent: the uploader's alone.
    expect((await fileAt(nora, files[0].url)).statusCode).toBe(200);
    expect((await fileAt(omar, files[0].url)).statusCode).toBe(404);

    const sent = await t.api('POST', '/messages', {
      headers: nora.auth,
      body: {
        conversation_id: conversationId,
        body: '',
        attachment_ids: files.map((f: { id: number }) => f.id),
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.attachments.map((a: { id: number }) => a.id)).toEqual(
      files.map((f: { id: number }) => f.id),
    );
    const voice = await fileAt(omar, files[1].url);
    expect(voice.statusCode).toBe(200);
    expect(voice.headers['content-type']).toBe('audio/webm');
    expect(voice.headers['cache-control']).toBe('private, no-store');
    expect((await fileAt(sami, files[1].url)).statusCode).toBe(404);
    // Sent once: a second message cannot carry them again.
    const again = await t.api('POST', '/messages', {
      headers: nora.auth,
      body: { conversation_id: conversationId, body: 'again', attachment_ids: [files[0].id] },
    });
    expect(again.statusCode).toBe(422);
    // The page shows them with the message.
    const page = (await t.api('GET', `/messages/${conversationId}`, { headers: omar.auth })).json().data;
    expect(page.messages.at(-1).attachments).toHaveLength(2);
  });

  it('keeps at most five unsent, lets the uploader remove one, and refuses anyone else', async () => {
    const pictures = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => ({
        bytes: await picture(`#2${i}9d8f`, 120, 80),
        name: `p${i}.jpg`,
        type: 'image/jpeg',
      })),
    );
    const res = (await upload(omar, conversationId, pictures)).json().data;
    expect(res.files).toHaveLength(5);
    expect(res.rejected).toHaveLength(1);
    const removed = await t.api('DELETE', `/conversations/${conversationId}/attachments/${res.files[0].id}`, {
      headers: nora.auth,
    });
    expect(removed.statusCode).toBe(404);
    expect(
      (
        await t.api('DELETE', `/conversations/${conversationId}/attachments/${res.files[0].id}`, {
          headers: omar.auth,
        })
      ).statusCode,
    ).toBe(200);
    expect((await upload(sami, conversationId, pictures.slice(0, 1))).statusCode).toBe(404);
    // Nora cannot send Omar's unsent file.
    const borrowed = await t.api('POST', '/messages', {
      headers: nora.auth,
      body: { conversation_id: conversationId, body: 'mine now', attachment_ids: [res.files[1].id] },
    });
    expect(borrowed.statusCode).toBe(422);
  });
});
