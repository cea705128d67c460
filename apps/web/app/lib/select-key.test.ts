import { describe, expect, it } from 'vitest';
import { idOfKey } from './select-key';

describe('idOfKey', () => {
  it('reads an id from a number or its text', () => {
    expect(idOfKey(12)).toBe(12);
    expect(idOfKey('12')).toBe(12);
  });

  it('gives null for no choice and for anything that is not an id', () => {
    for (const key of [null, undefined, '', '0', 0, -3, '1.5', 'all', 'other', '9007199254740993'])
      expect(idOfKey(key), String(key)).toBeNull();
  });
});
