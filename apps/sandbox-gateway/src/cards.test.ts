import { describe, expect, it } from 'vitest';
import { checkCard, passesLuhn, TEST_CARDS } from './cards';
import { GatewayError } from './errors';

// 15 March 2030, noon UTC.
const NOW = Date.UTC(2030, 2, 15, 12);
const VALID = { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123', name: 'Layla Haddad' };

const codeOf = (details: Record<string, unknown>) => {
  try {
    checkCard({ ...VALID, ...details }, NOW);
    return 'accepted';
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    return `${error.status} ${error.code} ${error.param}`;
  }
};

describe('the Luhn check', () => {
  it('holds for every test card and fails when one digit changes', () => {
    for (const number of Object.keys(TEST_CARDS)) {
      expect(passesLuhn(number), number).toBe(true);
      const last = Number(number.at(-1));
      expect(passesLuhn(`${number.slice(0, -1)}${(last + 1) % 10}`)).toBe(false);
    }
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('card details before a token', () => {
  it('keeps the brand, the last four digits and the expiry, never the number or the code', () => {
    const card = checkCard(VALID, NOW);
    expect(card).toEqual({
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2031,
      name: 'Layla Haddad',
      behaviour: { kind: 'succeed' },
    });
    expect(JSON.stringify(card)).not.toContain('424242424242');
    expect(JSON.stringify(card)).not.toContain('"123"');
  });

  it('reads a number typed with spaces or dashes, and a two-digit year', () => {
    expect(checkCard({ ...VALID, number: '4000 0000 0000 3220', exp_year: 31 }, NOW)).toMatchObject({
      last4: '3220',
      exp_year: 2031,
      behaviour: { kind: 'three_d_secure' },
    });
    expect(checkCard({ ...VALID, number: '4000-0000-0000-0002' }, NOW).behaviour).toEqual({
      kind: 'decline',
      code: 'card_declined',
    });
  });

  it('is valid through the last day of its expiry month', () => {
    expect(codeOf({ exp_month: 3, exp_year: 2030 })).toBe('accepted');
    expect(codeOf({ exp_month: 2, exp_year: 2030 })).toBe('402 expired_card exp_month');
    expect(codeOf({ exp_month: 12, exp_year: 2029 })).toBe('402 expired_card exp_month');
  });

  it.each([
    [{ number: undefined }, '400 parameter_missing number'],
    [{ number: 4242424242424242 }, '400 parameter_missing number'],
    [{ number: '4242424242424241' }, '402 invalid_number number'],
    [{ number: '4242' }, '402 invalid_number number'],
    [{ number: '42424242424242424242' }, '402 invalid_number number'],
    [{ number: '4242x24242424242' }, '402 invalid_number number'],
    // A valid number that is not a test card: a real card typed into the sandbox.
    [{ number: '4012888888881881' }, '402 test_mode_live_card number'],
    [{ exp_month: 0 }, '402 invalid_expiry_month exp_month'],
    [{ exp_month: 13 }, '402 invalid_expiry_month exp_month'],
    [{ exp_month: '12' }, '402 invalid_expiry_month exp_month'],
    [{ exp_month: 1.5 }, '402 invalid_expiry_month exp_month'],
    [{ exp_year: '2031' }, '402 invalid_expiry_year exp_year'],
    [{ exp_year: 2200 }, '402 invalid_expiry_year exp_year'],
    [{ exp_year: -1 }, '402 invalid_expiry_year exp_year'],
    [{ cvc: '12' }, '402 invalid_cvc cvc'],
    [{ cvc: '12345' }, '402 invalid_cvc cvc'],
    [{ cvc: 123 }, '402 invalid_cvc cvc'],
    [{ cvc: '12a' }, '402 invalid_cvc cvc'],
    [{ name: 'x'.repeat(201) }, '400 parameter_invalid name'],
  ])('refuses %o with %s', (details, expected) => {
    expect(codeOf(details)).toBe(expected);
  });

  it('takes a four-digit security code and no name', () => {
    expect(codeOf({ cvc: '1234', name: undefined })).toBe('accepted');
    expect(checkCard({ ...VALID, name: '  ' }, NOW).name).toBeNull();
  });
});
