/**
 * Draws the installed app's icons from the favicon's mark into public/icons: the usual square ones
 * ("any": the mark on its rounded tile) and a maskable one, whose mark sits inside the safe circle
 * (the middle 80 %) on a full-bleed tile, so a launcher may cut it to any shape. Run again after the
 * mark changes: `npx tsx apps/web/scripts/make-app-icons.ts`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const PUBLIC = join(import.meta.dirname, '..', 'public');
const MARK = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8');

// The mark's two links without the tile: drawn again on a full-bleed tile for the maskable icon.
const LINKS = MARK.replace(/<title>.*?<\/title>/, '').replace(/<rect width="32" height="32"[^>]*\/>/, '');

function maskable(): string {
  // 32 units of mark scaled to 60 % of the tile and centred: well inside the 80 % safe circle.
  return LINKS.replace(
    /<svg[^>]*>/,
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#135d56"/><g transform="translate(6.4 6.4) scale(0.6)">',
  ).replace('</svg>', '</g></svg>');
}

async function draw(svg: string, size: number, file: string) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(PUBLIC, 'icons', file));
}

await draw(MARK, 192, 'app-192.png');
await draw(MARK, 512, 'app-512.png');
await draw(maskable(), 512, 'app-maskable-512.png');
// iOS draws its own rounded corners over a square icon; it ignores transparency, so the tile is full.
await draw(
  maskable().replace('scale(0.6)', 'scale(0.72)').replace('translate(6.4 6.4)', 'translate(4.48 4.48)'),
  180,
  'apple-touch-icon-180.png',
);
