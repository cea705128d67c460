import fc from 'fast-check';

/**
 * The model side of the ledger's model test: what users, the card gateway and the finance team can do
 * to money, and what each does to every balance, computed with plain arithmetic. Users are indexed 0..2
 * (fresh accounts each run), holds by the order they were made in the run, amounts in fils.
 */
export const USERS = 3;
export type Platform = 'gateway' | 'bank' | 'platform_fees';
export type Payee = { kind: Platform } | { kind: 'user'; user: number };

export type Command =
  /** A card top-up; `key` names it, and `again` sends the same request twice. */
  | { kind: 'top_up'; user: number; amount: bigint; fee: bigint; again: boolean }
  | { kind: 'bank_top_up'; user: number; amount: bigint }
  | { kind: 'hold'; user: number; amount: bigint }
  /** Posts a hold, possibly partly: each part a share (in percent) of the held amount to a payee. */
  | { kind: 'post'; hold: number; parts: { to: Payee; percent: number }[] }
  | { kind: 'void'; hold: number }
  /** A withdrawal request: the amount held at once, with the withdrawal as its reference. */
  | { kind: 'withdraw'; user: number; amount: bigint }
  /** The finance team pays a withdrawal out (the hold posted whole to the bank) or fails it (voided). */
  | { kind: 'approve'; withdrawal: number }
  | { kind: 'fail'; withdrawal: number };

export type Outcome = 'ok' | 'replayed' | 'insufficient_funds' | 'hold_not_pending' | 'none';

export type Hold = {
  user: number;
  amount: bigint;
  state: 'pending' | 'posted' | 'voided';
  withdrawal: boolean;
};
export type Model = {
  available: bigint[];
  blocked: bigint[];
  /** Changes of the platform's accounts since the run began (they are shared between runs). */
  platform: Record<Platform, bigint>;
  holds: Hold[];
};

export const startModel = (): Model => ({
  available: Array(USERS).fill(0n),
  blocked: Array(USERS).fill(0n),
  platform: { gateway: 0n, bank: 0n, platform_fees: 0n },
  holds: [],
});

/** The parts of a posting in fils: each share of the held amount, rounded down; the rest goes back. */
export function partsOf(held: bigint, parts: { to: Payee; percent: number }[]) {
  return parts
    .map((p) => ({ to: p.to, amount: (held * BigInt(p.percent)) / 100n }))
    .filter((p) => p.amount > 0n);
}

/** Which hold a command means: withdrawals are counted among the run's withdrawal holds only. */
export function holdIndexOf(model: Model, cmd: Command): number | undefined {
  if (cmd.kind === 'post' || cmd.kind === 'void')
    return model.holds.length ? cmd.hold % model.holds.length : undefined;
  if (cmd.kind === 'approve' || cmd.kind === 'fail') {
    const withdrawals = model.holds.flatMap((h, i) => (h.withdrawal ? [i] : []));
    return withdrawals.length ? withdrawals[cmd.withdrawal % withdrawals.length] : undefined;
  }
  return undefined;
}

/** What the ledger must answer to a command, and the balances after it. */
export function expected(model: Model, cmd: Command): { model: Model; outcome: Outcome } {
  const next: Model = {
    available: [...model.available],
    blocked: [...model.blocked],
    platform: { ...model.platform },
    holds: model.holds.map((h) => ({ ...h })),
  };
  switch (cmd.kind) {
    case 'top_up':
      next.available[cmd.user]! += cmd.amount;
      next.platform.platform_fees += cmd.fee;
      next.platform.gateway -= cmd.amount + cmd.fee;
      return { model: next, outcome: cmd.again ? 'replayed' : 'ok' };
    case 'bank_top_up':
      next.available[cmd.user]! += cmd.amount;
      next.platform.bank -= cmd.amount;
      return { model: next, outcome: 'ok' };
    case 'hold':
    case 'withdraw':
      if (model.available[cmd.user]! < cmd.amount) return { model, outcome: 'insufficient_funds' };
      next.available[cmd.user]! -= cmd.amount;
      next.blocked[cmd.user]! += cmd.amount;
      next.holds.push({
        user: cmd.user,
        amount: cmd.amount,
        state: 'pending',
        withdrawal: cmd.kind === 'withdraw',
      });
      return { model: next, outcome: 'ok' };
    default: {
      const index = holdIndexOf(model, cmd);
      if (index === undefined) return { model, outcome: 'none' };
      const hold = next.holds[index]!;
      if (hold.state !== 'pending') return { model, outcome: 'hold_not_pending' };
      next.blocked[hold.user]! -= hold.amount;
      let rest = hold.amount;
      const parts =
        cmd.kind === 'post'
          ? partsOf(hold.amount, cmd.parts)
          : cmd.kind === 'approve'
            ? [{ to: { kind: 'bank' } as Payee, amount: hold.amount }]
            : [];
      for (const part of parts) {
        rest -= part.amount;
        if (part.to.kind === 'user') next.available[part.to.user]! += part.amount;
        else next.platform[part.to.kind] += part.amount;
      }
      next.available[hold.user]! += rest;
      hold.state = cmd.kind === 'post' || cmd.kind === 'approve' ? 'posted' : 'voided';
      return { model: next, outcome: 'ok' };
    }
  }
}

const user = fc.integer({ min: 0, max: USERS - 1 });
const amount = fc.bigInt({ min: 1n, max: 5_000n });
const payee: fc.Arbitrary<Payee> = fc.oneof(
  fc.constantFrom<Payee>({ kind: 'platform_fees' }, { kind: 'bank' }),
  user.map((u): Payee => ({ kind: 'user', user: u })),
);

// Weighted so that holds are made often enough for posts, voids and payouts to meet pending ones,
// and amounts often enough above what is available for the refusals to be met.
export const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('top_up' as const),
      user,
      amount,
      fee: fc.bigInt({ min: 0n, max: 100n }),
      again: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('bank_top_up' as const), user, amount }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('hold' as const), user, amount }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('post' as const),
      hold: fc.nat(7),
      parts: fc
        .array(fc.record({ to: payee, percent: fc.integer({ min: 1, max: 100 }) }), { maxLength: 3 })
        .filter((parts) => parts.reduce((sum, p) => sum + p.percent, 0) <= 100),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('void' as const), hold: fc.nat(7) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), user, amount }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('approve' as const), withdrawal: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('fail' as const), withdrawal: fc.nat(3) }) },
);

/** A sequence that meets every command and refusal, run first on every run. */
export const WALK: Command[] = [
  { kind: 'top_up', user: 0, amount: 5_000n, fee: 50n, again: false },
  { kind: 'top_up', user: 0, amount: 5_000n, fee: 50n, again: true },
  { kind: 'hold', user: 1, amount: 1n },
  { kind: 'bank_top_up', user: 1, amount: 300n },
  { kind: 'hold', user: 0, amount: 2_000n },
  {
    kind: 'post',
    hold: 0,
    parts: [
      { to: { kind: 'user', user: 2 }, percent: 70 },
      { to: { kind: 'platform_fees' }, percent: 15 },
    ],
  },
  { kind: 'void', hold: 0 },
  { kind: 'withdraw', user: 0, amount: 3_000n },
  { kind: 'withdraw', user: 1, amount: 300n },
  { kind: 'approve', withdrawal: 0 },
  { kind: 'fail', withdrawal: 0 },
  { kind: 'fail', withdrawal: 1 },
  { kind: 'approve', withdrawal: 1 },
  { kind: 'hold', user: 2, amount: 1_400n },
  { kind: 'post', hold: 3, parts: [] },
];
