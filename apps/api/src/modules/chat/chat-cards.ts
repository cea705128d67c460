import type { ChatMessage } from '@wasla/shared/contracts/chat';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clock } from '../../lib/clock';
import type { EventHandler } from '../../lib/events/handlers';
import { dealCoreRepository } from '../deals/deal-core.repository';
import { presentMessage } from './chat.presenter';
import type { ChatRepository, MessageRow } from './chat.repository';
import type { RealtimeBus } from './realtime/realtime-bus';

type CardKind = Exclude<MessageRow['kind'], 'text'>;

/**
 * The cards a deal's events put in its two parties' conversation (issue 19, item 4): the offer and
 * its updates, the answer, the payment, each delivery and its answer, and the prompt to rate once the
 * work is accepted. A card's `body` names the event (`approved`, `review_prompt`…); the page words it
 * in the reader's language and offers the actions the deal allows the reader then.
 */
const CARDS: Record<string, readonly CardKind[]> = {
  'deal.sent': ['deal'],
  'deal.edited': ['deal'],
  'deal.countered': ['deal'],
  'deal.withdrawn': ['deal'],
  'deal.approved': ['deal'],
  'deal.rejected': ['deal'],
  'deal.update_approved': ['deal'],
  'deal.update_rejected': ['deal'],
  'deal.update_dismissed': ['deal'],
  'deal.lapsed': ['deal'],
  'deal.paid': ['deal'],
  'deal.canceled': ['deal'],
  'deal.payment_lapsed': ['deal'],
  'deal.delivered': ['delivery'],
  'deal.delivery_rejected': ['delivery'],
  'deal.accepted': ['delivery', 'review'],
  'deal.auto_completed': ['deal', 'review'],
  'deal.disputed': ['deal'],
  'deal.released': ['deal'],
  'deal.refunded': ['deal'],
  'deal.split': ['deal'],
};

const userOf = (actor: string | null) => {
  const match = actor?.match(/^user:(\d+)$/);
  return match ? Number(match[1]) : null;
};

const CARDED = Object.keys(CARDS);

/**
 * Whether an earlier carded event of the same deal still waits for its card. The worker delivers
 * several events at once, and instances side by side: a deal's cards must still come in the order of
 * its steps, so a later one waits (its delivery fails and is retried after a short backoff).
 */
async function earlierCardPending(db: Database, eventId: number, dealId: string) {
  const { rows } = await db.execute(sql`
    select 1 from outbox_events e
     where e.subject_kind = 'deal' and e.subject_id = ${dealId} and e.id < ${eventId}
       and e.state = 'pending' and e.type in (${sql.join(
         CARDED.map((type) => sql`${type}`),
         sql`, `,
       )})
       and not exists (select 1 from outbox_handled h where h.event_id = e.id and h.handler = 'chat-cards:' || e.type)
     limit 1`);
  return rows.length > 0;
}

/**
 * One outbox handler per carded event: in the transaction that marks the event handled, the pair's
 * conversation is opened if need be and the cards take their sequence numbers like any message (the
 * party who acted has read theirs; the other's unread count rises). Once committed, both parties'
 * sockets receive them. A second delivery of the event finds it handled and writes nothing.
 */
export function createChatCardHandlers(deps: {
  db: Database;
  repo: ChatRepository;
  bus: RealtimeBus;
}): EventHandler[] {
  const { db, repo, bus } = deps;
  return Object.entries(CARDS).map(([type, kinds]) => ({
    name: `chat-cards:${type}`,
    type,
    async handle(event, ctx) {
      if (await earlierCardPending(db, event.id, event.subjectId)) {
        throw new Error(`an earlier step of deal ${event.subjectId} is still to be carded`);
      }
      const dealId = Number(event.subjectId);
      const payload = event.payload as { delivery_id?: number };
      const done = await ctx.once(async (tx) => {
        const deal = await dealCoreRepository.find(tx, dealId);
        if (!deal || deal.stage === 'draft') return null;
        const conversationId = await repo.openPair(tx, deal.clientId, deal.providerId);
        const actor = userOf(event.actor);
        const reader = actor === deal.clientId || actor === deal.providerId ? actor : null;
        const rows: MessageRow[] = [];
        for (const kind of kinds) {
          const at = clock.now();
          const seq = await repo.nextSeq(tx, conversationId, at);
          // A card has no client id: nothing to conflict with, so it is always written.
          const card = await repo.insertMessage(tx, {
            conversationId,
            seq,
            senderId: null,
            kind,
            body: kind === 'review' ? 'review_prompt' : type.slice('deal.'.length),
            card: {
              deal_id: dealId,
              ...(kind === 'delivery' && typeof payload.delivery_id === 'number'
                ? { delivery_id: payload.delivery_id }
                : {}),
            },
            createdAt: at,
          });
          rows.push(card!);
          await repo.afterSend(tx, conversationId, reader, seq);
        }
        return { rows, members: [deal.clientId, deal.providerId] };
      });
      if (!done.applied || !done.value) return;
      for (const row of done.value.rows) {
        const message: ChatMessage = presentMessage(row);
        bus.publish(done.value.members, { type: 'message', conversation_id: row.conversationId, message });
      }
    },
  }));
}
