import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasTextBeforeFirstHeading, sectionsFromText, textFromSections } from './legal-text';

describe('a legal page written as text', () => {
  it('reads headings, paragraphs split by blank lines, and lines of one paragraph joined', () => {
    const text =
      '## Data we collect\n\nYour name\nand e-mail.\n\nWhat you publish.\n## Your rights\nAsk for a copy.';
    expect(sectionsFromText(text)).toEqual([
      { title: 'Data we collect', paragraphs: ['Your name and e-mail.', 'What you publish.'] },
      { title: 'Your rights', paragraphs: ['Ask for a copy.'] },
    ]);
    expect(hasTextBeforeFirstHeading(text)).toBe(false);
    expect(hasTextBeforeFirstHeading('Lost words\n## A heading\nText')).toBe(true);
    expect(sectionsFromText('Lost words\r\n\r\n## البيانات\r\nنص')).toEqual([
      { title: 'البيانات', paragraphs: ['نص'] },
    ]);
  });

  it('gives back the sections it was written from', () => {
    const word = fc.stringMatching(
      /^[A-Za-z\u0621-\u064A][A-Za-z\u0621-\u064A ,.]{0,20}[A-Za-z\u0621-\u064A.]$/,
    );
    fc.assert(
      fc.property(
        fc.array(fc.record({ title: word, paragraphs: fc.array(word, { minLength: 1, maxLength: 4 }) }), {
          minLength: 1,
          maxLength: 5,
        }),
        (sections) => {
          expect(sectionsFromText(textFromSections(sections))).toEqual(sections);
        },
      ),
    );
  });
});
