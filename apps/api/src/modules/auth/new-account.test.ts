import { describe, expect, it } from 'vitest';
import { accountSlugBase } from './new-account';

describe('accountSlugBase', () => {
  it('keeps a name readable in its own script', () => {
    expect(accountSlugBase('هند السيد')).toBe('هند-السيد');
    expect(accountSlugBase('عَبْدُ الله البلوشي')).toBe('عبد-الله-البلوشي');
    expect(accountSlugBase('Burak Çelik')).toBe('burak-celik');
    expect(accountSlugBase('Cedar & Co. Trading')).toBe('cedar-co-trading');
  });

  it('falls back to "user" when nothing readable is left, and stays short', () => {
    expect(accountSlugBase('★ ★')).toBe('user');
    expect(accountSlugBase('a'.repeat(100)).length).toBeLessThanOrEqual(40);
  });
});
