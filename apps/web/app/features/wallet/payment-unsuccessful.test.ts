import { describe, expect, it } from 'vitest';
import { reasonOf } from './payment-unsuccessful';

describe("the reason under 'Payment Unsuccessful'", () => {
  it('leaves out the title the server starts its sentence with, in any language', () => {
    expect(
      reasonOf(
        'Payment Unsuccessful. Your card was declined: try again with another card or go to your wallet.',
        'Payment Unsuccessful',
      ),
    ).toBe('Your card was declined: try again with another card or go to your wallet.');
    expect(reasonOf('لم تتم عملية الدفع. رُفضت بطاقتك.', 'لم تتم عملية الدفع')).toBe('رُفضت بطاقتك.');
  });

  it('keeps a sentence that does not start with it, and one that is only the title', () => {
    expect(reasonOf('Your card was declined.', 'Payment Unsuccessful')).toBe('Your card was declined.');
    expect(reasonOf('Payment Unsuccessful.', 'Payment Unsuccessful')).toBe('Payment Unsuccessful.');
  });
});
