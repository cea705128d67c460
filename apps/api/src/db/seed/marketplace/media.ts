import sharp from 'sharp';
import { AVATAR_SIDE_PX } from '../../../modules/media/avatar-image';
import type { MediaCollection, MediaStore } from '../../../modules/media/media-store';
import { SERVICE_THUMB_HEIGHT_PX, SERVICE_THUMB_WIDTH_PX } from '../../../modules/media/service-image';
import { createRandom, type Random } from './random';

/**
 * Pictures of the demo marketplace, drawn as SVG (gradients and shapes, no text: the machine may
 * have no fonts) and encoded as the upload pipeline stores them: a WebP picture and a 480 × 360 WebP
 * thumbnail. Encoding is the slow part, so a small palette is rendered once and every service gets
 * its own copies of a few of them.
 */
export const PICTURE_WIDTH = 800;
export const PICTURE_HEIGHT = 600;
export const PICTURES_PER_CATEGORY = 3;
export const GENERIC_PICTURES = 4;
export const PERSON_AVATARS = 8;
export const EMBLEM_AVATARS = 4;

export type Picture = { full: Buffer; thumb: Buffer };
export type StoredPicture = { file: string; thumb: string; size: number };

function hex(hue: number, saturation: number, lightness: number) {
  const s = saturation / 100;
  const l = lightness / 100;
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const c = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

const gradient = (hue: number, width: number, height: number, shapes: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${hex(hue, 70, 58)}"/><stop offset="1" stop-color="${hex((hue + 40) % 360, 65, 32)}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>${shapes}
</svg>`;

const WEBP_EFFORT = 1;
const W = PICTURE_WIDTH;
const H = PICTURE_HEIGHT;

/** Three looks, so that the pictures of one category do not all look alike. */
const STYLES: ((random: Random, hue: number) => string)[] = [
  // Soft bubbles.
  (random) =>
    Array.from({ length: 9 }, () => {
      const r = random.int(30, 170);
      return `<circle cx="${random.int(0, W)}" cy="${random.int(0, H)}" r="${r}" fill="#fff" fill-opacity="${random.between(0.06, 0.24).toFixed(2)}"/>`;
    }).join(''),
  // A card layout, like a page or a product sheet.
  (random, hue) => {
    const x = random.int(120, 220);
    const y = random.int(90, 150);
    const bars = Array.from(
      { length: 4 },
      (_, i) =>
        `<rect x="${x + 40}" y="${y + 170 + i * 44}" width="${random.int(160, 380)}" height="18" rx="9" fill="${hex(hue, 40, 80)}"/>`,
    ).join('');
    return `<rect x="${x - 30}" y="${y - 20}" width="480" height="400" rx="28" fill="#000" fill-opacity="0.12" transform="rotate(-6 400 300)"/>
      <rect x="${x}" y="${y}" width="480" height="380" rx="28" fill="#fff" fill-opacity="0.92"/>
      <rect x="${x + 40}" y="${y + 40}" width="400" height="100" rx="16" fill="${hex((hue + 180) % 360, 60, 62)}"/>${bars}
      <circle cx="${x + 430}" cy="${y + 330}" r="36" fill="${hex(hue, 70, 50)}"/>`;
  },
  // Hills under a sun.
  (random, hue) => {
    const waves = Array.from({ length: 3 }, (_, i) => {
      const base = 330 + i * 90;
      const a = random.int(-70, 70);
      const b = random.int(-70, 70);
      return `<path d="M0 ${base} C 200 ${base + a}, 500 ${base + b}, ${W} ${base - 20} L ${W} ${H} L 0 ${H} Z" fill="${hex((hue + 20 * i) % 360, 55, 70 - i * 18)}" fill-opacity="0.85"/>`;
    }).join('');
    return `<circle cx="${random.int(480, 680)}" cy="${random.int(110, 190)}" r="${random.int(55, 85)}" fill="#fff6d8" fill-opacity="0.9"/>${waves}`;
  },
];

async function encodePicture(svg: string): Promise<Picture> {
  // Drawn once into pixels, then encoded twice; a low WebP effort is plenty for smooth shapes.
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const [full, thumb] = await Promise.all([
    pixels().webp({ quality: 80, effort: WEBP_EFFORT }).toBuffer(),
    pixels()
      .resize(SERVICE_THUMB_WIDTH_PX, SERVICE_THUMB_HEIGHT_PX, { fit: 'cover', position: 'centre' })
      .webp({ quality: 80, effort: WEBP_EFFORT })
      .toBuffer(),
  ]);
  return { full, thumb };
}

/**
 * The palette: `PICTURES_PER_CATEGORY` pictures in each main category's own colour (in the order of
 * `categoryCount`), then `GENERIC_PICTURES` in neutral tones that any service may add.
 */
export async function renderServicePictures(categoryCount: number): Promise<Picture[]> {
  const random = createRandom(4_004);
  const svgs: string[] = [];
  for (let c = 0; c < categoryCount; c++) {
    const hue = Math.round((c * 360) / categoryCount);
    for (let s = 0; s < PICTURES_PER_CATEGORY; s++) svgs.push(gradient(hue, W, H, STYLES[s]!(random, hue)));
  }
  for (let g = 0; g < GENERIC_PICTURES; g++) {
    const hue = 200 + g * 12;
    svgs.push(gradient(hue, W, H, STYLES[g % STYLES.length]!(random, hue)));
  }
  return Promise.all(svgs.map(encodePicture));
}

/** Faceless profile pictures: a silhouette for people, an emblem for companies. */
export async function renderAvatars(): Promise<Buffer[]> {
  const side = AVATAR_SIDE_PX;
  const person = (hue: number) =>
    gradient(
      hue,
      side,
      side,
      `<circle cx="256" cy="205" r="92" fill="#fff" fill-opacity="0.88"/>
       <path d="M76 512 C 96 360, 416 360, 436 512 Z" fill="#fff" fill-opacity="0.88"/>`,
    );
  const emblem = (hue: number) =>
    gradient(
      hue,
      side,
      side,
      `<rect x="146" y="146" width="220" height="220" rx="40" fill="#fff" fill-opacity="0.9" transform="rotate(45 256 256)"/>
       <circle cx="256" cy="256" r="62" fill="${hex(hue, 65, 45)}"/>`,
    );
  const svgs = [
    ...Array.from({ length: PERSON_AVATARS }, (_, i) => person((i * 360) / PERSON_AVATARS + 15)),
    ...Array.from({ length: EMBLEM_AVATARS }, (_, i) => emblem((i * 360) / EMBLEM_AVATARS + 60)),
  ];
  return Promise.all(
    svgs.map((svg) => sharp(Buffer.from(svg)).webp({ quality: 82, effort: WEBP_EFFORT }).toBuffer()),
  );
}

/** Runs `work` over `items`, a few at a time: thousands of files opened at once help nobody. */
async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  }
  return results;
}

/**
 * Files written by the seed, remembered so they can be removed again if the database part fails:
 * a failed seed must not leave pictures nobody points at.
 */
export function createSavedFiles(store: MediaStore) {
  const saved: { collection: MediaCollection; file: string }[] = [];
  const save = async (collection: MediaCollection, bytes: Buffer) => {
    const file = await store.save(collection, bytes, 'webp');
    saved.push({ collection, file });
    return file;
  };
  return {
    servicePictures: (palette: Picture[], perService: number[][]) =>
      inBatches(perService, 16, (indexes) =>
        Promise.all(
          indexes.map(async (index): Promise<StoredPicture> => {
            const picture = palette[index]!;
            const [file, thumb] = await Promise.all([
              save('services', picture.full),
              save('services', picture.thumb),
            ]);
            return { file, thumb, size: picture.full.length };
          }),
        ),
      ),
    avatars: (images: Buffer[], choices: (number | null)[]) =>
      inBatches(choices, 16, async (choice) => (choice === null ? null : save('avatars', images[choice]!))),
    removeAll: () => Promise.all(saved.map(({ collection, file }) => store.remove(collection, file))),
  };
}
