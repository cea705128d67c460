/** The one call of `subset-font` that make-arabic-font-subsets.ts makes (the package has no types). */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt'; noHinting?: boolean },
  ): Promise<Buffer>;
}
