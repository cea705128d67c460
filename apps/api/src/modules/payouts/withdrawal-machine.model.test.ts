import { randomUUID } from 'node:crypto';
import { transition } from '@wasla/shared/state-machine/machine';
import {
  type WithdrawalEvent,
  type WithdrawalState,
  withdrawalMachine,
} from '@wasla/shared/wallet-rules/withdrawal-states';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY } from '../../db/client';
import { accountFactory } from '../../db/factories';
import { stateHistory } from '../../db/schema/state-history';
import { withdrawals } from '../../db/schema/wallet';
import { AppError } from '../../lib/http/app-error';
import { userActor } from '../../lib/policy/actor';
import { balancesOf, fund, readyToWithdraw } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLedger } from '../ledger/ledger';
import { createMediaStore, type MediaStore } from '../media/media-store';
import { createBankDetailsRepository } from './bank-details.repository';
import { createBankTransfersRepository } from './bank-transfers.repository';
import { createFinance } from './finance.service';
import { createReceipts } from './receipts';
import { createWithdrawalsRepository } from './withdrawals.repository';
import { createWithdrawals } from './withdrawals.service';

/**
 * The withdrawal table and plain arithmetic are the model; the services on the database are the
 * system. Random sequences of asking (any amount), cancelling, and the team's processing, paying and
 * failing run against both; after every step each withdrawal's status, the wallet's available and
 * blocked balances and the count of history rows equal the model's. `DEEP=1` runs many more.
 */
const DEEP = !!process.env.DEEP;
const RUNS = DEEP ? 200 : 15;
const MAX_STEPS = DEEP ? 30 : 12;
const FUNDS = 100_000n;

type Command = { kind: 'ask'; fils: bigint } | { kind: WithdrawalEvent; pick: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('ask' as const), fils: fc.bigInt({ min: 15_000n, max: 60_000n }) }),
  fc.record({
    kind: fc.constantFrom<WithdrawalEvent>('cancel', 'start_processing', 'pay', 'fail'),
    pick: fc.nat(),
  }),
);

type Model = {
  available: bigint;
  blocked: bigint;
  list: { id: number; fils: bigint; state: WithdrawalState; changes: number }[];
};

let t: TestApp;
let finance: ReturnType<typeof userActor>;
let store: MediaStore;
beforeAll(async () => {
  t = await createTestApp();
  store = await createMediaStore(IN_MEMORY);
  const member = await accountFactory.one(t.app.database.db, {});
  finance = userActor(member.id, ['finance']);
});
afterAll(async () => {
  await store.close();
  await t.close();
});

function system() {
  const db = t.app.database.db;
  const ledger = createLedger();
  const withdrawalsRepo = createWithdrawalsRepository(db);
  return {
    owner: createWithdrawals({ db, repo: withdrawalsRepo, details: createBankDetailsRepository(db), ledger }),
    team: createFinance({
      transfers: createBankTransfersRepository(db),
      withdrawals: withdrawalsRepo,
      receipts: createReceipts(store),
      ledger,
    }),
  };
}

const status = (work: Promise<unknown>) =>
  work.then(
    () => 200,
    (error) => (error instanceof AppError ? error.status : Promise.reject(error)),
  );

describe('the withdrawal table against the database', () => {
  it('moves statuses and money exactly as the table and the arithmetic say', async () => {
    const { owner, team } = system();
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: MAX_STEPS }), async (commands) => {
        const user = await accountFactory.one(t.app.database.db, {});
        await fund(t, user.id, FUNDS);
        const bankAccountId = await readyToWithdraw(t, user.id);
        const model: Model = { available: FUNDS, blocked: 0n, list: [] };
        for (const cmd of commands) {
          if (cmd.kind === 'ask') {
            const fits = cmd.fils >= 20_000n && cmd.fils <= model.available;
            const amount = (Number(cmd.fils) / 100).toFixed(2);
            let id = 0;
            const got = await status(
              owner
                .request({ id: user.id }, { amount, bank_account_id: bankAccountId }, 'en', randomUUID())
                .then((w) => {
                  id = w.id;
                }),
            );
            expect(got).toBe(fits ? 200 : 422);
            if (fits) {
              model.available -= cmd.fils;
              model.blocked += cmd.fils;
              model.list.push({ id, fils: cmd.fils, state: 'requested', changes: 0 });
            }
          } else if (model.list.length) {
            const target = model.list[cmd.pick % model.list.length]!;
            const by = cmd.kind === 'cancel' ? 'owner' : 'finance';
            const decision = transition(withdrawalMachine, target.state, cmd.kind, by);
            const call =
              cmd.kind === 'cancel'
                ? owner.cancel({ id: user.id }, target.id)
                : cmd.kind === 'start_processing'
                  ? team.startProcessing(finance, target.id)
                  : cmd.kind === 'pay'
                    ? team.pay(finance, target.id)
                    : team.fail(finance, target.id, 'The bank returned it');
            expect(await status(call)).toBe(decision.ok ? 200 : 409);
            if (decision.ok) {
              target.state = decision.to;
              target.changes++;
              if (decision.to === 'paid') model.blocked -= target.fils;
              if (decision.to === 'failed' || decision.to === 'cancelled') {
                model.blocked -= target.fils;
                model.available += target.fils;
              }
            }
          }
          const balances = await balancesOf(t, user.id);
          expect([balances.available.amount, balances.blocked.amount]).toEqual([
            model.available,
            model.blocked,
          ]);
          const stored = await t.app.database.db
            .select({ id: withdrawals.id, status: withdrawals.status })
            .from(withdrawals)
            .where(eq(withdrawals.userId, user.id))
            .orderBy(withdrawals.id);
          expect(stored).toEqual(model.list.map((w) => ({ id: w.id, status: w.state })));
        }
        // One history row per change the model made.
        for (const w of model.list) {
          const history = await t.app.database.db
            .select()
            .from(stateHistory)
            .where(and(eq(stateHistory.subjectKind, 'withdrawal'), eq(stateHistory.subjectId, String(w.id))));
          expect(history.length).toBe(w.changes);
        }
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
