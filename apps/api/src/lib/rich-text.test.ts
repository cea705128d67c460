import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps the formatting of the editor', () => {
    expect(sanitizeRichText('<p>Hello <strong>there</strong></p><ul><li>one</li></ul>')).toBe(
      '<p>Hello <strong>there</strong></p><ul><li>one</li></ul>',
    );
  });

  it('drops scripts, handlers, styles and links but keeps their words', () => {
    expect(sanitizeRichText('<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p>')).toBe(
      '<p>Hi</p>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">click</a><img src=x onerror=alert(1)>')).toBe(
      'click',
    );
  });

  it('removes empty trailing paragraphs', () => {
    expect(sanitizeRichText('<p>Text</p><p><br></p><p>&nbsp;</p>')).toBe('<p>Text</p>');
  });
});
