/**
 * Splits IBM Plex Sans Arabic (both weights) into the files app.css declares: a core file with the
 * Arabic block every Arabic page uses (U+0600–06FF, the joiners and marks of direction, the space),
 * and an extended file with the rest (Persian and Urdu letters, presentation forms, Arabic
 * mathematical letters), which a browser fetches only for a page that has one of those characters.
 * Hinting is left out: phones and Macs ignore it, and it is a quarter of the file. The core pair is
 * 44 KB where the whole pair was 87 KB, on every first visit in Arabic.
 * Run again after updating @fontsource/ibm-plex-sans-arabic: `npx tsx apps/web/scripts/make-arabic-font-subsets.ts`.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const SOURCE = dirname(require.resolve('@fontsource/ibm-plex-sans-arabic/package.json'));
const OUT = join(import.meta.dirname, '..', 'app', 'fonts');

/** The core file's characters; app.css gives the same list as the core faces' `unicode-range`. */
const CORE_RANGES: [number, number][] = [
  [0x0020, 0x0020],
  [0x00a0, 0x00a0],
  [0x0600, 0x06ff],
  [0x200c, 0x200f],
  [0x25cc, 0x25cc],
];

const text = (ranges: [number, number][]) =>
  ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join('');
const inCore = (code: number) => CORE_RANGES.some(([from, to]) => code >= from && code <= to);

// Everything fontsource's Arabic file holds (its unicode.json), less the core.
const arabicRanges = (
  JSON.parse(readFileSync(join(SOURCE, 'unicode.json'), 'utf8')) as { arabic: string }
).arabic
  .split(',')
  .map((range) =>
    range
      .replace('U+', '')
      .split('-')
      .map((hex) => Number.parseInt(hex, 16)),
  )
  .map(([from, to]) => [from, to ?? from] as [number, number]);
const extended = [...text(arabicRanges)].filter((char) => !inCore(char.codePointAt(0)!)).join('');

for (const weight of [400, 700]) {
  const font = readFileSync(join(SOURCE, 'files', `ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`));
  for (const [part, characters] of [
    ['core', text(CORE_RANGES)],
    ['extended', extended],
  ] as const) {
    const subset = await subsetFont(font, characters, { targetFormat: 'woff2', noHinting: true });
    writeFileSync(join(OUT, `ibm-plex-sans-arabic-${part}-${weight}.woff2`), subset);
    console.log(`${part} ${weight}: ${subset.length} bytes (the whole file: ${font.length})`);
  }
}
// The fonts are under the SIL Open Font License, which travels with modified versions.
copyFileSync(join(SOURCE, 'LICENSE'), join(OUT, 'OFL.txt'));
