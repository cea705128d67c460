import { describe, expect, it } from 'vitest';
import { swappedSpellings } from './swapped-letters';

describe('swappedSpellings', () => {
  it('swaps each pair of neighbouring letters once', () => {
    const spellings = swappedSpellings('jonhson');
    expect(spellings).toContain('johnson');
    expect(spellings).toHaveLength(6);
  });

  it('keeps words apart and skips doubled letters', () => {
    expect(swappedSpellings('ab cd')).toEqual(['ba cd', 'ab dc']);
    expect(swappedSpellings('aabba')).toEqual(['ababa', 'aabab']);
  });

  it('swaps Arabic letters as whole characters', () => {
    expect(swappedSpellings('الخطبي')).toContain('الخطيب');
  });

  it('tries nothing on texts too short or too long to be worth it', () => {
    expect(swappedSpellings('omar')).toEqual([]);
    expect(swappedSpellings('x'.repeat(40))).toEqual([]);
  });
});
