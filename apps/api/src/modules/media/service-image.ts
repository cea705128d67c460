/// <reference path="./heic-decode.d.ts" />
import sharp, { type Sharp } from 'sharp';
import { sniffFile } from '../../lib/file-sniffing';

/** The stored picture fits in this square, never enlarged. */
export const SERVICE_IMAGE_MAX_SIDE_PX = 1600;
/** The card thumbnail, cropped to fill exactly this 4:3 frame. */
export const SERVICE_THUMB_WIDTH_PX = 480;
export const SERVICE_THUMB_HEIGHT_PX = 360;
/** Largest picture we agree to decode, checked from the header before any pixel is decoded. */
export const SERVICE_IMAGE_MAX_INPUT_PIXELS = 50_000_000;

// What sharp reads in the header. It calls both AVIF and HEIC "heif". SVG, TIFF and raw are decodable
// but refused: SVG can carry scripts and remote references, and nobody shows a service as a TIFF.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'heif']);
const WEBP_QUALITY = 80;

export type ServiceImageProblem = 'unsupported' | 'too_many_pixels';

export class ServiceImageError extends Error {
  constructor(readonly problem: ServiceImageProblem) {
    super(`service image refused: ${problem}`);
    this.name = 'ServiceImageError';
  }
}

export type ServiceImage = { full: Buffer; thumb: Buffer; width: number; height: number };

const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/** Both outputs from one decode of the upload: the big picture first, the thumbnail from its pixels. */
async function encode(decoded: Sharp): Promise<ServiceImage> {
  const { data, info } = await decoded
    .resize(SERVICE_IMAGE_MAX_SIDE_PX, SERVICE_IMAGE_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const [full, thumb] = await Promise.all([
    pixels().webp({ quality: WEBP_QUALITY }).toBuffer(),
    pixels()
      .resize(SERVICE_THUMB_WIDTH_PX, SERVICE_THUMB_HEIGHT_PX, { fit: 'cover', position: 'centre' })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer(),
  ]);
  return { full, thumb, width: info.width, height: info.height };
}

/**
 * sharp's prebuilt libvips reads a HEIC header but has no HEVC decoder (patents), so iPhone photos
 * are decoded by libheif compiled to WebAssembly instead. That runs on the main thread; its size was
 * already checked against the limit by sharp's header read, so a huge canvas never gets this far.
 * Loaded on first use: the WebAssembly module costs some 20 MB that most processes never need.
 */
async function decodeHevc(input: Buffer, maxInputPixels: number) {
  const { default: decodeHeic } = await import('heic-decode');
  const { width, height, data } = await decodeHeic({ buffer: input });
  const rgba = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return sharp(rgba, { raw: { width, height, channels: 4 }, limitInputPixels: maxInputPixels });
}

/**
 * Turns an uploaded service picture into what we store: decoded by content (JPEG, PNG, GIF's first
 * frame, WebP, HEIC/HEIF, AVIF), turned upright by its EXIF orientation, fitted inside 1600 × 1600
 * plus a 480 × 360 cropped thumbnail, both WebP without metadata (no GPS position, no camera). A
 * truncated or damaged file fails here rather than being stored half grey.
 */
export async function processServiceImage(
  input: Buffer,
  maxInputPixels = SERVICE_IMAGE_MAX_INPUT_PIXELS,
): Promise<ServiceImage> {
  if (sniffFile(input)?.kind !== 'image') throw new ServiceImageError('unsupported');
  const options = { failOn: 'truncated', limitInputPixels: maxInputPixels } as const;
  try {
    const { format, compression } = await sharp(input, options).metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new ServiceImageError('unsupported');
    try {
      return await encode(sharp(input, options).autoOrient());
    } catch (error) {
      // A libvips built with libde265 decodes HEIC itself; only when this one cannot, use libheif.
      if (compression !== 'hevc' || isPixelLimit(error)) throw error;
      return await encode(await decodeHevc(input, maxInputPixels));
    }
  } catch (error) {
    if (error instanceof ServiceImageError) throw error;
    throw new ServiceImageError(isPixelLimit(error) ? 'too_many_pixels' : 'unsupported');
  }
}
