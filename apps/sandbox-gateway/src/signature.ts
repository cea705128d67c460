import { createHmac } from 'node:crypto';

/** The header a receiver reads, named for this gateway as Stripe names its `Stripe-Signature`. */
export const SIGNATURE_HEADER = 'wasla-signature';

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the scheme of Stripe's webhooks. The time is
 * inside what is signed, so a receiver that refuses old timestamps also refuses a captured request
 * replayed later; each attempt is signed again with its own time. `v1` names the scheme, so a
 * receiver can accept a new one beside the old while secrets or algorithms change.
 */
export function signatureHeader(secret: string, body: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}
