import { describe, expect, it } from 'vitest';
import { createSealedBox } from './sealed-box';

describe('sealed box', () => {
  it('opens what it sealed, and refuses a tampered value or another key', () => {
    const box = createSealedBox('a-long-server-secret', 'totp');
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    const [iv, tag, body] = sealed.split('.');
    const flipped = `${iv}.${tag}.${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => box.open(flipped)).toThrow();
    expect(() => createSealedBox('another-server-secret', 'totp').open(sealed)).toThrow();
  });
});
