import { type NotificationTopic, topicOf } from '@wasla/shared/contracts/notification-preferences';
import { clock } from '../../lib/clock';
import type { EventHandler } from '../../lib/events/handlers';
import type { Executor } from '../../lib/events/record-event';
import type { NotificationRow } from '../notifications/notifications.repository';
import type { MailJobsRepository, NewMailJob } from './mail-jobs.repository';
import { AWAY_MAIL_KINDS, chatMailDue, notificationMailDue } from './mail-rules';

/**
 * Plans the e-mails that may follow what was just stored, in the same transaction: a notification
 * of a kind that matters gets its e-mail planned for NOTIFICATION_EMAIL_DELAY_MINUTES later, and a
 * chat message the first of an unread stretch's. Whether it leaves is decided when it is due
 * (mail-sweep.ts): by then it may have been read, muted or turned off.
 */
export function createMailPlanning(repo: MailJobsRepository) {
  return {
    /** The notifications module's `withStored`: one planned mail per notification that matters. */
    async notificationsStored(tx: Executor, stored: readonly NotificationRow[]) {
      // Stored now: a notification's own date is its event's, which may be a little earlier.
      const storedAt = clock.now();
      const jobs: NewMailJob[] = stored.flatMap((row) => {
        const topic = topicOf(row.kind);
        if (!topic || !AWAY_MAIL_KINDS.has(row.kind as never)) return [];
        return [
          {
            userId: row.recipientId,
            kind: 'notification' as const,
            topic,
            key: `notification:${row.id}`,
            notificationId: row.id,
            dueAt: notificationMailDue(storedAt),
          },
        ];
      });
      await repo.plan(tx, jobs);
    },

    /**
     * A chat message: the receiver's unread stretch is named by what they had read when it began
     * (`chat:<conversation>:<last read sequence>`), so every message of the stretch names the same
     * mail and one is planned, due a quarter of an hour after the stretch's first message. A message
     * the receiver has read by the time this runs plans nothing.
     */
    handlers: [
      {
        name: 'notification-mail.plan:chat.message_sent',
        type: 'chat.message_sent',
        async handle(event, ctx) {
          const {
            seq,
            receiver_id: receiverId,
            message_id: messageId,
          } = event.payload as Record<string, unknown>;
          if (typeof seq !== 'number' || typeof receiverId !== 'number' || typeof messageId !== 'number')
            return;
          const conversationId = Number(event.subjectId);
          await ctx.once(async (tx) => {
            const member = await repo.member(tx, conversationId, receiverId);
            const sentAt = await repo.messageSentAt(tx, messageId);
            if (!member || !sentAt || member.lastReadSeq >= seq) return;
            await repo.planChat(tx, {
              userId: receiverId,
              kind: 'chat',
              topic: 'messages' satisfies NotificationTopic,
              key: `chat:${conversationId}:${member.lastReadSeq}`,
              conversationId,
              fromSeq: member.lastReadSeq,
              dueAt: chatMailDue(sentAt),
            });
          });
        },
      },
    ] satisfies EventHandler[],
  };
}
