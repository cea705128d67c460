import { describe, expect, it } from 'vitest';
import { commaList } from './text-list';

describe('commaList', () => {
  it('joins with the comma of the page language, whatever the script of the parts', () => {
    expect(commaList(['Dubai', null, 'United Arab Emirates'], 'en')).toBe('Dubai, United Arab Emirates');
    expect(commaList(['Giza', 'Egypt'], 'fr')).toBe('Giza, Egypt');
    expect(commaList(['Giza', 'Egypt'], 'ar')).toBe('Giza، Egypt');
    expect(commaList([undefined, ''], 'tr')).toBe('');
  });
});
