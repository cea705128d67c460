import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../test/accounts';
import { completeDraft, picture, uploadMedia } from '../../test/services';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Medium = { id: number; kind: string; is_main: boolean; url: string; thumb_url: string | null };
type File = { bytes: Buffer; name: string; type: string };

// MPEG-1 layer III, 128 kbit/s, 44.1 kHz: each frame is 417 bytes, and two in a row make an MP3.
function mp3() {
  const frames = Buffer.alloc(417 * 3);
  for (let i = 0; i < 3; i++) frames.set([0xff, 0xfb, 0x90, 0x64], 417 * i);
  return frames;
}

/** An MP4 file's opening `ftyp` box, then the start of its `mdat` box. */
function mp4() {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(box.length, 0);
  box.write('ftypisom\0\0\x02\0isommp41', 4, 'latin1');
  return Buffer.concat([box, Buffer.from('\0\0\0\x10mdat0123456789', 'latin1')]);
}

const pdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

const jpegs = (count: number, prefix = 'photo') =>
  Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      bytes: await picture(`#${(0x203040 + i * 0x0a0b0c).toString(16)}`, 320, 240),
      name: `${prefix}-${i}.jpg`,
      type: 'image/jpeg',
    })),
  );

async function newDraft(auth: Record<string, string>) {
  const created = await t.api('POST', '/budgets', { headers: auth, body: { type: 'provided' } });
  return created.json().data.service.id as number;
}

async function upload(auth: Record<string, string>, id: number, kind: string, files: File[]) {
  const res = await uploadMedia(t, auth, id, kind, files);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { media: Medium[]; rejected: { name: string; message: string }[] };
}

const edit = async (auth: Record<string, string>, id: number) =>
  (await t.api('GET', `/services/${id}/edit`, { headers: auth })).json().data as {
    media: Medium[];
    main_image: Medium | null;
  };

