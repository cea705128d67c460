import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_SIDE_PX, AvatarImageError, processAvatarImage } from './avatar-image';

const solid = (width: number, height: number, background = '#1f6feb') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A left half red and right half blue picture, so the way it is turned can be read back. */
async function halves(width: number, height: number) {
  const half = await solid(width / 2, height, '#0000ff')
    .png()
    .toBuffer();
  return solid(width, height, '#ff0000').composite([{ input: half, left: width / 2, top: 0 }]);
}

async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
const isBlue = ([r, g, b]: number[]) => b! > 200 && r! < 60 && g! < 60;

/** A valid PNG whose header claims a huge canvas: the shape of a decompression bomb. */
async function claimedSize(width: number, height: number) {
  const png = Buffer.from(await solid(1, 1).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function refusal(input: Buffer, maxPixels?: number) {
  const error = await processAvatarImage(input, maxPixels).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AvatarImageError);
  return (error as AvatarImageError).problem;
}

describe('processAvatarImage', () => {
  it('re-encodes a PNG as a 512 × 512 WebP without metadata', async () => {
    const out = await processAvatarImage(await solid(900, 600).png().toBuffer());
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: AVATAR_SIDE_PX, height: AVATAR_SIDE_PX });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it('turns a photo upright by its EXIF orientation, then drops the EXIF block', async () => {
    // Orientation 6: the camera was held sideways, so the left half is shown on top.
    const photo = await (await halves(400, 200))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'camera owner' } })
      .toBuffer();
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    const out = await processAvatarImage(photo);
    const meta = await sharp(out).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(isRed(await pixel(out, 400, 100))).toBe(true);
    expect(isBlue(await pixel(out, 100, 400))).toBe(true);
  });

  it('accepts JPEG, GIF, WebP and AVIF by their content', async () => {
    const base = solid(64, 48);
    for (const input of [
      await base.clone().jpeg().toBuffer(),
      await base.clone().gif().toBuffer(),
      await base.clone().webp().toBuffer(),
      await base.clone().avif().toBuffer(),
    ]) {
      expect((await sharp(await processAvatarImage(input)).metadata()).width).toBe(AVATAR_SIDE_PX);
    }
  });

  it('refuses text, PDF, SVG, TIFF, empty and truncated files', async () => {
    const jpeg = await (await halves(400, 200)).jpeg().toBuffer();
    const refused = [
      Buffer.from('not a picture, only text saved as photo.jpg'),
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      await solid(20, 20).tiff().toBuffer(),
      Buffer.alloc(0),
      jpeg.subarray(0, jpeg.length - 300),
    ];
    for (const input of refused) expect(await refusal(input)).toBe('unsupported');
  });

  it('refuses a picture that claims more pixels than the limit before decoding it', async () => {
    expect(await refusal(await claimedSize(20_000, 20_000))).toBe('too_many_pixels');
    expect(await refusal(await solid(100, 100).png().toBuffer(), 5_000)).toBe('too_many_pixels');
  });
});
