import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { AuthGuards } from '../auth/auth-guard';
import type { DealReader } from '../deals/deal-reader';
import type { DealReviewsService } from '../deals/deal-reviews.service';
import { createReportsRepository } from '../reports/reports.repository';
import { chatRepository } from './chat.repository';
import { registerChatRoutes } from './chat.routes';
import { createChat } from './chat.service';
import { createChatCardHandlers } from './chat-cards';
import { createChatFiles } from './chat-files';
import { registerChatFileRoutes } from './chat-files.routes';
import { createConversationDeals } from './conversation-deals';
import { registerConversationDealRoutes } from './conversation-deals.routes';
import { registerChatSocket } from './realtime/chat-socket';
import { memoryPresence, redisPresence } from './realtime/presence';
import { createRealtimeBus } from './realtime/realtime-bus';
import { createSocketHub } from './realtime/socket-hub';

/**
 * Chat (decision 0027): conversations and messages over the API, and their events to every socket
 * of both members at `/ws` on the app's own origin (`app`, outside the API's prefix), across
 * instances through Redis when it is configured; the outbox handlers that put deals' cards in their
 * parties' conversation. Answers the bus, so other modules (notifications) reach sockets too.
 */
export async function registerChat(
  api: FastifyInstance,
  app: FastifyInstance,
  infra: Infrastructure,
  { guards, deals }: { guards: AuthGuards; deals: { reader: DealReader; reviews: DealReviewsService } },
) {
  const hub = createSocketHub();
  const bus = await createRealtimeBus({
    local: hub,
    redis: infra.redis,
    prefix: infra.config.REDIS_PREFIX,
    log: infra.log,
  });
  const presence = infra.redis ? redisPresence(infra.redis, infra.config.REDIS_PREFIX) : memoryPresence();
  const chat = createChat({
    db: infra.db,
    repo: chatRepository,
    bus,
    presence,
    reports: createReportsRepository(infra.db),
  });
  registerChatRoutes(api, { chat, guards });
  registerChatFileRoutes(api, {
    guards,
    files: createChatFiles({ db: infra.db, store: infra.media, repo: chatRepository }),
  });
  registerConversationDealRoutes(api, {
    guards,
    deals: createConversationDeals({ db: infra.db, repo: chatRepository, ...deals }),
  });
  registerChatSocket(app, { chat, hub, bus, presence, guards });
  app.addHook('preClose', async () => {
    hub.closeAll();
    await bus.close();
  });
  return { bus, chat, hub, handlers: createChatCardHandlers({ db: infra.db, repo: chatRepository, bus }) };
}
