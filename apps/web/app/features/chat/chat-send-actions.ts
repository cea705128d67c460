import type { ChatAttachment } from '@wasla/shared/contracts/chat';
import { addOutgoing, emptyTimeline, type Outgoing, updateOutgoing } from './chat-model';
import type { ChatCore, SendOutcome, Target } from './chat-types';

/**
 * Sending (decision 0027): a message shows at once with a client id made here once; a retry sends
 * the same id, so the API stores it once whatever happened to the first try.
 */
export function sendActions(core: ChatCore) {
  async function deliver(target: Target, item: Outgoing): Promise<number | undefined> {
    const extra = {
      ...(item.attachments?.length ? { attachment_ids: item.attachments.map((file) => file.id) } : {}),
      ...(item.about_deal_id ? { deal_id: item.about_deal_id } : {}),
    };
    const request =
      'conversationId' in target
        ? { conversation_id: target.conversationId, body: item.body, client_id: item.client_id, ...extra }
        : { receiver_id: target.receiverId, body: item.body, client_id: item.client_id, ...extra };
    let outcome: SendOutcome;
    try {
      outcome = await core.io.send(request);
    } catch {
      outcome = { ok: false, status: 0 };
    }
    if (outcome.ok) {
      const { message } = outcome;
      if ('receiverId' in target) {
        const { [target.receiverId]: _, ...rest } = core.state.firstMessages;
        core.set({ firstMessages: rest });
      } else {
        // As any stored message: in its place, once, and a gap before it asked for.
        core.receive(message, { checkGap: true });
      }
      return message.conversation_id;
    }
    const failed = { state: 'failed' as const, error: outcome.text, code: outcome.code };
    if ('receiverId' in target) {
      core.set({
        firstMessages: {
          ...core.state.firstMessages,
          [target.receiverId]: (core.state.firstMessages[target.receiverId] ?? []).map((o) =>
            o.client_id === item.client_id ? { ...o, ...failed } : o,
          ),
        },
      });
    } else {
      const timeline = core.state.timelines[target.conversationId];
      if (timeline) core.setTimeline(target.conversationId, updateOutgoing(timeline, item.client_id, failed));
      // Refused because of the conversation's standing: show it as it now is.
      if (outcome.code === 'chat_blocked' || outcome.code === 'chat_account_deleted') {
        void core.markRead(target.conversationId);
      }
    }
    return undefined;
  }

  return {
    /**
     * Sends a message at once on the page, with a client id made here once: a retry sends the same
     * id, so the API stores it once whatever happened to the first try. `attachments` were uploaded
     * for it already; `aboutDealId` is the deal it was written about, under that deal's card
     * (decision 0027, point 9). Answers the conversation's id when it was stored.
     */
    send(
      target: Target,
      body: string,
      attachments: ChatAttachment[] = [],
      aboutDealId?: number,
    ): Promise<number | undefined> {
      const item: Outgoing = {
        client_id: core.io.uuid(),
        body,
        ...(attachments.length ? { attachments } : {}),
        ...(aboutDealId ? { about_deal_id: aboutDealId } : {}),
        created_at: new Date(core.io.now()).toISOString(),
        state: 'sending',
      };
      if ('receiverId' in target) {
        core.set({
          firstMessages: {
            ...core.state.firstMessages,
            [target.receiverId]: [...(core.state.firstMessages[target.receiverId] ?? []), item],
          },
        });
      } else {
        const id = target.conversationId;
        core.setTimeline(
          id,
          addOutgoing(core.state.timelines[id] ?? emptyTimeline(core.positionOf(id)), item),
        );
      }
      return deliver(target, item);
    },

    retry(target: Target, clientId: string): Promise<number | undefined> {
      const list =
        'receiverId' in target
          ? core.state.firstMessages[target.receiverId]
          : core.state.timelines[target.conversationId]?.outgoing;
      const item = list?.find((o) => o.client_id === clientId);
      if (!item) return Promise.resolve(undefined);
      // The same message again: its id, files and deal; only the refusal goes.
      const sending = { ...item, state: 'sending' as const, error: undefined, code: undefined };
      if ('receiverId' in target) {
        core.set({
          firstMessages: {
            ...core.state.firstMessages,
            [target.receiverId]: list!.map((o) => (o.client_id === clientId ? sending : o)),
          },
        });
      } else {
        const timeline = core.state.timelines[target.conversationId]!;
        core.setTimeline(target.conversationId, updateOutgoing(timeline, clientId, sending));
      }
      return deliver(target, sending);
    },
  };
}
