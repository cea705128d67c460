import { money } from '@wasla/shared/money';
import type { Executor } from '../lib/events/record-event';
import { type Ledger, LedgerError, type Leg, type TransferResult } from '../modules/ledger/ledger';

/**
 * Many clients moving money on a few users at once, as the concurrency test runs them: top-ups, moves
 * between users, holds, posts (partial, to another user, the platform or the bank), voids and
 * withdrawals, a share of them repeating an earlier request with its key. It records every answer and
 * adds up what the successful calls must have done to each balance, for the test to compare with
 * the database.
 */
export type ClientOp = {
  client: number;
  op: 'top_up' | 'move' | 'hold' | 'withdraw' | 'post' | 'void';
  repeat: boolean;
  key?: string;
  answer: 'ok' | 'replayed' | LedgerError['code'] | 'unexpected';
  id?: number;
};

type Effect = { available: bigint[]; blocked: bigint[] };
type Held = { id: number; user: number; amount: bigint };
type Request = {
  op: ClientOp['op'];
  key?: string;
  send: () => Promise<TransferResult>;
  apply: (e: Effect) => void;
};

/** A small seeded generator, so that a failing run can be read again with the same draws. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export async function runClients(
  db: Executor,
  ledger: Ledger,
  options: { users: number[]; clients: number; opsPerClient: number; repeatShare: number; seed?: number },
) {
  const { users } = options;
  const next = random(options.seed ?? 20_310_310);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const amount = (min: number, max: number) => BigInt(min + Math.floor(next() * (max - min + 1)));
  const user = () => Math.floor(next() * users.length);
  const expected: Effect = { available: users.map(() => 0n), blocked: users.map(() => 0n) };
  const sent: Request[] = [];
  const holds: Held[] = [];
  const ops: ClientOp[] = [];
  const unexpected: string[] = [];
  const ids = new Map<string, Set<number>>();
  const resolutions = new Map<number, number>();
  let serial = 0;

  const resolution = (hold: Held, kind: 'post' | 'void'): Request => {
    const key = `race:${kind}:${hold.id}:${serial++}`;
    if (kind === 'void') {
      return {
        op: 'void',
        key,
        send: () => ledger.voidHold(db, hold.id, { key }),
        apply: (e) => {
          e.blocked[hold.user]! -= hold.amount;
          e.available[hold.user]! += hold.amount;
        },
      };
    }
    // Partial more often than not; to another user, the platform's fees or the bank.
    const paid = (hold.amount * amount(0, 100)) / 100n;
    const payee = next() < 0.5 ? user() : undefined;
    const to: Leg[] =
      paid === 0n
        ? []
        : [
            {
              account:
                payee === undefined
                  ? { kind: pick(['platform_fees', 'bank'] as const) }
                  : { kind: 'user_available', userId: users[payee]! },
              amount: paid,
            },
          ];
    return {
      op: 'post',
      key,
      send: () => ledger.postHold(db, hold.id, { key, to }),
      apply: (e) => {
        e.blocked[hold.user]! -= hold.amount;
        e.available[hold.user]! += hold.amount - paid;
        if (payee !== undefined && paid > 0n) e.available[payee]! += paid;
      },
    };
  };

  const fresh = (): Request => {
    const draw = next();
    const u = user();
    const key = `race:${serial++}`;
    if (draw < 0.25) {
      const a = amount(100, 2_000);
      return {
        op: 'top_up',
        key,
        send: () =>
          ledger.transfer(db, {
            kind: 'card_top_up',
            currency: 'AED',
            key,
            legs: [
              { account: { kind: 'gateway' }, amount: -a },
              { account: { kind: 'user_available', userId: users[u]! }, amount: a },
            ],
          }),
        apply: (e) => {
          e.available[u]! += a;
        },
      };
    }
    if (draw < 0.4) {
      const a = amount(100, 3_000);
      const to = (u + 1 + Math.floor(next() * (users.length - 1))) % users.length;
      return {
        op: 'move',
        key,
        send: () =>
          ledger.transfer(db, {
            kind: 'correction',
            currency: 'AED',
            key,
            legs: [
              { account: { kind: 'user_available', userId: users[u]! }, amount: -a },
              { account: { kind: 'user_available', userId: users[to]! }, amount: a },
            ],
          }),
        apply: (e) => {
          e.available[u]! -= a;
          e.available[to]! += a;
        },
      };
    }
    if (draw < 0.7 || holds.length === 0) {
      const a = amount(100, 3_000);
      const op = draw < 0.6 || holds.length === 0 ? 'hold' : 'withdraw';
      const reference = op === 'withdraw' ? { kind: 'withdrawal', id: serial } : undefined;
      let known = false;
      return {
        op,
        key,
        send: async () => {
          const result = await ledger.hold(db, {
            userId: users[u]!,
            amount: money(a, 'AED'),
            key,
            reference,
          });
          if (!known) holds.push({ id: result.id, user: u, amount: a });
          known = true;
          return result;
        },
        apply: (e) => {
          e.available[u]! -= a;
          e.blocked[u]! += a;
        },
      };
    }
    return resolution(pick(holds), draw < 0.88 ? 'post' : 'void');
  };

  async function client(index: number) {
    for (let n = 0; n < options.opsPerClient; n++) {
      const repeat = sent.length > 0 && next() < options.repeatShare;
      const request = repeat ? pick(sent) : fresh();
      if (!repeat) sent.push(request);
      const op: ClientOp = { client: index, op: request.op, repeat, key: request.key, answer: 'unexpected' };
      ops.push(op);
      try {
        const result = await request.send();
        op.answer = result.replayed ? 'replayed' : 'ok';
        op.id = result.id;
        if (request.key) ids.set(request.key, (ids.get(request.key) ?? new Set()).add(result.id));
        if (!result.replayed) {
          request.apply(expected);
          if (request.op === 'post' || request.op === 'void') {
            const holdId = Number(request.key?.split(':')[2]);
            resolutions.set(holdId, (resolutions.get(holdId) ?? 0) + 1);
          }
        }
      } catch (error) {
        if (error instanceof LedgerError) op.answer = error.code;
        else
          unexpected.push(
            `${request.op}: ${(error as Error & { cause?: Error }).cause?.message ?? (error as Error).message}`,
          );
      }
    }
  }

  await Promise.all(Array.from({ length: options.clients }, (_, index) => client(index)));
  const counts: Record<string, number> = {};
  for (const op of ops) counts[op.answer] = (counts[op.answer] ?? 0) + 1;
  return {
    ops,
    counts,
    unexpected,
    expected,
    keysWithSeveralIds: [...ids].filter(([, set]) => set.size > 1).map(([key]) => key),
    holdsResolvedTwice: [...resolutions].filter(([, n]) => n > 1).map(([id]) => id),
  };
}
