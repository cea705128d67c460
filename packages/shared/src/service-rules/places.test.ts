import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkNewPlace, covers, type PlaceRef } from './places';

const place = (country_id: number | null, state_id: number | null = null, city_id: number | null = null) => ({
  country_id,
  state_id,
  city_id,
});
const everywhere = place(null);

describe('checkNewPlace', () => {
  it('accepts different places side by side', () => {
    expect(checkNewPlace([place(1, 10, 100)], place(1, 10, 101))).toBeUndefined();
    expect(checkNewPlace([place(1, 10, 100)], place(2))).toBeUndefined();
    expect(checkNewPlace([place(1, 10)], place(1, 11))).toBeUndefined();
  });

  it('refuses the same city twice and any duplicate', () => {
    expect(checkNewPlace([place(1, 10, 100)], place(1, 10, 100))).toBe('validation.place_same_city');
    expect(checkNewPlace([place(1, 10)], place(1, 10))).toBe('validation.place_duplicate');
    expect(checkNewPlace([place(1)], place(1))).toBe('validation.place_duplicate');
    expect(checkNewPlace([everywhere], everywhere)).toBe('validation.place_duplicate');
  });

  it('adds nothing after an "all" that covers it', () => {
    expect(checkNewPlace([everywhere], place(3, 30, 300))).toBe('validation.place_after_all');
    expect(checkNewPlace([place(1)], place(1, 10))).toBe('validation.place_after_all');
    expect(checkNewPlace([place(1, 10)], place(1, 10, 100))).toBe('validation.place_after_all');
  });

  it('does not add an "all" over other places', () => {
    expect(checkNewPlace([place(2, 20, 200)], everywhere)).toBe('validation.place_all_alone');
    expect(checkNewPlace([place(1, 10, 100)], place(1))).toBe('validation.place_all_alone');
    expect(checkNewPlace([place(1, 10, 100)], place(1, 10))).toBe('validation.place_all_alone');
  });

  it('refuses a level chosen below an "all"', () => {
    expect(checkNewPlace([], place(null, 10))).toBe('validation.place_incomplete');
    expect(checkNewPlace([], place(1, null, 100))).toBe('validation.place_incomplete');
  });

  it('keeps any list it builds free of duplicates and overlaps', () => {
    const level = fc.option(fc.integer({ min: 1, max: 3 }), { nil: null });
    const arbitraryPlace = fc
      .tuple(level, level, level)
      .map(([country, state, city]) =>
        place(country, country === null ? null : state, state === null ? null : city),
      );
    fc.assert(
      fc.property(fc.array(arbitraryPlace, { maxLength: 25 }), (candidates) => {
        const accepted: PlaceRef[] = [];
        for (const candidate of candidates) {
          if (!checkNewPlace(accepted, candidate)) accepted.push(candidate);
        }
        for (const a of accepted) {
          for (const b of accepted) {
            if (a === b) continue;
            expect(covers(a, b)).toBe(false);
            expect(a.city_id !== null && a.city_id === b.city_id).toBe(false);
          }
        }
      }),
    );
  });
});
