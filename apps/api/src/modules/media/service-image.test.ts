import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processServiceImage, ServiceImageError } from './service-image';

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

async function refusal(input: Buffer, maxPixels?: number) {
  const error = await processServiceImage(input, maxPixels).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ServiceImageError);
  return (error as ServiceImageError).problem;
}

describe('processServiceImage', () => {
  it('fits a big picture inside 1600 × 1600 and crops a 480 × 360 thumbnail, both WebP', async () => {
    const out = await processServiceImage(await solid(4000, 2000).png().toBuffer());
    expect(out).toMatchObject({ width: 1600, height: 800 });
    expect(await sharp(out.full).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(await sharp(out.thumb).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 });
  });

  it('never enlarges a small picture, but still fills the thumbnail frame', async () => {
    const out = await processServiceImage(await solid(300, 500).jpeg().toBuffer());
    expect(out).toMatchObject({ width: 300, height: 500 });
    expect(await sharp(out.thumb).metadata()).toMatchObject({ width: 480, height: 360 });
  });

  it('turns a photo upright by its EXIF orientation, then drops EXIF, GPS and ICC', async () => {
    // Orientation 6: the camera was held sideways, so the left half is shown on top.
    const photo = await (await halves(400, 200))
      .jpeg()
      .withIccProfile('p3')
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Copyright: 'camera owner', Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 42/1 0/1' },
      })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before).toMatchObject({ orientation: 6, exif: expect.any(Buffer), icc: expect.any(Buffer) });
    expect(before.exif!.toString('latin1')).toContain('PhoneMaker');
    expect(before.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS block's tag, 0x8825

    const out = await processServiceImage(photo);
    expect(out).toMatchObject({ width: 200, height: 400 });
    for (const image of [out.full, out.thumb]) {
      const meta = await sharp(image).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(image.toString('latin1')).not.toMatch(/PhoneMaker|camera owner|EXIF|GPS/);
    }
    expect(isRed(await pixel(out.full, 100, 100))).toBe(true);
    expect(isBlue(await pixel(out.full, 100, 300))).toBe(true);
  });

  it('accepts JPEG, PNG, GIF, WebP and AVIF by their content', async () => {
    const base = solid(64, 48);
    for (const input of [
      await base.clone().jpeg().toBuffer(),
      await base.clone().png().toBuffer(),
      await base.clone().gif().toBuffer(),
      await base.clone().webp().toBuffer(),
      await base.clone().avif().toBuffer(),
    ]) {
      expect(await processServiceImage(input)).toMatchObject({ width: 64, height: 48 });
    }
  });

  it('keeps the first frame of an animated GIF', async () => {
    const frames = [
      await solid(64, 48, '#0000ff').png().toBuffer(),
      await solid(64, 48, '#ff0000').png().toBuffer(),
    ];
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const out = await processServiceImage(gif);
    expect(out).toMatchObject({ width: 64, height: 48 });
    expect(isBlue(await pixel(out.full, 32, 24))).toBe(true);
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

  it('refuses a picture with more pixels than the limit', async () => {
    expect(await refusal(await solid(100, 100).png().toBuffer(), 5_000)).toBe('too_many_pixels');
  });
});
