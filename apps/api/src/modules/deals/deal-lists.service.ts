import { DEALS_PAGE_SIZE } from '@wasla/shared/business-constants';
import type { DealListQuery, dealListQuery } from '@wasla/shared/contracts/deals';
import type { Language } from '@wasla/shared/languages';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { fieldError } from '../../lib/http/field-errors';
import type { UserActor } from '../../lib/policy/actor';
import type { DealListsRepository } from './deal-lists.repository';
import type { DealReader } from './deal-reader';

type Query = z.output<typeof dealListQuery>;

export type { DealListQuery };

/**
 * My deals (SPEC.md section 2, /my-deals/{type}): the offers I sent (drafts included), those I
 * received, and my favourites, by the spec's status word, between two days of creation, by code.
 */
export function createDealLists(deps: { db: Database; repo: DealListsRepository; reader: DealReader }) {
  const { db, repo, reader } = deps;
  return {
    async list(actor: UserActor, query: Query, lang: Language) {
      // SPEC.md section 5: the start of the date filter is not after its end.
      if (query.from && query.to && query.from > query.to) throw fieldError('to', 'validation.date_range');
      const { rows, total } = await repo.page(
        db,
        {
          userId: actor.id,
          type: query.type,
          status: query.status,
          from: query.from,
          to: query.to,
          code: query.code,
        },
        { limit: DEALS_PAGE_SIZE, offset: (query.page - 1) * DEALS_PAGE_SIZE },
      );
      return {
        items: await reader.cards(db, actor, rows, lang),
        total,
        page: query.page,
        perPage: DEALS_PAGE_SIZE,
      };
    },
  };
}

export type DealLists = ReturnType<typeof createDealLists>;
