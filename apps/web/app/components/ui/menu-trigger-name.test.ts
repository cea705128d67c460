import { describe, expect, it } from 'vitest';
import { triggerName } from './menu-trigger-name';

describe('triggerName', () => {
  it('names a menu button by its label and current choice', () => {
    expect(triggerName({ label: 'Currency', value: 'AED' })).toBe('Currency: AED');
    expect(triggerName({ label: 'Our platforms' })).toBe('Our platforms');
  });

  it('starts with the short form the button shows, so the name holds the visible text (WCAG 2.5.3)', () => {
    const name = triggerName({ label: 'Language', value: 'English', shown: 'EN' });
    expect(name).toBe('EN, Language: English');
    expect(name.startsWith('EN')).toBe(true);
    // Shown text already in the name is not said twice.
    expect(triggerName({ label: 'Currency', value: 'AED', shown: 'AED' })).toBe('Currency: AED');
  });
});
