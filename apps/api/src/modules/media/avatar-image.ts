import sharp from 'sharp';

/** Side of the square profile photo we keep, in pixels. */
export const AVATAR_SIDE_PX = 512;
/**
 * Largest picture we agree to decode. A few kilobytes of PNG can claim a 100 000 × 100 000 canvas; the
 * limit is checked from the header, before any pixel is decoded. 50 megapixels covers phone cameras.
 */
export const AVATAR_MAX_INPUT_PIXELS = 50_000_000;

// What the header says, not the name or the declared type. SVG, TIFF and raw are decodable but refused:
// SVG can carry scripts and remote references, and nobody's profile photo is a TIFF.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'heif']);

export type AvatarImageProblem = 'unsupported' | 'too_many_pixels';

export class AvatarImageError extends Error {
  constructor(readonly problem: AvatarImageProblem) {
    super(`avatar image refused: ${problem}`);
    this.name = 'AvatarImageError';
  }
}

const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Turns an uploaded picture into the stored profile photo: decoded by content (JPEG, PNG, GIF, WebP,
 * HEIF/AVIF as far as this sharp build decodes them), turned upright by its EXIF orientation, cropped
 * to fill a 512 × 512 square, and written as WebP without any metadata (no GPS position, no camera).
 * A truncated or damaged file fails here rather than being stored half grey. `input` is the picture's
 * bytes or the path of a file holding them.
 */
export async function processAvatarImage(
  input: Buffer | string,
  maxInputPixels = AVATAR_MAX_INPUT_PIXELS,
): Promise<Buffer> {
  if (input.length === 0) throw new AvatarImageError('unsupported');
  const options = { failOn: 'truncated', limitInputPixels: maxInputPixels } as const;
  try {
    const { format } = await sharp(input, options).metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new AvatarImageError('unsupported');
    return await sharp(input, options)
      .autoOrient()
      .resize(AVATAR_SIDE_PX, AVATAR_SIDE_PX, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AvatarImageError) throw error;
    throw new AvatarImageError(isPixelLimit(error) ? 'too_many_pixels' : 'unsupported');
  }
}
