import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealFiles, deals } from '../../db/schema/deals';
import { draftOffer, offerService, sentOffer } from '../../test/deal-offers';
import { account, key, type Member } from '../../test/payouts';
import { multipartBody, picture } from '../../test/services';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
type Upload = { bytes: Buffer; name: string; type: string };

async function upload(who: Member, dealId: number, files: Upload[], lang = 'en') {
  const form = await multipartBody(files);
  return t.api('POST', `/deals/media/${dealId}`, {
    headers: { ...who.auth, 'content-language': lang, 'content-type': form.contentType },
    body: form.body,
  });
}
const jpeg = async (name: string) => ({ bytes: await picture('#e76f51', 60, 40), name, type: 'image/jpeg' });

async function draft() {
  const client = await account(t, 'Client');
  const provider = await account(t, 'Provider');
  const service = await offerService(t, provider.id);
  const deal = await draftOffer(t, client, service.id);
  return { client, provider, service, id: deal.id };
}

describe("an offer's attachments", () => {
  it('keeps pictures re-encoded and PDFs as sent, refuses other kinds, and streams them to the parties only', async () => {
    const { client, provider, service, id } = await draft();
    const stranger = await account(t, 'Stranger');
    const res = await upload(client, id, [
      await jpeg('brief.jpg'),
      { bytes: PDF, name: 'brief.pdf', type: 'application/pdf' },
      {
        bytes: Buffer.from('just some words, not a file kind a deal keeps'),
        name: 'notes.txt',
        type: 'text/plain',
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { files, rejected } = res.json().data;
    expect(files).toMatchObject([
      { kind: 'image', name: 'brief.jpg', mime: 'image/webp' },
      { kind: 'file', name: 'brief.pdf', mime: 'application/pdf', size: PDF.length },
    ]);
    expect(files[0].url).toBe(`/api/v1/deals/media/${id}/${files[0].id}`);
    expect(rejected).toEqual([
      {
        name: 'notes.txt',
        message:
          'Only pictures (JPEG, PNG, GIF, WebP, HEIC, AVIF), sound (MP3, M4A, Ogg, WAV), MP4 videos and PDF files can be attached.',
      },
    ]);

    // The picture lost its camera data; the PDF comes back byte for byte.
    const image = await t.api('GET', `/deals/media/${id}/${files[0].id}`, { headers: client.auth });
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(image.rawPayload).metadata()).exif).toBeUndefined();
    const pdf = await t.api('GET', `/deals/media/${id}/${files[1].id}`, { headers: client.auth });
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    expect(pdf.headers['content-disposition']).toContain('attachment; filename="brief.pdf"');

    // The receiver reads them once the offer is sent; before that the draft is nobody else's.
    const hidden = await t.api('GET', `/deals/media/${id}/${files[1].id}`, { headers: provider.auth });
    expect(hidden.statusCode).toBe(404);
    await t.api('PUT', `/deals/${id}`, {
      headers: client.auth,
      body: {
        title: 'A logo for my bakery',
        description: 'A round logo in two colours, with the bakery name in two languages.',
      },
    });
    expect(
      (await t.api('GET', `/deals/media/${id}/${files[1].id}`, { headers: provider.auth })).statusCode,
    ).toBe(200);
    const missing = await t.api('GET', `/deals/media/2000000000/${files[1].id}`, { headers: stranger.auth });
    const guessed = await t.api('GET', `/deals/media/${id}/${files[1].id}`, { headers: stranger.auth });
    expect([guessed.statusCode, guessed.body]).toEqual([404, missing.body]);
    // Never through the public media route.
    const row = (await t.app.database.db.select().from(dealFiles).where(eq(dealFiles.id, files[1].id)))[0]!;
    expect((await t.app.inject({ method: 'GET', url: `/media/deals/${row.storageKey}` })).statusCode).toBe(
      404,
    );

    // The deal's page lists them with the same addresses.
    const page = await t.api('GET', `/deals/${id}`, { headers: provider.auth });
    expect(page.json().data.attachments.map((f: { url: string }) => f.url)).toEqual(
      files.map((f: { url: string }) => f.url),
    );
    void service;
  });

  it('holds at most 5 pictures and 10 files, each of at most 5 MB', async () => {
    const { client, id } = await draft();
    const pictures = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => jpeg(`p${n}.jpg`)));
    const first = await upload(client, id, pictures, 'ar');
    expect(first.json().data.files).toHaveLength(5);
    expect(first.json().data.rejected).toEqual([{ name: 'p6.jpg', message: 'يمكنك رفع 5 صور كحد أقصى.' }]);
    const pdfs = Array.from({ length: 6 }, (_, n) => ({
      bytes: PDF,
      name: `f${n}.pdf`,
      type: 'application/pdf',
    }));
    const second = await upload(client, id, pdfs);
    expect(second.json().data.files).toHaveLength(10);
    expect(second.json().data.rejected).toEqual([
      { name: 'f5.pdf', message: 'You can attach up to 10 files.' },
    ]);

    const other = await draft();
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const large = await upload(other.client, other.id, [
      { bytes: big, name: 'big.pdf', type: 'application/pdf' },
    ]);
    expect(large.json().data.rejected).toEqual([
      { name: 'big.pdf', message: 'The file is larger than 5 MB.' },
    ]);
  });

  it('lets only the sender attach or remove, before the answer', async () => {
    const { client, provider, id } = await draft();
    const added = await upload(client, id, [await jpeg('one.jpg')]);
    const fileId = added.json().data.files[0].id;
    const stranger = await account(t);
    expect((await upload(stranger, id, [await jpeg('x.jpg')])).statusCode).toBe(404);
    expect(
      (await t.api('DELETE', `/deals/media/${id}/${fileId}`, { headers: stranger.auth })).statusCode,
    ).toBe(404);
    const removed = await t.api('DELETE', `/deals/media/${id}/${fileId}`, { headers: client.auth });
    expect(removed.json().data.attachments).toEqual([]);
    expect((await t.api('DELETE', `/deals/media/${id}/${fileId}`, { headers: client.auth })).statusCode).toBe(
      404,
    );

    const sent = await sentOffer(
      t,
      client,
      (await t.app.database.db.select().from(deals).where(eq(deals.id, id)))[0]!.serviceId,
    );
    await t.api('POST', `/deals/approved/${sent}`, { headers: { ...provider.auth, ...key() } });
    const late = await upload(client, sent, [await jpeg('late.jpg')]);
    expect([late.statusCode, late.json().code]).toEqual([409, 'deal_status_conflict']);
    expect((await upload(provider, sent, [await jpeg('p.jpg')])).statusCode).toBe(409);
  });
});
