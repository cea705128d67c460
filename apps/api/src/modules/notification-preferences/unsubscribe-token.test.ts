import { describe, expect, it } from 'vitest';
import { createUnsubscribeTokens } from './unsubscribe-token';

const tokens = createUnsubscribeTokens('a server secret of enough length for tests');

describe('an unsubscribe token', () => {
  it('names the account and topic it was signed for, and only those', () => {
    const token = tokens.sign(42, 'deals');
    expect(token).toMatch(/^42\.deals\.[A-Za-z0-9_-]{43}$/);
    expect(tokens.verify(token)).toEqual({ userId: 42, topic: 'deals' });
    expect(tokens.verify(tokens.sign(42, 'messages'))).toEqual({ userId: 42, topic: 'messages' });
  });

  it('refuses another account or topic under the same signature, another secret, and anything malformed', () => {
    const token = tokens.sign(42, 'deals');
    const signature = token.split('.')[2];
    const other = createUnsubscribeTokens('another secret entirely, also long enough');
    for (const forged of [
      `43.deals.${signature}`,
      `42.payments.${signature}`,
      other.sign(42, 'deals'),
      `${token}x`,
      token.slice(0, -1),
      `042.deals.${signature}`,
      '42.deals',
      '',
      `42.deals.${'A'.repeat(43)}`,
      `${'9'.repeat(11)}.deals.${signature}`,
      // A topic whose e-mails cannot be stopped (dispute e-mails are always sent) is not signed for.
      `42.disputes.${signature}`,
    ])
      expect(tokens.verify(forged), forged).toBeUndefined();
  });

  it('changes with every bit of what it covers', () => {
    expect(tokens.sign(1, 'deals')).not.toBe(tokens.sign(1, 'payments'));
    expect(tokens.sign(1, 'deals').split('.')[2]).not.toBe(tokens.sign(11, 'deals').split('.')[2]);
  });
});
