import { describe, expect, it } from 'vitest';
import { onlyLatinDigits, toLatinDigits } from './digits';

describe('toLatinDigits', () => {
  it('reads Arabic-Indic digits', () => {
    expect(toLatinDigits('٨٣٢٦٨٥')).toBe('832685');
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });

  it('reads Persian digits', () => {
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('reads the Arabic decimal separator', () => {
    expect(toLatinDigits('١٢٥٠٫٥٠')).toBe('1250.50');
  });

  it('leaves Latin digits and other text as they are', () => {
    expect(toLatinDigits('+971 50-123 abc عربي')).toBe('+971 50-123 abc عربي');
  });
});

describe('onlyLatinDigits', () => {
  it('keeps every digit, whatever its script, and nothing else', () => {
    expect(onlyLatinDigits('٣')).toBe('3');
    expect(onlyLatinDigits('1٢۳ days')).toBe('123');
  });
});
