import { onlyLatinDigits } from '@wasla/shared/digits';

/** The card as a person typed it; it goes to the card gateway only, never to our server. */
export type CardInput = { number: string; expiry: string; cvc: string; name: string };

/** The fields of the card form a refusal can point at. */
export type CardField = 'number' | 'expiry' | 'cvc' | 'name';

export type Tokenised =
  | { ok: true; token: string; brand: string; last4: string }
  | { ok: false; field: CardField | 'form'; code: string };

/** "0428", "04/28", "4 / 2028" -> month and year; undefined when it is not a month and a year. */
export function readExpiry(text: string): { month: number; year: number } | undefined {
  const digits = onlyLatinDigits(text);
  const match = /^(\d{2})(\d{2}|\d{4})$/.exec(digits) ?? /^(\d)(\d{2})$/.exec(digits);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: year < 100 ? 2000 + year : year };
}

/** Card numbers are read in groups of four, as printed on the card. */
export const groupedCardNumber = (text: string) =>
  onlyLatinDigits(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "MM/YY" as it is typed, the slash added after the month. */
export function typedExpiry(text: string): string {
  const digits = onlyLatinDigits(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

// The gateway names the parameter at fault; the form shows month and year as one field.
const FIELD_OF: Record<string, CardField> = {
  number: 'number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
  name: 'name',
};

/**
 * Turns the card into a gateway token from the browser (`POST {gateway}/v1/tokens`), so the card
 * number and security code never reach our server, only the token does. The promise never rejects:
 * a network failure is `{ field: 'form', code: 'network' }`.
 */
export async function tokeniseCard(
  gateway: string,
  card: CardInput,
  request: typeof fetch = fetch,
): Promise<Tokenised> {
  const expiry = readExpiry(card.expiry);
  if (!expiry) return { ok: false, field: 'expiry', code: 'invalid_expiry' };
  let response: Response;
  try {
    response = await request(`${gateway.replace(/\/+$/, '')}/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      // No cookies: the gateway is another party, even when it is served from our address.
      credentials: 'omit',
      body: JSON.stringify({
        number: onlyLatinDigits(card.number),
        exp_month: expiry.month,
        exp_year: expiry.year,
        cvc: onlyLatinDigits(card.cvc),
        name: card.name.trim() || undefined,
      }),
    });
  } catch {
    return { ok: false, field: 'form', code: 'network' };
  }
  const body = (await response.json().catch(() => null)) as {
    id?: unknown;
    brand?: unknown;
    last4?: unknown;
    error?: { code?: unknown; param?: unknown };
  } | null;
  if (response.ok && typeof body?.id === 'string') {
    return { ok: true, token: body.id, brand: String(body.brand ?? ''), last4: String(body.last4 ?? '') };
  }
  const code = typeof body?.error?.code === 'string' ? body.error.code : 'generic';
  const param = typeof body?.error?.param === 'string' ? body.error.param : '';
  return { ok: false, field: FIELD_OF[param] ?? 'form', code };
}
