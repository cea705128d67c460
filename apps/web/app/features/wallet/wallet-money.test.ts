import { toDecimalString } from '@wasla/shared/money';
import { describe, expect, it } from 'vitest';
import {
  basisPointsOf,
  convertedAmount,
  formatPercent,
  minimumWithdrawal,
  parseWalletAmount,
  showAed,
  topUpQuote,
} from './wallet-money';

const text = (value: { amount: bigint; currency: string } | undefined) =>
  value ? toDecimalString(value) : undefined;

describe('amounts typed for the wallet', () => {
  it('reads AED as people type it, in any digits, and refuses nothing, signs and a third decimal', () => {
    expect(text(parseWalletAmount('250'))).toBe('250.00');
    expect(text(parseWalletAmount('٢٥٠٫٥'))).toBe('250.50');
    expect(text(parseWalletAmount('0.01'))).toBe('0.01');
    for (const wrong of ['', '0', '0.00', '-5', '1e3', '12.345', 'abc', '1,000.00']) {
      expect(parseWalletAmount(wrong), wrong).toBeUndefined();
    }
  });

  it('reads a percentage reply as basis points', () => {
    expect(basisPointsOf('2.50')).toBe(250n);
    expect(basisPointsOf('3')).toBe(300n);
    expect(basisPointsOf('0.00')).toBe(0n);
    expect(basisPointsOf('2.505')).toBeUndefined();
    expect(basisPointsOf('-1')).toBeUndefined();
  });
});

describe('the card top-up quote', () => {
  it('adds the fee to the amount, to the fils', () => {
    const quote = topUpQuote('250', '2.50');
    expect([text(quote?.amount), text(quote?.fee), text(quote?.total)]).toEqual(['250.00', '6.25', '256.25']);
  });

  it('rounds half a fils to the even fils, as the ledger does', () => {
    // 2.5 % of 0.25 is 0.00625 -> 0.01; of 0.15 it is 0.00375 -> 0.00.
    expect(text(topUpQuote('0.25', '2.50')?.fee)).toBe('0.01');
    expect(text(topUpQuote('0.15', '2.50')?.fee)).toBe('0.00');
  });

  it('has no quote for an amount that is not one', () => {
    expect(topUpQuote('', '2.50')).toBeUndefined();
    expect(topUpQuote('abc', '2.50')).toBeUndefined();
  });
});

describe('showing amounts', () => {
  it('shows two decimals with Western digits in every language', () => {
    const spaced = (shown: string) => shown.replace(/\s/g, ' ');
    expect(spaced(showAed('250.00', 'en'))).toBe('AED 250.00');
    expect(showAed('1250.5', 'ar')).toMatch(/1,250\.50/);
    expect(spaced(minimumWithdrawal('en'))).toBe('AED 200.00');
  });

  it('shows a percentage where each language puts its sign', () => {
    expect(formatPercent('2.90', 'en')).toBe('2.9%');
    expect(formatPercent('2.90', 'tr')).toBe('%2,9');
    expect(formatPercent('2.90', 'ar').replace(/\u200e/g, '')).toBe('2.9%');
  });

  it('converts at the stored rate exactly, and leaves out what cannot be converted', () => {
    expect(text(convertedAmount('250.00', '0.2723', 'USD'))).toBe('68.08');
    expect(convertedAmount('250.00', '0', 'USD')).toBeUndefined();
  });
});
