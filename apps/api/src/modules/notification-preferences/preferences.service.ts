import {
  NOTIFICATION_TOPICS,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationTopic,
  TOPIC_CHANNELS,
  type UnsubscribeReply,
  type UpdateNotificationPreferences,
} from '@wasla/shared/contracts/notification-preferences';
import type { Database } from '../../db/client';
import { clock } from '../../lib/clock';
import type { Executor } from '../../lib/events/record-event';
import { errors } from '../../lib/http/app-error';
import { type FieldProblem, fieldError, fieldErrors } from '../../lib/http/field-errors';
import type { UserActor } from '../../lib/policy/actor';
import { canChangeChannel, canNotificationPreferences, canUnsubscribe } from './preferences.policy';
import type { ChoiceChange, PreferencesRepository, StoredChoice } from './preferences.repository';
import type { UnsubscribeTokens } from './unsubscribe-token';

const CHANNELS: readonly NotificationChannel[] = ['push', 'email'];

/** A channel of a topic as it stands: the account's choice, else the default; null where not offered. */
export function effectiveChoice(
  topic: NotificationTopic,
  channel: NotificationChannel,
  stored: StoredChoice | undefined,
): boolean | null {
  const byDefault = TOPIC_CHANNELS[topic][channel];
  if (byDefault === undefined) return null;
  return stored?.[channel] ?? byDefault;
}

const invalidLink = () => fieldError('token', 'validation.invalid_link');

/**
 * Which topics reach an account by push and by e-mail: read and changed by the account, and one
 * topic's e-mails turned off by the link in a mail (no session: the signed token is the permission).
 * `allows` is what the push and e-mail senders ask before sending.
 */
export function createNotificationPreferences(deps: {
  db: Database;
  repo: PreferencesRepository;
  tokens: UnsubscribeTokens;
}) {
  const { db, repo, tokens } = deps;

  async function read(actor: UserActor): Promise<NotificationPreferences> {
    if (!canNotificationPreferences(actor, 'read', { userId: actor.id })) throw errors.notFound();
    const stored = await repo.choicesOf(db, actor.id);
    return {
      topics: NOTIFICATION_TOPICS.map((topic) => ({
        topic,
        push: effectiveChoice(topic, 'push', stored.get(topic)),
        email: effectiveChoice(topic, 'email', stored.get(topic)),
      })),
    };
  }

  /** The grant of a token whose account is still there, else a 422 "Invalid link" on `token`. */
  async function grantOf(token: string) {
    const grant = tokens.verify(token);
    const live = grant ? await repo.liveAccount(grant.userId) : false;
    if (!canUnsubscribe(grant, live)) throw invalidLink();
    return grant!;
  }

  return {
    read,

    async update(actor: UserActor, request: UpdateNotificationPreferences) {
      if (!canNotificationPreferences(actor, 'update', { userId: actor.id })) throw errors.notFound();
      const problems: FieldProblem[] = [];
      const seen = new Set<string>();
      request.topics.forEach((change, i) => {
        if (seen.has(change.topic)) problems.push({ field: `topics.${i}.topic`, key: 'validation.invalid' });
        seen.add(change.topic);
        for (const channel of CHANNELS) {
          if (change[channel] !== undefined && !canChangeChannel(change.topic, channel))
            problems.push({ field: `topics.${i}.${channel}`, key: 'validation.invalid' });
        }
      });
      if (problems.length) throw fieldErrors(problems);
      await repo.save(db, actor.id, request.topics as ChoiceChange[], clock.now());
      return read(actor);
    },

    /** What a link would stop, changing nothing (mail scanners open links before people do). */
    async describeUnsubscribe(token: string): Promise<UnsubscribeReply> {
      const grant = await grantOf(token);
      const email = await repo.choiceOf(db, grant.userId, grant.topic, 'email');
      return { topic: grant.topic, email: email ?? TOPIC_CHANNELS[grant.topic].email === true };
    },

    /** Turns the link's topic's e-mails off; following it again changes nothing more. */
    async unsubscribe(token: string): Promise<UnsubscribeReply> {
      const grant = await grantOf(token);
      await repo.save(db, grant.userId, [{ topic: grant.topic, email: false }], clock.now());
      return { topic: grant.topic, email: false };
    },

    /** Whether a topic reaches the account on a channel now (false where the topic does not offer it). */
    async allows(executor: Executor, userId: number, topic: NotificationTopic, channel: NotificationChannel) {
      if (TOPIC_CHANNELS[topic][channel] === undefined) return false;
      const stored = await repo.choiceOf(executor, userId, topic, channel);
      return stored ?? TOPIC_CHANNELS[topic][channel] === true;
    },
  };
}

export type NotificationPreferencesService = ReturnType<typeof createNotificationPreferences>;
