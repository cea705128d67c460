import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { processServiceImage, ServiceImageError } from './service-image';

// No HEVC encoder exists on a build machine (sharp's libvips ships none, for patent reasons), so a
// real iPhone photo cannot be made here. The file below is a well-formed HEIC container around bytes
// that are not HEVC: sharp reads its header and then fails to decode it exactly as it fails on a
// real photo, which is what sends the upload to heic-decode. The libheif decoder itself is faked,
// except in the test that lets the real one refuse the fake bytes.
const decodeHeic = vi.hoisted(() => vi.fn());
vi.mock('heic-decode', () => ({ default: decodeHeic }));

const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};
const fullBox = (type: string, version: number, ...parts: Buffer[]) =>
  box(type, Buffer.from([version, 0, 0, 0]), ...parts);
const u16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);
const u32 = (n: number) => Buffer.from([n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]);
const text = (s: string) => Buffer.from(s, 'latin1');

/** A HEIC file with one `hvc1` picture of the given size, as its header tells it. */
function heic(width: number, height: number) {
  const coded = Buffer.from([0, 0, 0, 4, 0x26, 0x01, 0xaf, 0x00]);
  const ftyp = box('ftyp', text('heic'), u32(0), text('mif1heic'));
  // An HEVC decoder configuration of 8-bit 4:2:0 Main profile, with no parameter sets.
  const hvcC = box(
    'hvcC',
    Buffer.from([
      1, 1, 0x60, 0, 0, 0, 0x90, 0, 0, 0, 0, 0, 0x5d, 0xf0, 0, 0xfc, 0xfd, 0xf8, 0xf8, 0, 0, 0x0f, 0,
    ]),
  );
  const meta = (dataAt: number) =>
    fullBox(
      'meta',
      0,
      fullBox('hdlr', 0, u32(0), text('pict'), Buffer.alloc(13)),
      fullBox('pitm', 0, u16(1)),
      fullBox(
        'iloc',
        0,
        Buffer.from([0x44, 0]),
        u16(1),
        u16(1),
        u16(0),
        u16(1),
        u32(dataAt),
        u32(coded.length),
      ),
      fullBox('iinf', 0, u16(1), fullBox('infe', 2, u16(1), u16(0), text('hvc1'), Buffer.from([0]))),
      box(
        'iprp',
        box('ipco', hvcC, fullBox('ispe', 0, u32(width), u32(height))),
        fullBox('ipma', 0, u32(1), u16(1), Buffer.from([2, 0x81, 0x02])),
      ),
    );
  const dataAt = ftyp.length + meta(0).length + 8;
  return Buffer.concat([ftyp, meta(dataAt), box('mdat', coded)]);
}

/** What libheif returns: 8-bit RGBA, already turned by the file's rotation. */
function rgba(width: number, height: number, [r, g, b]: number[]) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let at = 0; at < data.length; at += 4) data.set([r!, g!, b!, 255], at);
  return { width, height, data };
}

beforeEach(() => {
  decodeHeic.mockReset();
});

describe('processServiceImage with HEIC', () => {
  it('is a file sharp reads the header of but cannot decode', async () => {
    expect(await sharp(heic(640, 480)).metadata()).toMatchObject({
      format: 'heif',
      compression: 'hevc',
      width: 640,
      height: 480,
    });
    await expect(sharp(heic(640, 480)).webp().toBuffer()).rejects.toThrow(/HEVC/);
  });

  it('decodes an iPhone photo with libheif when sharp cannot', async () => {
    decodeHeic.mockResolvedValue(rgba(2000, 1500, [0, 160, 80]));
    const out = await processServiceImage(heic(2000, 1500));
    expect(decodeHeic).toHaveBeenCalledOnce();
    expect(out).toMatchObject({ width: 1600, height: 1200 });
    expect(await sharp(out.full).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(await sharp(out.thumb).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 });
    const { dominant } = await sharp(out.thumb).stats();
    expect(dominant.g).toBeGreaterThan(120);
  });

  it('refuses a HEIC canvas over the limit from its header, before libheif allocates it', async () => {
    const error = await processServiceImage(heic(20_000, 20_000)).catch((e: unknown) => e);
    expect((error as ServiceImageError).problem).toBe('too_many_pixels');
    expect(decodeHeic).not.toHaveBeenCalled();
  });

  it('refuses a HEIC whose picture libheif cannot decode either', async () => {
    const real = await vi.importActual<{ default: typeof decodeHeic }>('heic-decode');
    decodeHeic.mockImplementation(real.default);
    // libheif prints its failure to stdout; the refusal below is what matters.
    const print = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = await processServiceImage(heic(64, 48)).catch((e: unknown) => e);
    expect(decodeHeic).toHaveBeenCalledOnce();
    expect(error).toBeInstanceOf(ServiceImageError);
    expect((error as ServiceImageError).problem).toBe('unsupported');
    print.mockRestore();
  });
});
