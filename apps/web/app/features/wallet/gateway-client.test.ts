import { describe, expect, it } from 'vitest';
import { groupedCardNumber, readExpiry, tokeniseCard, typedExpiry } from './gateway-client';

const card = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: ' Lina Haddad ' };

/** A gateway that records the request and answers `status` with `body`. */
function gateway(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const request = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls, request };
}

describe('card details as typed', () => {
  it('reads the expiry in the ways people write it', () => {
    expect(readExpiry('04/28')).toEqual({ month: 4, year: 2028 });
    expect(readExpiry('0428')).toEqual({ month: 4, year: 2028 });
    expect(readExpiry('04 / 2031')).toEqual({ month: 4, year: 2031 });
    expect(readExpiry('٠٤/٢٨')).toEqual({ month: 4, year: 2028 });
    expect(readExpiry('13/28')).toBeUndefined();
    expect(readExpiry('4')).toBeUndefined();
  });

  it('groups the number by four and puts the slash in the expiry', () => {
    expect(groupedCardNumber('4000000000003220')).toBe('4000 0000 0000 3220');
    expect(groupedCardNumber('4000-0000')).toBe('4000 0000');
    expect(typedExpiry('1234')).toBe('12/34');
    expect(typedExpiry('1')).toBe('1');
  });
});

describe('tokenising a card at the gateway', () => {
  it('sends the card to the gateway only, without cookies, and keeps the token', async () => {
    const { calls, request } = gateway(200, { id: 'tok_abc', brand: 'visa', last4: '4242' });
    const result = await tokeniseCard('/sandbox-gateway/', card, request);
    expect(result).toEqual({ ok: true, token: 'tok_abc', brand: 'visa', last4: '4242' });
    expect(calls[0]?.url).toBe('/sandbox-gateway/v1/tokens');
    expect(calls[0]?.init.credentials).toBe('omit');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2034,
      cvc: '123',
      name: 'Lina Haddad',
    });
  });

  it('points a refusal at the field the gateway names', async () => {
    const refuse = (param: string, code: string) =>
      tokeniseCard('/g', card, gateway(402, { error: { type: 'card_error', code, param } }).request);
    expect(await refuse('number', 'invalid_number')).toEqual({
      ok: false,
      field: 'number',
      code: 'invalid_number',
    });
    expect(await refuse('exp_year', 'invalid_expiry_year')).toMatchObject({ field: 'expiry' });
    expect(await refuse('cvc', 'invalid_cvc')).toMatchObject({ field: 'cvc' });
  });

  it('checks the expiry before sending, and tells a lost network from a refusal', async () => {
    const { calls, request } = gateway(200, {});
    expect(await tokeniseCard('/g', { ...card, expiry: '99/99' }, request)).toMatchObject({
      field: 'expiry',
    });
    expect(calls).toHaveLength(0);
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await tokeniseCard('/g', card, offline)).toEqual({ ok: false, field: 'form', code: 'network' });
    expect(await tokeniseCard('/g', card, gateway(500, 'oops').request)).toEqual({
      ok: false,
      field: 'form',
      code: 'generic',
    });
  });
});
