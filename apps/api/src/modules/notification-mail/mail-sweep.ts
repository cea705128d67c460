import { NOTIFICATION_DIGEST_MAX_ITEMS } from '@wasla/shared/business-constants';
import { type NotificationTopic, TOPIC_CHANNELS } from '@wasla/shared/contracts/notification-preferences';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@wasla/shared/languages';
import type { Database } from '../../db/client';
import type { Executor } from '../../lib/events/record-event';
import type { SweepJob } from '../../lib/sweeper';
import type { Messenger, OutgoingMessage } from '../messaging/messenger';
import type { NotificationPreferencesService } from '../notification-preferences/preferences.service';
import { presentNotification } from '../notifications/notifications.presenter';
import type { Mail, MailComposer, MailRecipient } from './mail-composer';
import type { MailJob, MailJobsRepository } from './mail-jobs.repository';
import { digestMoment } from './mail-rules';

const BATCH = 50;
const BATCHES_PER_SWEEP = 20;
/** A job whose deciding throws (a bug, a lost database) is tried again later, this many times in all. */
const ATTEMPTS = 5;
const RETRY_MS = 15 * 60_000;
const DAY_MS = 24 * 3_600_000;

type Decision = { send: OutgoingMessage } | { skip: string };
type Recipient = NonNullable<Awaited<ReturnType<MailJobsRepository['recipient']>>>;

/** Only a live, verified address of the account's own is written to; never a deleted or banned account. */
function mailable(r: Recipient | undefined, now: Date): r is Recipient & { email: string } {
  return (
    r !== undefined &&
    r.deletedAt === null &&
    r.email !== null &&
    r.emailVerifiedAt !== null &&
    !r.addressTaken &&
    !(r.blockedUntil && r.blockedUntil > now)
  );
}

/**
 * Everything a decision reads goes through its transaction: on the embedded database one connection
 * serves them all, and a read beside an open transaction would wait for it forever.
 *
 * The worker's sweep of planned e-mails: once a day it plans the digests, then decides every job that
 * is due, each in its own transaction under the job's row lock (SKIP LOCKED: another instance takes
 * the next one). A job is decided once: it is sent (queued to the messenger in the same transaction,
 * which the outbox delivers over SMTP) or skipped with the reason, so a retried or doubled sweep
 * sends nothing more. Nothing leaves for an account that may not be mailed or that turned the
 * topic's e-mails off, nor for what was read by then.
 */
export function createMailSweep(deps: {
  db: Database;
  repo: MailJobsRepository;
  preferences: Pick<NotificationPreferencesService, 'allows'>;
  messenger: Messenger;
  composer: MailComposer;
  log: { error(obj: unknown, msg: string): void };
}): SweepJob {
  const { db, repo, composer } = deps;
  let plannedDigest: string | undefined;

  async function decide(tx: Executor, job: MailJob, now: Date): Promise<Decision> {
    const found = await repo.recipient(tx, job.userId);
    if (!mailable(found, now)) return { skip: 'account' };
    const topic = job.topic as NotificationTopic;
    if (!(await deps.preferences.allows(tx, job.userId, topic, 'email'))) return { skip: 'preference' };
    const lang: Language = isLanguage(found.locale) ? found.locale : DEFAULT_LANGUAGE;
    const to: MailRecipient = { id: found.id, name: found.name, email: found.email };
    const send = (mail: Mail): Decision => ({
      send: { channel: 'email', to: found.email, ...mail },
    });

    if (job.kind === 'notification') {
      const stored = job.notificationId ? await repo.notification(tx, job.notificationId) : undefined;
      if (!stored || stored.notification.recipientId !== job.userId) return { skip: 'gone' };
      if (stored.notification.readAt) return { skip: 'read' };
      return send(composer.notification(lang, to, topic, presentNotification(stored, lang)));
    }

    if (job.kind === 'chat') {
      const fromSeq = job.fromSeq ?? 0;
      const stretch = job.conversationId
        ? await repo.chatStretch(tx, job.conversationId, job.userId, fromSeq)
        : undefined;
      if (!stretch || stretch.otherDeletedAt) return { skip: 'gone' };
      if (stretch.lastReadSeq > fromSeq || stretch.unread === 0) return { skip: 'read' };
      if (stretch.mutedAt) return { skip: 'muted' };
      if (stretch.blockedAt || stretch.otherBlockedAt) return { skip: 'blocked' };
      return send(
        composer.chat(lang, to, {
          name: stretch.otherName,
          count: stretch.unread,
          conversationId: job.conversationId!,
        }),
      );
    }

    const since = new Date(job.dueAt.getTime() - DAY_MS);
    const { rows, total } = await repo.digestItems(
      tx,
      job.userId,
      since,
      job.dueAt,
      NOTIFICATION_DIGEST_MAX_ITEMS,
    );
    if (total === 0) return { skip: 'empty' };
    return send(
      composer.digest(
        lang,
        to,
        rows.map((row) => presentNotification(row, lang)),
        total,
      ),
    );
  }

  async function settle(id: number, now: Date) {
    await db.transaction(async (tx) => {
      const job = await repo.lock(tx, id);
      if (!job) return;
      const decision = await decide(tx, job, now);
      if ('skip' in decision) {
        await repo.decide(tx, id, { state: 'skipped', reason: decision.skip, at: now });
        return;
      }
      const messageId = await deps.messenger.send(decision.send, tx);
      await repo.decide(tx, id, { state: 'sent', messageId, at: now });
    });
  }

  return async function sweepMails(now: Date) {
    const digest = digestMoment(now);
    if (plannedDigest !== digest.day) {
      await repo.planDigests(digest.day, digest.since, digest.at, TOPIC_CHANNELS.digest.email === true);
      plannedDigest = digest.day;
    }
    for (let batch = 0; batch < BATCHES_PER_SWEEP; batch++) {
      const ids = await repo.dueIds(now, BATCH);
      for (const id of ids) {
        try {
          await settle(id, now);
        } catch (error) {
          deps.log.error({ err: error, mailJobId: id }, 'a planned e-mail could not be decided');
          await repo.failed(id, new Date(now.getTime() + RETRY_MS), ATTEMPTS, String(error).slice(0, 500));
        }
      }
      if (ids.length < BATCH) break;
    }
  };
}
