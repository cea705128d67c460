import {
  DEAL_STAGES,
  type DealStage,
  type DealStatus,
  dealStatusOf,
} from '@wasla/shared/deal-rules/deal-states';
import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { deals } from '../../db/schema/deals';
import type { Executor } from '../../lib/events/record-event';
import { likeText } from '../../lib/like-text';
import type { DealRow } from './deal-machine';

export type DealListFilter = {
  userId: number;
  /** `with`: every deal between the user and `otherId` either way (a conversation's deals). */
  type: 'sent' | 'received' | 'favored' | 'with';
  otherId?: number;
  status?: DealStatus;
  /** UTC days, inclusive. */
  from?: string;
  to?: string;
  code?: string;
};

/** The stages the spec's status word covers ("pending" is also waiting for payment, and so on). */
export const stagesOf = (status: DealStatus): DealStage[] =>
  DEAL_STAGES.filter((stage) => dealStatusOf(stage) === status);

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** Which deals a list shows: never a discarded draft, nor a draft to anyone but its sender. */
function whereOf(filter: DealListFilter): SQL {
  const me = filter.userId;
  const party = or(eq(deals.clientId, me), eq(deals.providerId, me))!;
  const conditions: (SQL | undefined)[] = [isNull(deals.deletedAt)];
  if (filter.type === 'sent') conditions.push(eq(deals.senderId, me));
  else if (filter.type === 'with') {
    const other = filter.otherId ?? 0;
    conditions.push(
      or(
        and(eq(deals.clientId, me), eq(deals.providerId, other)),
        and(eq(deals.providerId, me), eq(deals.clientId, other)),
      ),
      or(ne(deals.stage, 'draft'), eq(deals.senderId, me)),
    );
  } else if (filter.type === 'received')
    conditions.push(party, ne(deals.senderId, me), ne(deals.stage, 'draft'));
  else
    conditions.push(
      party,
      or(ne(deals.stage, 'draft'), eq(deals.senderId, me)),
      sql`exists (select 1 from favorites f where f.user_id = ${me} and f.kind = 'deal' and f.target_id = ${deals.id})`,
    );
  if (filter.status) conditions.push(inArray(deals.stage, stagesOf(filter.status)));
  if (filter.from) conditions.push(gte(deals.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) conditions.push(lt(deals.createdAt, nextDay(filter.to)));
  if (filter.code) conditions.push(ilike(deals.code, likeText(filter.code)));
  return and(...conditions)!;
}

/** The SQL of the deal lists (my deals: sent, received, favoured), newest first. */
export const dealListsRepository = {
  async page(executor: Executor, filter: DealListFilter, page: { limit: number; offset: number }) {
    const where = whereOf(filter);
    const [rows, counted] = await Promise.all([
      executor
        .select()
        .from(deals)
        .where(where)
        .orderBy(desc(deals.id))
        .limit(page.limit)
        .offset(page.offset),
      executor.select({ n: count() }).from(deals).where(where),
    ]);
    return { rows: rows as DealRow[], total: Number(counted[0]?.n ?? 0) };
  },
};

export type DealListsRepository = typeof dealListsRepository;
