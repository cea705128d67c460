import type { DealSearchQuery, TeamDealHit } from '@wasla/shared/contracts/deal-lookup';
import { exponentOf, minorToDecimal, parseMinor } from '@wasla/shared/money';
import type { Database } from '../../db/client';
import { fieldError } from '../../lib/http/field-errors';
import { createDealLookupRepository, type DealHitRow } from './deal-lookup.repository';

const PER_PAGE = 20;
const DAY = 86_400_000;
/** Totals are searched in the wallet's currency, as the finance desk counts them. */
const SEARCH_CURRENCY = 'AED';

const iso = (value: Date | string) => new Date(value).toISOString();

function present(row: DealHitRow): TeamDealHit {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    stage: row.stage,
    client: { id: row.client_id, name: row.client_name, code: row.client_code },
    provider: { id: row.provider_id, name: row.provider_name, code: row.provider_code },
    service: { id: row.service_id, code: row.service_code },
    total: { amount: minorToDecimal(BigInt(row.total), exponentOf(row.currency)), currency: row.currency },
    total_aed:
      row.total_aed === null ? null : minorToDecimal(BigInt(row.total_aed), exponentOf(SEARCH_CURRENCY)),
    created_at: iso(row.created_at),
    paid_at: row.paid_at && iso(row.paid_at),
    dispute: row.dispute_id === null ? null : { id: row.dispute_id, open: Boolean(row.dispute_open) },
  };
}

/** The back office's deal search (every team role): every deal, whoever made it, newest first. */
export function createDealLookup(db: Database) {
  const repo = createDealLookupRepository(db);
  return {
    perPage: PER_PAGE,
    async search(query: DealSearchQuery) {
      const totalAed = query.amount ? parseMinor(query.amount, exponentOf(SEARCH_CURRENCY)) : null;
      if (query.amount && totalAed === undefined)
        throw fieldError('amount', 'validation.amount', { decimals: exponentOf(SEARCH_CURRENCY) });
      const from = query.from ? new Date(`${query.from}T00:00:00Z`) : null;
      const to = query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY) : null;
      if (from && to && from >= to) throw fieldError('to', 'validation.date_range');
      const { rows, total } = await repo.search(
        { q: query.q, stage: query.stage, totalAed: totalAed ?? null, from, to },
        PER_PAGE,
        (query.page - 1) * PER_PAGE,
      );
      return { items: rows.map(present), total };
    },
  };
}

export type DealLookup = ReturnType<typeof createDealLookup>;
