import { CHAT_FRAMES_PER_10_SECONDS, CHAT_HEARTBEAT_SECONDS } from '@wasla/shared/business-constants';
import { type ClientFrame, clientFrameSchema, SOCKET_CLOSE } from '@wasla/shared/contracts/chat-frames';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, errors } from '../../../lib/http/app-error';
import { type AuthGuards, bearerToken, type SignedIn } from '../../auth/auth-guard';
import type { Chat } from '../chat.service';
import type { Presence } from './presence';
import type { RealtimeBus } from './realtime-bus';
import type { createSocketHub, HubSocket } from './socket-hub';

/** The session cookie the web app keeps the access token in (apps/web/app/lib/session.server.ts). */
const SESSION_COOKIE = 'wasla_at';
const IDLE_MS = 3 * CHAT_HEARTBEAT_SECONDS * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The chat socket's account, found before the upgrade. */
    socketAccount?: SignedIn & { token: string };
  }
}

function cookieToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * A browser opens the socket with its session cookie, which any page could make it send: the upgrade
 * must then come from a page of this site (its Origin names this host). Apps send a bearer token,
 * which no other site can add.
 */
function sameSite(request: FastifyRequest) {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * `/ws` (decision 0027): authenticated on the upgrade by `Authorization: Bearer` or the session
 * cookie, never a token in the address; the session is checked again on every heartbeat, so a
 * logout or an expired token closes the socket (4401). A socket may send CHAT_FRAMES_PER_10_SECONDS
 * frames per ten seconds (then `rate_limited`, and far past it 4429) of at most CHAT_FRAME_MAX_BYTES
 * (the plugin's `maxPayload`); a socket silent for three heartbeats is closed (4408).
 */
export function registerChatSocket(
  app: FastifyInstance,
  deps: {
    chat: Chat;
    hub: ReturnType<typeof createSocketHub>;
    bus: RealtimeBus;
    presence: Presence;
    guards: AuthGuards;
  },
) {
  const { chat, hub, bus, presence, guards } = deps;

  async function authenticate(request: FastifyRequest) {
    const bearer = bearerToken(request);
    const token = bearer ?? cookieToken(request);
    if (!token) throw errors.unauthenticated();
    if (!bearer && !sameSite(request)) throw errors.unauthenticated();
    request.socketAccount = { ...(await guards.verifiedAccount(token)), token };
  }

  async function announce(userId: number, online: boolean) {
    bus.publish(await chat.partnersOf(userId), { type: 'presence', user_id: userId, online });
  }

  app.get(
    '/ws',
    { websocket: true, preValidation: authenticate, schema: { hide: true } },
    (socket, request) => {
      const account = request.socketAccount!;
      const actor = account.actor;
      const entry: HubSocket = hub.add(actor.id, account.session.id, socket);
      let visible = true;
      let window = { started: Date.now(), frames: 0 };
      let lastHeard = Date.now();
      // Frames are handled one after another, in the order they came.
      let queue = Promise.resolve();

      const seen = async () => {
        if (!visible) return;
        const { cameOnline } = await presence.seen(actor.id, entry.id);
        if (cameOnline) await announce(actor.id, true);
      };
      const hide = async () => {
        const { wentOffline } = await presence.gone(actor.id, entry.id);
        if (wentOffline) await announce(actor.id, false);
      };
      const idle = setInterval(() => {
        if (Date.now() - lastHeard > IDLE_MS) socket.close(SOCKET_CLOSE.idle, 'heartbeat missed');
      }, CHAT_HEARTBEAT_SECONDS * 1000);
      idle.unref();

      async function handle(frame: ClientFrame) {
        switch (frame.type) {
          case 'ping': {
            try {
              await guards.verifiedAccount(account.token);
            } catch (error) {
              if (!(error instanceof AppError)) throw error;
              socket.close(SOCKET_CLOSE.unauthenticated, 'session ended');
              return;
            }
            await seen();
            hub.send(entry, { type: 'pong' });
            return;
          }
          case 'resume': {
            hub.send(entry, { type: 'resumed', ...(await chat.resume(actor, frame.positions)) });
            return;
          }
          case 'typing': {
            const other = await chat.otherMemberOf(actor, frame.conversation_id);
            if (other === undefined) {
              hub.send(entry, { type: 'error', code: 'not_found' });
              return;
            }
            if (other === null) return;
            bus.publish([other], {
              type: 'typing',
              conversation_id: frame.conversation_id,
              user_id: actor.id,
            });
            return;
          }
          case 'change-online-status': {
            if (frame.online === visible) return;
            visible = frame.online;
            await (visible ? seen() : hide());
            return;
          }
        }
      }

      socket.on('message', (data: Buffer, isBinary: boolean) => {
        lastHeard = Date.now();
        const now = Date.now();
        if (now - window.started > 10_000) window = { started: now, frames: 0 };
        window.frames++;
        if (window.frames > CHAT_FRAMES_PER_10_SECONDS * 2) {
          socket.close(SOCKET_CLOSE.rateLimited, 'too many frames');
          return;
        }
        if (window.frames > CHAT_FRAMES_PER_10_SECONDS) {
          hub.send(entry, { type: 'error', code: 'rate_limited' });
          return;
        }
        let frame: ClientFrame;
        try {
          if (isBinary) throw new Error('binary');
          frame = clientFrameSchema.parse(JSON.parse(data.toString('utf8')));
        } catch {
          hub.send(entry, { type: 'error', code: 'invalid_frame' });
          return;
        }
        queue = queue
          .then(() => handle(frame))
          .catch((error: unknown) => {
            request.log.error({ err: error }, 'chat socket frame failed');
          });
      });

      socket.on('close', () => {
        clearInterval(idle);
        hub.remove(entry);
        queue = queue.then(hide).catch((error: unknown) => {
          request.log.warn({ err: error }, 'chat presence could not be cleared');
        });
      });

      hub.send(entry, { type: 'ready', user_id: actor.id, heartbeat_seconds: CHAT_HEARTBEAT_SECONDS });
      queue = queue.then(seen).catch((error: unknown) => {
        request.log.warn({ err: error }, 'chat presence could not be recorded');
      });
    },
  );
}
