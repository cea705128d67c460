import type { Language } from '@wasla/shared/languages';
import type { Database } from '../../db/client';
import { errors } from '../../lib/http/app-error';
import type { UserActor } from '../../lib/policy/actor';
import { dealListsRepository } from '../deals/deal-lists.repository';
import type { DealReader } from '../deals/deal-reader';
import type { DealReviewsService } from '../deals/deal-reviews.service';
import type { ChatRepository } from './chat.repository';

const PER_PAGE = 10;

/**
 * What a conversation's cards read (SPEC.md section 7's chat calls): the deals between its two
 * members, one deal as a card with the actions open to the reader, and the rating card. Each is read
 * through the deal's own policy, so a card shows nothing the deal page would not.
 */
export function createConversationDeals(deps: {
  db: Database;
  repo: ChatRepository;
  reader: DealReader;
  reviews: DealReviewsService;
}) {
  const { db, repo, reader, reviews } = deps;
  return {
    async list(actor: UserActor, conversationId: number, page: number, lang: Language) {
      const view = await repo.view(db, conversationId, actor.id);
      if (!view) throw errors.notFound();
      const { rows, total } = await dealListsRepository.page(
        db,
        { userId: actor.id, type: 'with', otherId: view.other.id },
        { limit: PER_PAGE, offset: (page - 1) * PER_PAGE },
      );
      return { items: await reader.cards(db, actor, rows, lang), total, page, perPage: PER_PAGE };
    },
    card: (actor: UserActor, dealId: number, lang: Language) => reader.read(actor, dealId, lang),
    async reviewCard(actor: UserActor, dealId: number, lang: Language) {
      const deal = await reader.read(actor, dealId, lang);
      return { deal, reviews: await reviews.read(actor, dealId) };
    },
  };
}

export type ConversationDeals = ReturnType<typeof createConversationDeals>;