describe('service pictures', () => {
  it('re-encodes each picture, makes the first one main, and lets the owner choose another', async () => {
    const { auth } = await signUpVerified(t);
    const id = await newDraft(auth);
    const { media, rejected } = await upload(auth, id, 'image', await jpegs(3));
    expect(rejected).toEqual([]);
    expect(media.map((m) => m.is_main)).toEqual([true, false, false]);

    for (const medium of media) {
      const full = await t.app.inject({ method: 'GET', url: medium.url });
      expect(full.headers['content-type']).toBe('image/webp');
      const meta = await sharp(full.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 320, height: 240 });
      expect(meta.exif).toBeUndefined();
      const thumb = await t.app.inject({ method: 'GET', url: medium.thumb_url as string });
      expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 480,
        height: 360,
      });
    }

    const [first, second, third] = media as [Medium, Medium, Medium];
    const chosen = await t.api('POST', `/services/${id}/select-main-image`, {
      headers: auth,
      body: { media_id: second.id },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.main_image.id).toBe(second.id);
    expect(chosen.json().data.media.filter((m: Medium) => m.is_main)).toHaveLength(1);

    // Only a picture of this service can be the main one.
    const [voice] = (
      await upload(auth, id, 'voice', [{ bytes: mp3(), name: 'hello.mp3', type: 'audio/mpeg' }])
    ).media as [Medium];
    const notImage = await t.api('POST', `/services/${id}/select-main-image`, {
      headers: auth,
      body: { media_id: voice.id },
    });
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().message.media_id).toHaveLength(1);
    expect((await edit(auth, id)).main_image?.id).toBe(second.id);

    // Removing the main picture promotes another one.
    const removed = await t.api('DELETE', `/services/${id}/media/${second.id}`, { headers: auth });
    expect(removed.statusCode).toBe(200);
    const after = removed.json().data as { media: Medium[]; main_image: Medium };
    expect(after.media.map((m) => m.id)).toEqual([first.id, third.id, voice.id]);
    expect([first.id, third.id]).toContain(after.main_image.id);
    expect(after.media.filter((m) => m.is_main)).toHaveLength(1);
    // The files themselves are gone too.
    expect((await t.app.inject({ method: 'GET', url: second.url })).statusCode).toBe(404);
  });

  it('judges every file by its content and size, one by one', async () => {
    const { auth } = await signUpVerified(t);
    const id = await newDraft(auth);

    const certificates = await upload(auth, id, 'certificate', [
      // A picture dressed up as a PDF.
      { bytes: await picture(), name: 'certificate.pdf', type: 'application/pdf' },
      { bytes: pdf(), name: 'diploma.pdf', type: 'application/pdf' },
    ]);
    expect(certificates.rejected).toEqual([
      { name: 'certificate.pdf', message: 'Only PDF files are accepted.' },
    ]);
    expect(certificates.media).toEqual([
      expect.objectContaining({ kind: 'certificate', mime: 'application/pdf', name: 'diploma.pdf' }),
    ]);

    const pdfAsImage = await upload(auth, id, 'image', [
      { bytes: pdf(), name: 'scan.jpg', type: 'image/jpeg' },
    ]);
    expect(pdfAsImage.media).toEqual([]);
    expect(pdfAsImage.rejected.map((r) => r.name)).toEqual(['scan.jpg']);

    // Past 5 MB: the file is cut while it arrives and refused, the others of the form go through.
    const [small] = await jpegs(1, 'small');
    const huge = Buffer.concat([await picture('#e76f51', 320, 240), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const sized = await upload(auth, id, 'image', [
      small as File,
      { bytes: huge, name: 'huge.jpg', type: 'image/jpeg' },
      ...(await jpegs(1, 'after')),
    ]);
    expect(sized.media).toHaveLength(2);
    expect(sized.rejected).toEqual([{ name: 'huge.jpg', message: 'The file is larger than 5 MB.' }]);

    const stored = await edit(auth, id);
    expect(stored.media.map((m) => m.kind).sort()).toEqual(['certificate', 'image', 'image']);
  });

  it('keeps eleven pictures and refuses the rest with the count', async () => {
    const { auth } = await signUpVerified(t);
    const id = await newDraft(auth);
    const first = await upload(auth, id, 'image', await jpegs(2, 'first'));
    expect(first.media).toHaveLength(2);
    const rest = await upload(auth, id, 'image', await jpegs(10, 'rest'));
    expect(rest.media).toHaveLength(9);
    expect(rest.rejected).toEqual([{ name: 'rest-9.jpg', message: 'You can upload up to 11 images.' }]);
  });

  it('refuses the pictures past eleven sent in a single form', async () => {
    const { auth } = await signUpVerified(t);
    const id = await newDraft(auth);
    const all = await upload(auth, id, 'image', await jpegs(13));
    expect(all.media).toHaveLength(11);
    expect(all.rejected).toEqual([
      { name: 'photo-11.jpg', message: 'You can upload up to 11 images.' },
      { name: 'photo-12.jpg', message: 'You can upload up to 11 images.' },
    ]);
    // Arabic counts eleven with a singular noun.
    const arabic = await upload({ ...auth, 'content-language': 'ar' }, id, 'image', await jpegs(1));
    expect(arabic.rejected).toEqual([{ name: 'photo-0.jpg', message: 'يمكنك رفع 11 صورة كحد أقصى.' }]);
    expect((await edit(auth, id)).media).toHaveLength(11);
  });
});

