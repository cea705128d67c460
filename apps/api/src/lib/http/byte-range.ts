/** Part of a file, first and last byte included, as a `Range` request asks for it. */
export type ByteRange = { start: number; end: number };

/**
 * Reads a `Range: bytes=…` header against a file of `size` bytes, so audio and video can seek.
 * Only one range is served: several ranges (`bytes=0-9,20-29`), other units and malformed values
 * are ignored (undefined), and the whole file is sent, as RFC 9110 allows. A range that starts past
 * the end, or asks for the last 0 bytes, is 'unsatisfiable' (416). A range running past the end is
 * cut at the last byte.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '') {
    // `bytes=-500`: the last 500 bytes.
    if (last === '') return undefined;
    const length = Number(last);
    return length === 0 || size === 0
      ? 'unsatisfiable'
      : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.POSITIVE_INFINITY : Number(last);
  if (end < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
