import { z } from 'zod';
import type { ChatMessage } from './chat';
import { DB_INTEGER_MAX } from './fields';

const conversationId = z.number().int().min(1).max(DB_INTEGER_MAX);

/**
 * What a client sends on `/ws` (decision 0027). Messages themselves go through `POST /messages`, so
 * a send is idempotent and validated in one place; the socket carries the rest.
 * - `ping`: the heartbeat, every CHAT_HEARTBEAT_SECONDS; the server answers `pong` and checks the
 *   session is still live.
 * - `resume`: the last `seq` the client holds per conversation (at most 100); the server answers
 *   `resumed` with everything after them.
 * - `typing`: the reader is typing in a conversation; its other member sees it.
 * - `change-online-status`: shown online or offline (false on logout and tab close).
 */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({
    type: z.literal('resume'),
    positions: z
      .record(z.string().regex(/^\d{1,10}$/), z.number().int().min(0).max(DB_INTEGER_MAX))
      .refine((positions) => Object.keys(positions).length <= 100),
  }),
  z.object({ type: z.literal('typing'), conversation_id: conversationId }),
  z.object({ type: z.literal('change-online-status'), online: z.boolean() }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** What the server sends on `/ws`. */
export type ServerFrame =
  | { type: 'ready'; user_id: number; heartbeat_seconds: number }
  | { type: 'pong' }
  | { type: 'message'; conversation_id: number; message: ChatMessage }
  | { type: 'read'; conversation_id: number; user_id: number; seq: number }
  | { type: 'typing'; conversation_id: number; user_id: number }
  | { type: 'presence'; user_id: number; online: boolean }
  /** A conversation's standing changed (muted, blocked…): read it again. */
  | { type: 'conversation'; conversation_id: number }
  | { type: 'resumed'; messages: ChatMessage[]; more: number[] }
  /** Frames may have been lost on the server's side: send `resume`. */
  | { type: 'resync' }
  /** A new notification of the reader's: the bell reads /notifications/latest again. */
  | { type: 'notification'; id: number }
  | { type: 'error'; code: 'invalid_frame' | 'rate_limited' | 'not_found' };

/** Close codes of `/ws` beyond the standard ones. */
export const SOCKET_CLOSE = {
  /** The session ended (logout, expiry, password change): sign in again. */
  unauthenticated: 4401,
  /** Three heartbeats were missed. */
  idle: 4408,
  /** Far past the frame limit. */
  rateLimited: 4429,
} as const;
