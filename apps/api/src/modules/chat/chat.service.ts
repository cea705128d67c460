import { CHAT_CONVERSATIONS_PER_PAGE, CHAT_RESUME_MAX_MESSAGES } from '@wasla/shared/business-constants';
import type {
  ChatMessage,
  Conversation,
  MessagesPage,
  MessagesRange,
  SendMessage,
} from '@wasla/shared/contracts/chat';
import { dealChatOpen } from '@wasla/shared/deal-rules/deal-chat-window';
import type { Database } from '../../db/client';
import { clock } from '../../lib/clock';
import { recordEvent } from '../../lib/events/record-event';
import { AppError, errors } from '../../lib/http/app-error';
import type { UserActor } from '../../lib/policy/actor';
import type { ReportsRepository } from '../reports/reports.repository';
import { presentConversation, presentMessage } from './chat.presenter';
import type { ChatRepository, ConversationView, MessageRow } from './chat.repository';
import type { Presence } from './realtime/presence';
import type { RealtimeBus } from './realtime/realtime-bus';

/** SPEC.md section 8: "you can't send any messages to this account". */
const blocked = () => new AppError(403, 'chat_blocked');
const deletedAccount = () => new AppError(403, 'chat_account_deleted');
/** The deal's chat closed (SPEC.md: 3 days after its delivery was accepted or rejected). */
const dealChatClosed = () => new AppError(409, 'chat_deal_closed');

/** Thrown inside a send's transaction to roll back its sequence number when the message was stored already. */
class AlreadySent extends Error {
  constructor(readonly message_: MessageRow) {
    super('already sent');
  }
}

export type ChatDeps = {
  db: Database;
  repo: ChatRepository;
  bus: RealtimeBus;
  presence: Presence;
  reports: ReportsRepository;
};

/**
 * Conversations and messages (decision 0027): a message is stored with its sequence number first,
 * then fanned out to both members' sockets; a member reads a page and everything is read on every
 * device. Who may see or write a conversation: its two members, and nobody else (404 to anyone
 * else, exactly as a conversation that does not exist).
 */
