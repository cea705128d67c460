import type { NotificationKind } from '@wasla/shared/contracts/notifications';
import { clock } from '../../lib/clock';
import type { EventHandler, HandlerContext } from '../../lib/events/handlers';
import type { OutboxEvent } from '../../lib/events/outbox-store';
import type { Executor } from '../../lib/events/record-event';
import type { NotificationFacts } from './notification-facts.repository';
import {
  ACCOUNT_RULES,
  ARTICLE_RULES,
  actorAccount,
  DEAL_RULES,
  FOLLOW_NOTICE_HOURS,
  MODERATION_RULES,
  MONEY_RULES,
  SERVICE_OPENING_EVENTS,
} from './notification-rules';
import type { NewNotification, NotificationRow, NotificationsRepository } from './notifications.repository';

/**
 * Where a stored notification goes next, for real time: called once per notification after the
 * transaction that wrote it committed (never for one an event delivered again found already there).
 * The real-time module plugs its publisher in here; a failure is logged and never undoes the
 * notification, which the reader will still find in the list.
 */
export type OnNotificationStored = (notification: NotificationRow) => void | Promise<void>;

/**
 * Work that commits with the notifications or not at all, in their transaction: the e-mail module
 * plans here the mail of a notification that may still be unread a while later.
 */
export type WithNotificationsStored = (tx: Executor, stored: NotificationRow[]) => Promise<void>;

export type NotificationHandlerDeps = {
  repo: NotificationsRepository;
  facts: NotificationFacts;
  onStored?: OnNotificationStored;
  withStored?: WithNotificationsStored;
  log?: { warn(obj: unknown, msg: string): void };
};

type Draft = Omit<NewNotification, 'sourceEventId' | 'createdAt'>;

/**
 * The outbox handlers that turn events into notifications: one per event type the rules name, each
 * writing one notification per recipient inside `ctx.once` (a second delivery of the event writes
 * nothing), with the unique (event, recipient, kind) as the last line of defence.
 */
