import { createHash } from 'node:crypto';

/** The longest key accepted, as Stripe's: a UUID or any client-made token fits well within it. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/**
 * The body as one text whatever the order of its fields, so that a client that rebuilds the same
 * request (another JSON library, another field order) is recognised as sending the same thing.
 */
export function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (Buffer.isBuffer(value)) return JSON.stringify(value.toString('base64'));
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of the canonical JSON of a request: what is stored and compared, never the body itself. */
export function canonicalHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}
