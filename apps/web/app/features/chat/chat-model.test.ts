import type { ChatMessage } from '@wasla/shared/contracts/chat';
import { describe, expect, it } from 'vitest';
import {
  addMessages,
  addOlder,
  addOutgoing,
  byLatest,
  emptyTimeline,
  isOnline,
  leavesGap,
  timelineFromPage,
  withMessage,
} from './chat-model';
import { conversation, ME, message } from './chat-test-data';

const seqs = (messages: readonly ChatMessage[]) => messages.map((m) => m.seq);

describe('a timeline', () => {
  it('holds a page in order and knows the position it ends at', () => {
    const timeline = timelineFromPage([message(12), message(10), message(11)], true);
    expect(seqs(timeline.messages)).toEqual([10, 11, 12]);
    expect(timeline.position).toBe(12);
    expect(timeline.hasMoreBefore).toBe(true);
  });

  it('appends live messages in order and drops the ones it holds', () => {
    let timeline = timelineFromPage([message(1), message(2)], false);
    timeline = addMessages(timeline, [message(3)]);
    timeline = addMessages(timeline, [message(3), message(2)]);
    expect(seqs(timeline.messages)).toEqual([1, 2, 3]);
    expect(timeline.position).toBe(3);
  });

  it('sees a gap when a message is more than one past the position, and closes it when the missing ones come', () => {
    let timeline = timelineFromPage([message(1), message(2)], false);
    expect(leavesGap(timeline, message(3))).toBe(false);
    expect(leavesGap(timeline, message(5))).toBe(true);
    timeline = addMessages(timeline, [message(5)]);
    // Held, in its place, but the position stays before the gap: resume asks from there.
    expect(seqs(timeline.messages)).toEqual([1, 2, 5]);
    expect(timeline.position).toBe(2);
    timeline = addMessages(timeline, [message(4), message(3), message(5)]);
    expect(seqs(timeline.messages)).toEqual([1, 2, 3, 4, 5]);
    expect(timeline.position).toBe(5);
  });

  it('keeps its position when an older page comes in front', () => {
    let timeline = timelineFromPage([message(51), message(52)], true);
    timeline = addOlder(timeline, [message(49), message(50)], false);
    expect(seqs(timeline.messages)).toEqual([49, 50, 51, 52]);
    expect(timeline.position).toBe(52);
    expect(timeline.hasMoreBefore).toBe(false);
  });

  it('starts from the position a list gave when it holds no message yet', () => {
    const timeline = addMessages(emptyTimeline(4), [message(5)]);
    expect(timeline.position).toBe(5);
    expect(leavesGap(emptyTimeline(4), message(6))).toBe(true);
  });

  it('shows a message typed here once: the stored copy replaces the one on its way', () => {
    let timeline = timelineFromPage([message(1)], false);
    timeline = addOutgoing(timeline, {
      client_id: 'c-1',
      body: 'Hello',
      created_at: new Date().toISOString(),
      state: 'sending',
    });
    expect(timeline.outgoing).toHaveLength(1);
    const stored = message(2, { sender_id: ME, client_id: 'c-1', body: 'Hello' });
    timeline = addMessages(timeline, [stored]);
    expect(timeline.outgoing).toEqual([]);
    // The socket's echo of the same message changes nothing.
    expect(addMessages(timeline, [stored])).toBe(timeline);
    expect(seqs(timeline.messages)).toEqual([1, 2]);
  });
});

describe('the list', () => {
  it('puts the latest activity first', () => {
    const older = conversation({ id: 1, updated_at: '2026-01-01T09:00:00.000Z' });
    const newer = conversation({ id: 2, updated_at: '2026-01-02T09:00:00.000Z' });
    expect([older, newer].sort(byLatest).map((c) => c.id)).toEqual([2, 1]);
  });

  it('moves a conversation up and counts the other member’s message as unread unless it is being read', () => {
    const before = conversation({ unread_messages_count: 1 });
    const next = message(4, { created_at: '2026-02-01T10:00:00.000Z' });
    const after = withMessage(before, next, ME, false);
    expect(after).toMatchObject({ last_seq: 4, unread_messages_count: 2, updated_at: next.created_at });
    expect(after.latest_message?.seq).toBe(4);
    expect(withMessage(before, next, ME, true).unread_messages_count).toBe(1);
    // One's own message is never unread, and a copy already counted is not counted again.
    expect(withMessage(before, message(4, { sender_id: ME }), ME, false).unread_messages_count).toBe(1);
    expect(withMessage(after, next, ME, false)).toBe(after);
  });

  it('shows the other member online by the latest presence frame, never when blocked or deleted', () => {
    const offline = conversation();
    expect(isOnline(offline, {})).toBe(false);
    expect(isOnline(offline, { 2: true })).toBe(true);
    expect(isOnline(conversation({ other: { ...offline.other, is_online: true } }), { 2: false })).toBe(
      false,
    );
    expect(isOnline(conversation({ blocked: true }), { 2: true })).toBe(false);
    expect(isOnline(conversation({ other: { ...offline.other, deleted: true } }), { 2: true })).toBe(false);
  });
});
