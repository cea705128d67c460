import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertKind, LedgerError, type Leg, postingsOf } from './ledger-legs';

const codeOf = (work: () => unknown) => {
  try {
    work();
    return 'ok';
  } catch (error) {
    return error instanceof LedgerError ? error.code : `other: ${(error as Error).message}`;
  }
};
const user = (userId: number, kind: 'user_available' | 'user_blocked' = 'user_available') => ({
  kind,
  userId,
});

describe('the legs of a transfer', () => {
  it('net per account, drop accounts left unchanged, and name the amount moved', () => {
    const { postings, amount } = postingsOf('AED', [
      { account: { kind: 'gateway' }, amount: -10_500n },
      { account: user(7), amount: 10_000n },
      { account: { kind: 'platform_fees' }, amount: 300n },
      { account: { kind: 'platform_fees' }, amount: 200n },
      { account: user(8), amount: 1n },
      { account: user(8), amount: -1n },
    ]);
    expect(postings.map((p) => [p.identity.kind, p.identity.userId, p.amount])).toEqual([
      ['gateway', null, -10_500n],
      ['platform_fees', null, 500n],
      ['user_available', 7, 10_000n],
    ]);
    expect(amount).toBe(10_500n);
    expect(postings.every((p) => p.identity.currency === 'AED')).toBe(true);
  });

  it("make a user's accounts non-negative and the platform's free to go below zero", () => {
    const { postings } = postingsOf('AED', [
      { account: { kind: 'bank' }, amount: -5n },
      { account: user(3, 'user_blocked'), amount: 5n },
    ]);
    expect(postings.map((p) => [p.identity.kind, p.identity.nonNegative])).toEqual([
      ['bank', false],
      ['user_blocked', true],
    ]);
  });

  it('refuse what does not balance or moves nothing', () => {
    const two = (a: bigint, b: bigint): Leg[] => [
      { account: { kind: 'gateway' }, amount: a },
      { account: user(1), amount: b },
    ];
    expect(codeOf(() => postingsOf('AED', two(-5n, 4n)))).toBe('unbalanced');
    expect(codeOf(() => postingsOf('AED', two(0n, 0n)))).toBe('invalid_amount');
    expect(codeOf(() => postingsOf('AED', [{ account: user(1), amount: 5n }]))).toBe('unbalanced');
    expect(codeOf(() => postingsOf('AED', []))).toBe('unbalanced');
    expect(
      codeOf(() =>
        postingsOf('AED', [
          { account: user(1), amount: 5n },
          { account: user(1), amount: -5n },
        ]),
      ),
    ).toBe('invalid_amount');
  });

  it('refuse amounts that are not bigints, past a bigint column, bad currencies and user ids', () => {
    const legs = (amount: unknown, userId = 1): Leg[] => [
      { account: { kind: 'gateway' }, amount: typeof amount === 'bigint' ? -amount : (amount as bigint) },
      { account: user(userId), amount: amount as bigint },
    ];
    expect(codeOf(() => postingsOf('AED', legs(5)))).toBe('invalid_amount');
    expect(codeOf(() => postingsOf('AED', legs(2n ** 63n)))).toBe('invalid_amount');
    expect(codeOf(() => postingsOf('aed', legs(5n)))).toBe('invalid_amount');
    expect(codeOf(() => postingsOf('AED', legs(5n, 0)))).toBe('invalid_amount');
    expect(codeOf(() => postingsOf('AED', legs(5n, 1.5)))).toBe('invalid_amount');
  });

  it('accept any balanced set of legs, whatever their order, as the same postings', () => {
    const account = fc.oneof(
      fc.constantFrom(
        { kind: 'gateway' as const },
        { kind: 'bank' as const },
        { kind: 'platform_fees' as const },
      ),
      fc.record({
        kind: fc.constantFrom('user_available' as const, 'user_blocked' as const),
        userId: fc.integer({ min: 1, max: 4 }),
      }),
    );
    const nonZero = fc.bigInt({ min: -1_000_000n, max: 1_000_000n }).filter((n) => n !== 0n);
    fc.assert(
      fc.property(
        fc.array(fc.record({ account, amount: nonZero }), { minLength: 1, maxLength: 6 }),
        account,
        (legs, last) => {
          const total = legs.reduce((sum, leg) => sum + leg.amount, 0n);
          const balanced = total === 0n ? legs : [...legs, { account: last, amount: -total }];
          const outcome = codeOf(() => postingsOf('AED', balanced));
          if (outcome !== 'ok') {
            // Only legs that cancel out entirely, or a single leg, are refused.
            expect(['invalid_amount', 'unbalanced']).toContain(outcome);
            return;
          }
          const a = postingsOf('AED', balanced);
          const b = postingsOf('AED', [...balanced].reverse());
          expect(b).toEqual(a);
          expect(a.postings.reduce((sum, p) => sum + p.amount, 0n)).toBe(0n);
          expect(a.postings.every((p) => p.amount !== 0n)).toBe(true);
          expect(a.amount).toBe(a.postings.reduce((sum, p) => (p.amount > 0n ? sum + p.amount : sum), 0n));
        },
      ),
    );
  });
});

describe('transfer kinds', () => {
  it('are short snake_case words, and the two-phase ones are written only by the hold calls', () => {
    expect(() => assertKind('card_top_up')).not.toThrow();
    expect(() => assertKind('Card top-up')).toThrow();
    expect(() => assertKind('hold')).toThrow(/hold\(\)/);
    expect(() => assertKind('hold_void', { twoPhase: true })).not.toThrow();
  });
});
