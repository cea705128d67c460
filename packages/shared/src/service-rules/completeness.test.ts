import { describe, expect, it } from 'vitest';
import { visibleText } from '../validation-rules';
import { type CompletenessInput, isComplete, wizardProblems } from './completeness';

const complete: CompletenessInput = {
  names: { en: 'Logo design for small shops' },
  descriptions: { en: '<p>I design a <b>clear</b> logo with three proposals and the source files.</p>' },
  main_category_id: 1,
  category_id: 2,
  other_cat: null,
  tag_count: 2,
  place_count: 1,
  image_count: 3,
  has_main_image: true,
  currency_minor_units: 2,
  minimum_minor: 500n,
  pricing: 'individual',
  budgets: { individual: { price: '100' } },
};

describe('wizardProblems', () => {
  it('finds nothing missing in a complete service', () => {
    expect(isComplete(wizardProblems(complete))).toBe(true);
  });

  it('lists what each step lacks', () => {
    const problems = wizardProblems({
      ...complete,
      names: { en: 'Logo design for small shops', ar: 'تصميم' },
      category_id: null,
      image_count: 2,
      has_main_image: false,
      pricing: null,
    });
    expect(problems.general.map((p) => `${p.field}:${p.key}`)).toEqual([
      'names.ar:validation.min_chars',
      'descriptions.ar:validation.required',
      'category_id:validation.required',
    ]);
    expect(problems.files.map((p) => p.key)).toEqual(['validation.images_min', 'validation.main_image']);
    expect(problems.communication).toEqual([{ field: 'pricing', key: 'validation.required' }]);
  });

  it('counts a description without its markup, and a category may be "other"', () => {
    const problems = wizardProblems({
      ...complete,
      category_id: null,
      other_cat: 'Calligraphy',
      descriptions: { en: `<p>${'<b>a</b> '.repeat(10)}</p>` },
    });
    expect(problems.general).toEqual([
      { field: 'descriptions.en', key: 'validation.description_short', params: { count: 30 } },
    ]);
  });
});

describe('visibleText', () => {
  it('keeps the words a reader sees', () => {
    expect(visibleText('<p>Tom &amp; Jerry</p><p>again</p>')).toBe('Tom & Jerry again');
    expect(visibleText('<ul><li>one</li><li>two</li></ul>')).toBe('one two');
  });
});