describe('sound, video and links', () => {
  it('takes up to five voices, MP4 files and YouTube or Vimeo links', async () => {
    const { auth } = await signUpVerified(t);
    const id = await newDraft(auth);
    const voices = await upload(
      auth,
      id,
      'voice',
      Array.from({ length: 6 }, (_, i) => ({ bytes: mp3(), name: `voice-${i}.mp3`, type: 'audio/mpeg' })),
    );
    expect(voices.media).toHaveLength(5);
    expect(voices.media[0]).toMatchObject({ kind: 'voice', mime: 'audio/mpeg', name: 'voice-0.mp3' });
    expect(voices.rejected).toEqual([
      { name: 'voice-5.mp3', message: 'You can upload up to 5 voice recordings.' },
    ]);

    const video = await upload(auth, id, 'video', [
      { bytes: mp4(), name: 'clip.mp4', type: 'video/mp4' },
      { bytes: mp3(), name: 'song.mp4', type: 'video/mp4' },
    ]);
    expect(video.media).toEqual([expect.objectContaining({ kind: 'video', mime: 'video/mp4' })]);
    expect(video.rejected.map((r) => r.name)).toEqual(['song.mp4']);

    const youtube = await t.api('POST', `/services/${id}/media/video-link`, {
      headers: auth,
      body: { link: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    expect(youtube.statusCode).toBe(200);
    expect(youtube.json().data).toMatchObject({
      kind: 'video',
      link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    const vimeo = await t.api('POST', `/services/${id}/media/video-link`, {
      headers: auth,
      body: { link: 'vimeo.com/76979871' },
    });
    expect(vimeo.json().data).toMatchObject({ embed_url: 'https://player.vimeo.com/video/76979871' });

    for (const link of ['https://evil.example/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/channel/x']) {
      const refused = await t.api('POST', `/services/${id}/media/video-link`, {
        headers: auth,
        body: { link },
      });
      expect(refused.statusCode, link).toBe(422);
      expect(refused.json().message.link).toHaveLength(1);
    }
    const kinds = (await edit(auth, id)).media.map((m) => m.kind);
    expect(kinds.filter((k) => k === 'video')).toHaveLength(3);
  });
});

describe('limits that protect a service', () => {
  it("answers 431 when the plan's media limit is full", async () => {
    const { auth } = await signUpVerified(t);
    const id = await newDraft(auth);
    await t.app.database.db.execute(sql`update plans set media_limit = 4 where slug = 'free'`);
    try {
      const three = await upload(auth, id, 'image', await jpegs(3));
      expect(three.media).toHaveLength(3);
      // One place left: the first voice fits, the second is refused for the plan.
      const voices = await upload(auth, id, 'voice', [
        { bytes: mp3(), name: 'a.mp3', type: 'audio/mpeg' },
        { bytes: mp3(), name: 'b.mp3', type: 'audio/mpeg' },
      ]);
      expect(voices.media).toHaveLength(1);
      expect(voices.rejected).toEqual([
        { name: 'b.mp3', message: 'You reached the media limit of your plan.' },
      ]);

      const full = await uploadMedia(t, auth, id, 'image', await jpegs(1));
      expect(full.statusCode).toBe(431);
      expect(full.json().code).toBe('media_limit_reached');
      const link = await t.api('POST', `/services/${id}/media/video-link`, {
        headers: auth,
        body: { link: 'https://youtu.be/dQw4w9WgXcQ' },
      });
      expect(link.statusCode).toBe(431);
      expect((await edit(auth, id)).media).toHaveLength(4);
    } finally {
      await t.app.database.db.execute(sql`update plans set media_limit = 15 where slug = 'free'`);
    }
  });

  it('keeps three pictures on a published service', async () => {
    const { auth } = await signUpVerified(t);
    const id = await completeDraft(t, auth);
    expect((await t.api('PATCH', `/services/${id}`, { headers: auth, body: {} })).statusCode).toBe(200);
    const [picture0] = (await edit(auth, id)).media as [Medium];
    const refused = await t.api('DELETE', `/services/${id}/media/${picture0.id}`, { headers: auth });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message.images).toEqual(['You should upload at least 3 images.']);
    expect((await edit(auth, id)).media).toHaveLength(3);

    // With a fourth one, one of them may go.
    await upload(auth, id, 'image', await jpegs(1));
    const removed = await t.api('DELETE', `/services/${id}/media/${picture0.id}`, { headers: auth });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.media).toHaveLength(3);
  });
});
