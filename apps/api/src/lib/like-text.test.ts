import { describe, expect, it } from 'vitest';
import { likeText } from './like-text';

describe('likeText', () => {
  it('finds the text anywhere and escapes the pattern characters in it', () => {
    expect(likeText('ali')).toBe('%ali%');
    expect(likeText('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
