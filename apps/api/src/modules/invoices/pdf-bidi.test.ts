import { describe, expect, it } from 'vitest';
import { visualRuns } from './pdf-bidi';

describe('visualRuns', () => {
  it('keeps a left-to-right line as one run', () => {
    expect(visualRuns('Total AED 51.45', 'ltr')).toEqual([{ text: 'Total AED 51.45', rtl: false }]);
  });

  it('draws an Arabic sentence right to left with its number left to right', () => {
    // Logical: "باقة Pro، شهر 2026" → from the left: "2026", then the Arabic after it, "Pro", the first word.
    const runs = visualRuns('باقة Pro، شهر 2026', 'rtl');
    expect(runs.map((r) => r.text)).toEqual(['2026', ' ', 'شهر', ' ', '،', 'Pro', ' ', 'باقة']);
    expect(runs.map((r) => r.rtl)).toEqual([false, true, true, true, true, false, true, true]);
  });

  it('mirrors brackets in right-to-left text and drops invisible direction marks', () => {
    const runs = visualRuns('\u200fالضريبة (5.00%)', 'rtl');
    // Drawn from the left: "(%", "5.00", the closing bracket mirrored, then the word (whose glyphs
    // the font engine reverses), which reads "الضريبة (5.00%)" from the right.
    expect(runs.map((r) => r.text)).toEqual(['(%', '5.00', ')', ' ', 'الضريبة']);
    expect(runs.some((r) => r.text.includes('\u200f'))).toBe(false);
  });
});
