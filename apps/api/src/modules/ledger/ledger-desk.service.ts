import type { LedgerTransferRow, LedgerVerification } from '@wasla/shared/contracts/ledger-desk';
import { exponentOf, money, parseMinor, toDecimalString } from '@wasla/shared/money';
import type { Database } from '../../db/client';
import { clock } from '../../lib/clock';
import { fieldError } from '../../lib/http/field-errors';
import type { UserActor } from '../../lib/policy/actor';
import { createLedgerDeskRepository, type TransferRow, type VerificationRow } from './ledger-desk.repository';
import { verifyLedger } from './ledger-verify';

const HOUR = 3_600_000;
const PER_PAGE = 20;
/** A run still unfinished this long after it started died with its worker; its row is dropped. */
const ABANDONED_AFTER = 6 * HOUR;
/** Amounts the desk searches are typed in the wallet's currency. */
const SEARCH_CURRENCY = 'AED';

const iso = (value: Date | string) => new Date(value).toISOString();

function presentRun(row: VerificationRow): LedgerVerification {
  return {
    id: row.id,
    started_at: iso(row.started_at),
    finished_at: row.finished_at && iso(row.finished_at),
    ok: row.ok,
    counts: row.counts,
    breaks: row.breaks ?? [],
    unlisted: row.unlisted ?? 0,
    requested_by: row.requested_by === null ? null : { id: row.requested_by, name: row.requester_name ?? '' },
  };
}

function presentTransfer(row: TransferRow): LedgerTransferRow {
  const decimal = (minor: string) => toDecimalString(money(BigInt(minor), row.currency));
  return {
    // A bigserial: PostgreSQL hands it over as text.
    id: Number(row.id),
    kind: row.kind,
    currency: row.currency,
    amount: decimal(row.amount),
    key: row.key,
    reference: row.reference_kind ? `${row.reference_kind}:${row.reference_id ?? ''}` : null,
    hold_state: row.hold_state,
    actor: row.actor,
    created_at: iso(row.created_at),
    legs: (row.legs ?? []).map((leg) => ({
      id: Number(leg.id),
      account: leg.account,
      owner: leg.owner_id === null ? null : { id: leg.owner_id, name: leg.owner_name ?? '' },
      amount: decimal(leg.amount),
    })),
  };
}

/**
 * The ledger on the finance desk: the latest `ledger verify` (the worker runs one an hour, a member
 * may run one now) and every transfer, searchable by what caused it, amount and day.
 */
export function createLedgerDesk(db: Database) {
  const repo = createLedgerDeskRepository(db);

  async function run(slot: Date | null, requestedBy: number | null) {
    const id = await repo.claim(clock.now(), slot, requestedBy);
    if (id === null) return null;
    const report = await verifyLedger(db);
    await repo.finish(id, report, clock.now());
    return id;
  }

  return {
    async latest() {
      const row = await repo.latest();
      return row ? presentRun(row) : null;
    },

    async verifyNow(actor: UserActor) {
      const id = (await run(null, actor.id))!;
      return presentRun(await repo.one(id));
    },

    /** The worker's hourly run: the first instance to claim the hour runs it, the others skip. */
    async hourly(now: Date) {
      const slot = new Date(Math.floor(now.getTime() / HOUR) * HOUR);
      if (await repo.slotTaken(slot)) return;
      await repo.sweepAbandoned(new Date(now.getTime() - ABANDONED_AFTER));
      await run(slot, null);
    },

    async transfers(query: { q: string; amount: string; from?: string; to?: string; page: number }) {
      const amount = query.amount ? parseMinor(query.amount, exponentOf(SEARCH_CURRENCY)) : null;
      if (query.amount && amount === undefined)
        throw fieldError('amount', 'validation.amount', { decimals: 2 });
      const from = query.from ? new Date(`${query.from}T00:00:00Z`) : null;
      const to = query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + 24 * HOUR) : null;
      if (from && to && from >= to) throw fieldError('to', 'validation.date_range');
      const { rows, total } = await repo.transfers(
        { q: query.q, amount: amount ?? null, from, to },
        PER_PAGE,
        (query.page - 1) * PER_PAGE,
      );
      return { items: rows.map(presentTransfer), total, perPage: PER_PAGE };
    },
  };
}

export type LedgerDesk = ReturnType<typeof createLedgerDesk>;
