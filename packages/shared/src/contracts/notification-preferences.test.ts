import { describe, expect, it } from 'vitest';
import {
  EMAIL_TOPICS,
  NOTIFICATION_TOPICS,
  offers,
  TOPIC_CHANNELS,
  TOPIC_KINDS,
  topicOf,
} from './notification-preferences';
import { NOTIFICATION_KINDS } from './notifications';

describe('notification topics', () => {
  it('hold every kind of notification exactly once', () => {
    const listed = Object.values(TOPIC_KINDS).flat();
    expect([...listed].sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(new Set(listed).size).toBe(listed.length);
    for (const kind of NOTIFICATION_KINDS) expect(topicOf(kind), kind).toBeDefined();
    expect(topicOf('not_a_kind')).toBeUndefined();
  });

  it('offer at least one channel each, and reach people by default through what they offer', () => {
    for (const topic of NOTIFICATION_TOPICS) {
      const channels = TOPIC_CHANNELS[topic];
      expect(Object.keys(channels).length, topic).toBeGreaterThan(0);
      expect(
        Object.values(channels).every((on) => on === true),
        topic,
      ).toBe(true);
    }
    // What a mail's link may stop: never the e-mails of a dispute, which are always sent.
    expect(EMAIL_TOPICS).not.toContain('disputes');
    expect(EMAIL_TOPICS).toEqual(NOTIFICATION_TOPICS.filter((topic) => offers(topic, 'email')));
  });
});