export function createNotificationHandlers(deps: NotificationHandlerDeps): EventHandler[] {
  const { repo, facts } = deps;

  async function store(event: OutboxEvent, ctx: HandlerContext, draft: (tx: Executor) => Promise<Draft[]>) {
    const done = await ctx.once(async (tx) => {
      const drafts = await draft(tx);
      const stored = await repo.insert(
        tx,
        drafts.map((d) => ({ ...d, sourceEventId: event.id, createdAt: event.createdAt })),
      );
      if (deps.withStored && stored.length) await deps.withStored(tx, stored);
      return stored;
    });
    if (!done.applied || !deps.onStored) return;
    for (const notification of done.value) {
      try {
        await deps.onStored(notification);
      } catch (error) {
        deps.log?.warn(
          { err: error, notificationId: notification.id },
          'a stored notification was not published',
        );
      }
    }
  }

  const dealHandlers = Object.entries(DEAL_RULES).map(
    ([type, rule]): EventHandler => ({
      name: `notifications.notify:${type}`,
      type,
      async handle(event, ctx) {
        const payload = event.payload as Record<string, unknown>;
        const kind = typeof rule.kind === 'function' ? rule.kind(payload) : rule.kind;
        if (!kind) return;
        await store(event, ctx, async (tx) => {
          const deal = await facts.deal(tx, Number(event.subjectId));
          if (!deal) return [];
          if (type === 'deal.reviewed' && (await repo.reviewsPublished(tx, Number(event.subjectId))))
            return [];
          const actor = actorAccount(event.actor);
          const parties = Object.values(deal.parties);
          const senderId = actor !== undefined && parties.includes(actor) ? actor : null;
          const recipients = new Set(rule.to.map((role) => deal.parties[role]));
          if (actor !== undefined) recipients.delete(actor);
          return [...recipients].map((recipientId) => draftOf(recipientId, kind, deal.data, senderId));
        });
      },
    }),
  );

  const moneyHandlers = Object.entries(MONEY_RULES).map(
    ([type, rule]): EventHandler => ({
      name: `notifications.notify:${type}`,
      type,
      async handle(event, ctx) {
        await store(event, ctx, async (tx) => {
          const found = await facts[rule.subject](tx, Number(event.subjectId));
          if (!found || (rule.purpose && found.purpose !== rule.purpose)) return [];
          if (actorAccount(event.actor) === found.ownerId) return [];
          return [draftOf(found.ownerId, rule.kind, found.data, null)];
        });
      },
    }),
  );

  // A service open again: each account that asked is told once, and its watch is spent. A service
  // that closed again before this ran keeps its watchers for its next opening.
  const serviceHandlers = SERVICE_OPENING_EVENTS.map(
    (type): EventHandler => ({
      name: `notifications.notify:${type}`,
      type,
      async handle(event, ctx) {
        const { from, to } = event.payload as { from?: unknown; to?: unknown };
        if (to !== 'open' || from === 'open') return;
        await store(event, ctx, async (tx) => {
          const service = await repo.service(tx, Number(event.subjectId));
          if (!service || service.deletedAt || service.status !== 'open') return [];
          const watchers = await repo.takeWatchers(tx, service.id);
          const data = { service: { id: service.id, slug: service.slug, name: service.name } };
          return watchers
            .filter((id) => id !== service.ownerId)
            .map((id) => draftOf(id, 'service_available', data, service.ownerId));
        });
      },
    }),
  );

  // A new follower, told to the account followed and signed by the follower.
  const followHandler: EventHandler = {
    name: 'notifications.notify:account.followed',
    type: 'account.followed',
    async handle(event, ctx) {
      const followerId = actorAccount(event.actor);
      if (followerId === undefined) return;
      const followedId = Number(event.subjectId);
      await store(event, ctx, async (tx) => {
        const since = new Date(clock.now().getTime() - FOLLOW_NOTICE_HOURS * 3_600_000);
        const data = await facts.follow(tx, followerId, followedId, since);
        return data ? [draftOf(followedId, 'new_follower', data, followerId)] : [];
      });
    },
  };

  // A decision of the moderation team, told to the author only if the article still stands so: an
  // article revised meanwhile waits for the next decision.
  const articleHandlers = Object.entries(ARTICLE_RULES).map(
    ([type, kind]): EventHandler => ({
      name: `notifications.notify:${type}`,
      type,
      async handle(event, ctx) {
        const { to } = event.payload as { to?: unknown };
        await store(event, ctx, async (tx) => {
          const found = await facts.article(tx, Number(event.subjectId));
          if (!found || found.data.article?.status !== to) return [];
          return [draftOf(found.ownerId, kind, found.data, null)];
        });
      },
    }),
  );

  // A service the team hid, told to its owner while it stays hidden, with the team's reason; a
  // warning, told to the account warned. Both come from the Wasla team, never from a member by name.
  const serviceHidden: EventHandler = {
    name: 'notifications.notify:service.hidden',
    type: 'service.hidden',
    async handle(event, ctx) {
      const { reason } = event.payload as { reason?: unknown };
      await store(event, ctx, async (tx) => {
        const service = await repo.service(tx, Number(event.subjectId));
        if (!service || service.deletedAt || service.status !== 'hidden') return [];
        const data = {
          service: { id: service.id, slug: service.slug, name: service.name, mine: service.type },
          ...(typeof reason === 'string' ? { reason } : {}),
        };
        return [draftOf(service.ownerId, MODERATION_RULES['service.hidden'], data, null)];
      });
    },
  };
  const accountWarned: EventHandler = {
    name: 'notifications.notify:account.warned',
    type: 'account.warned',
    async handle(event, ctx) {
      const { reason } = event.payload as { reason?: unknown };
      if (typeof reason !== 'string') return;
      await store(event, ctx, async () => [
        draftOf(Number(event.subjectId), MODERATION_RULES['account.warned'], { reason }, null),
      ]);
    },
  };

  // A decision on an account-type request, told to the account with the type.
  const accountTypeHandlers = (['account_type.approved', 'account_type.rejected'] as const).map(
    (type): EventHandler => ({
      name: `notifications.notify:${type}`,
      type,
      async handle(event, ctx) {
        const { account_id, requested_type, reason } = event.payload as Record<string, unknown>;
        if (typeof account_id !== 'number' || typeof requested_type !== 'string') return;
        // A rejection says why; an approval's note is the team's own record.
        const why = type === 'account_type.rejected' && typeof reason === 'string' ? { reason } : {};
        const data = { account_type: requested_type, ...why };
        await store(event, ctx, async () => [draftOf(account_id, MODERATION_RULES[type], data, null)]);
      },
    }),
  );

  // An export of the account's data ready to download, told only while it still is.
  const accountHandlers = Object.entries(ACCOUNT_RULES).map(
    ([type, kind]): EventHandler => ({
      name: `notifications.notify:${type}`,
      type,
      async handle(event, ctx) {
        await store(event, ctx, async (tx) => {
          const found = await facts.dataExport(tx, Number(event.subjectId));
          return found ? [draftOf(found.ownerId, kind, found.data, null)] : [];
        });
      },
    }),
  );

  return [
    ...dealHandlers,
    ...moneyHandlers,
    ...serviceHandlers,
    followHandler,
    ...articleHandlers,
    serviceHidden,
    accountWarned,
    ...accountTypeHandlers,
    ...accountHandlers,
  ];
}

const draftOf = (
  recipientId: number,
  kind: NotificationKind,
  data: Draft['data'],
  senderId: number | null,
): Draft => ({ recipientId, kind, template: kind, data, senderId });
