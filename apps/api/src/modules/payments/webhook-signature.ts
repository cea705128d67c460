import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './payment-gateway';

/**
 * How far a signature's time may be from ours: five minutes, as Stripe advises. A captured request
 * replayed later fails this (its time is inside what is signed); a retry of the gateway is signed
 * again with the time it is sent.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Checks a `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` header against the raw body, and
 * throws a `WebhookSignatureError` naming why it fails. Several `v1` values may be present (a
 * gateway rotating its secret signs with both); one match is enough. Every comparison takes the same
 * time whatever the bytes, so the answer's timing does not tell an attacker how close a guess was.
 */
export function verifySignature(options: {
  rawBody: string;
  header: string | undefined;
  secret: string;
  nowSeconds: number;
  toleranceSeconds?: number;
}): void {
  const { header, secret } = options;
  if (!header) throw new WebhookSignatureError('no signature header');
  let timestamp: number | undefined;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2) as [string, string | undefined];
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value) candidates.push(value);
  }
  if (timestamp === undefined || candidates.length === 0) {
    throw new WebhookSignatureError('malformed signature header');
  }
  const tolerance = options.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS;
  if (Math.abs(options.nowSeconds - timestamp) > tolerance) {
    throw new WebhookSignatureError('signature timestamp outside the tolerance');
  }
  const expected = createHmac('sha256', secret).update(`${timestamp}.${options.rawBody}`).digest();
  const matches = candidates.map((candidate) => {
    const wellFormed = /^[0-9a-f]{64}$/.test(candidate);
    const given = wellFormed ? Buffer.from(candidate, 'hex') : Buffer.alloc(expected.length);
    // A malformed value is compared too, so that it takes as long as a wrong one.
    return timingSafeEqual(given, expected) && wellFormed;
  });
  if (!matches.includes(true)) throw new WebhookSignatureError('signature does not match');
}
