import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A token a client keeps: 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256 digest, never the token itself. */
export const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Six random digits for a one-time code. */
export const newSixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Keyed digest, so a leaked table of codes cannot be brute-forced without the server's secret. */
export const keyedDigest = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('hex');

export function sameDigest(a: string, b: string) {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