export function createChat({ db, repo, bus, presence, reports }: ChatDeps) {
  async function viewOf(actor: UserActor, id: number, executor = db): Promise<ConversationView> {
    const view = await repo.view(executor, id, actor.id);
    if (!view) throw errors.notFound();
    return view;
  }

  async function presentMessages(rows: readonly MessageRow[]): Promise<ChatMessage[]> {
    const attachments = await repo.attachmentsOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentMessage(row, attachments));
  }

  async function present(view: ConversationView, latest?: ChatMessage | null): Promise<Conversation> {
    const online = await presence.online([view.me.userId, view.other.id]);
    const last =
      latest !== undefined ? latest : ((await presentMessages(await repo.latest(db, [view.id])))[0] ?? null);
    return presentConversation(view, last, online);
  }

  async function send(actor: UserActor, request: SendMessage) {
    if (request.receiver_id !== undefined) {
      if (request.receiver_id === actor.id) throw errors.conflict('chat_self');
      const receiver = await repo.account(db, request.receiver_id);
      if (!receiver) throw errors.notFound();
      if (receiver.deletedAt) throw deletedAccount();
    }
    const at = clock.now();
    let stored: { message: MessageRow; view: ConversationView; replayed: boolean };
    try {
      stored = await db.transaction(async (tx) => {
        const conversationId =
          request.conversation_id ?? (await repo.openPair(tx, actor.id, request.receiver_id!));
        const view = await viewOf(actor, conversationId, tx);
        if (view.other.deletedAt) throw deletedAccount();
        if (view.me.blockedAt || view.them.blockedAt) throw blocked();
        if (request.deal_id !== undefined) {
          const deal = await repo.dealForChat(tx, request.deal_id);
          const parties = deal ? [deal.clientId, deal.providerId] : [];
          const ours = parties.includes(actor.id) && parties.includes(view.other.id);
          // Another pair's deal, a deleted or a draft one: missing, as for anyone else's.
          if (!deal || !ours || deal.deletedAt || deal.stage === 'draft') throw errors.notFound();
          if (!dealChatOpen(deal, at)) throw dealChatClosed();
        }
        // The conversation's lock first: a retry of the same message waits here for the first try
        // to commit, then meets it in the unique index below and rolls back the number it took.
        const seq = await repo.nextSeq(tx, conversationId, at);
        const files = await repo.unsentAttachments(tx, conversationId, actor.id, request.attachment_ids);
        if (files.length !== new Set(request.attachment_ids).size) {
          throw errors.validation({ attachment_ids: [{ key: 'validation.invalid' }] });
        }
        const message = await repo.insertMessage(tx, {
          conversationId,
          seq,
          senderId: actor.id,
          clientId: request.client_id ?? null,
          body: request.body,
          aboutDealId: request.deal_id ?? null,
          createdAt: at,
        });
        if (!message) {
          const earlier = await repo.byClientId(tx, conversationId, actor.id, request.client_id!);
          throw new AlreadySent(earlier!);
        }
        await repo.attach(
          tx,
          files.map((file) => file.id),
          message.id,
        );
        await repo.afterSend(tx, conversationId, actor.id, seq);
        await recordEvent(tx, {
          type: 'chat.message_sent',
          subject: { kind: 'conversation', id: String(conversationId) },
          actor: `user:${actor.id}`,
          payload: { message_id: message.id, seq, sender_id: actor.id, receiver_id: view.other.id },
        });
        return { message, view: { ...view, lastSeq: seq, lastMessageAt: at }, replayed: false };
      });
    } catch (error) {
      if (!(error instanceof AlreadySent)) throw error;
      const view = await viewOf(actor, error.message_.conversationId);
      stored = { message: error.message_, view, replayed: true };
    }
    // A new message's files are the ones just attached; a message without any needs no lookup.
    const [message] =
      stored.replayed || request.attachment_ids.length > 0
        ? await presentMessages([stored.message])
        : [presentMessage(stored.message)];
    if (!stored.replayed) {
      bus.publish([actor.id, stored.view.other.id], {
        type: 'message',
        conversation_id: message!.conversation_id,
        message: message!,
      });
    }
    return message!;
  }

  /** A page of the conversation; reading it reads everything, on every device of the reader. */
  async function page(actor: UserActor, id: number, query: MessagesRange): Promise<MessagesPage> {
    const view = await viewOf(actor, id);
    const rows = await repo.messages(db, id, {
      beforeSeq: query.before_seq,
      afterSeq: query.after_seq,
      limit: query.per_page,
    });
    const messages = await presentMessages(rows);
    if (view.me.unreadCount > 0 || view.me.lastReadSeq < view.lastSeq) {
      const seq = await repo.markRead(db, id, actor.id);
      view.me = { ...view.me, unreadCount: 0, lastReadSeq: seq };
      bus.publish([actor.id, view.other.id], { type: 'read', conversation_id: id, user_id: actor.id, seq });
    }
    const first = rows[0];
    return {
      conversation: await present(view),
      messages,
      has_more_before: query.after_seq === undefined && first !== undefined && first.seq > 1,
    };
  }

  async function list(actor: UserActor, query: { page: number; title?: string }) {
    const perPage = CHAT_CONVERSATIONS_PER_PAGE;
    const { ids, total } = await repo.list(db, actor.id, {
      title: query.title,
      limit: perPage,
      offset: (query.page - 1) * perPage,
    });
    const views = (await Promise.all(ids.map((id) => repo.view(db, id, actor.id)))).filter(
      (view): view is ConversationView => view !== undefined,
    );
    const latest = await presentMessages(await repo.latest(db, ids));
    const online = await presence.online(views.map((view) => view.other.id));
    const items = views.map((view) =>
      presentConversation(
        view,
        latest.find((message) => message.conversation_id === view.id) ?? null,
        online,
      ),
    );
    return { items, total, page: query.page, perPage };
  }

  async function setStatus(
    actor: UserActor,
    id: number,
    status: 'muted' | 'unmuted' | 'blocked' | 'unblocked',
  ) {
    const view = await viewOf(actor, id);
    const now = clock.now();
    switch (status) {
      case 'muted':
        if (!view.me.mutedAt) await repo.setMember(db, id, actor.id, { mutedAt: now });
        break;
      case 'unmuted':
        await repo.setMember(db, id, actor.id, { mutedAt: null });
        break;
      case 'blocked':
        if (!view.me.blockedAt) await repo.setMember(db, id, actor.id, { blockedAt: now });
        break;
      case 'unblocked':
        // Only the one who blocked lifts it; the blocked side cannot undo it for itself.
        if (!view.me.blockedAt && view.them.blockedAt) throw errors.conflict('chat_unblock_not_yours');
        await repo.setMember(db, id, actor.id, { blockedAt: null });
        break;
    }
    const changed = await viewOf(actor, id);
    bus.publish([actor.id, changed.other.id], { type: 'conversation', conversation_id: id });
    return present(changed);
  }

  /**
   * What a reconnecting socket missed: the messages after each position it holds, in order, for the
   * conversations of its account only (others are skipped silently). `more` lists conversations with
   * more than one answer's worth, which the client reloads page by page.
   */
  async function resume(actor: UserActor, positions: Readonly<Record<string, number>>) {
    const messages: ChatMessage[] = [];
    const more: number[] = [];
    for (const [key, after] of Object.entries(positions).slice(0, 100)) {
      const id = Number(key);
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) continue;
      const view = await repo.view(db, id, actor.id);
      if (!view) continue;
      const rows = await repo.messages(db, id, { afterSeq: after, limit: CHAT_RESUME_MAX_MESSAGES + 1 });
      if (rows.length > CHAT_RESUME_MAX_MESSAGES) more.push(id);
      messages.push(...(await presentMessages(rows.slice(0, CHAT_RESUME_MAX_MESSAGES))));
    }
    return { messages, more };
  }

  /**
   * A member reports the conversation to the support team (its queue comes with the back office);
   * one open report per member and conversation, its reason replaced when reported again.
   */
  async function report(actor: UserActor, id: number, reason: string) {
    await viewOf(actor, id);
    const saved = await reports.fileOrRefresh({
      reporterId: actor.id,
      kind: 'conversation',
      targetId: id,
      reason,
      at: clock.now(),
    });
    return { id: saved.id, created_at: saved.createdAt.toISOString() };
  }

  return {
    send,
    page,
    report,
    list,
    setStatus,
    resume,
    /**
     * The other member of a conversation of the actor's, to tell of their typing; undefined when it
     * is not theirs, and null across a block (nothing goes either way).
     */
    otherMemberOf: async (actor: UserActor, id: number) => {
      const view = await repo.view(db, id, actor.id);
      if (!view) return undefined;
      return view.me.blockedAt || view.them.blockedAt ? null : view.other.id;
    },
    partnersOf: (userId: number) => repo.partnersOf(db, userId),
  };
}

export type Chat = ReturnType<typeof createChat>;
