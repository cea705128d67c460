import {
  chatMessageSchema,
  conversationReportRequest,
  conversationReportSchema,
  conversationSchema,
  conversationStatusRequest,
  conversationsQuery,
  messagesPageSchema,
  messagesQuery,
  sendMessageRequest,
} from '@wasla/shared/contracts/chat';
import { pagedEnvelope, successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { Chat } from './chat.service';

const params = z.object({ id: idField });
const me = (request: FastifyRequest) => accountOf(request).actor;
const tags = ['chat'];

/** Conversations and messages over HTTP; the same events reach sockets at `/ws` (chat-socket.ts). */
export function registerChatRoutes(app: FastifyInstance, deps: { chat: Chat; guards: AuthGuards }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { chat, guards } = deps;

  api.get(
    '/conversations',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary:
          'My conversations, the latest message first, each with its unread count; `title` searches names and deal titles',
        querystring: conversationsQuery,
        response: { 200: pagedEnvelope(conversationSchema) },
      },
    },
    async (request) => {
      const { items, total, page, perPage } = await chat.list(me(request), request.query);
      return paged(items, page, perPage, total);
    },
  );

  api.get(
    '/messages/:id',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary:
          'A page of one of my conversations in order (the newest by default; `before_seq` pages back, `after_seq` asks for what came after a position), marking it read for me',
        params,
        querystring: messagesQuery,
        response: { 200: successEnvelope(messagesPageSchema) },
      },
    },
    async (request) => ok(await chat.page(me(request), request.params.id, request.query)),
  );

  api.post(
    '/messages',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary:
          'Send a message to one of my conversations, or to an account (`receiver_id`) for the first message; a retry with the same `client_id` answers the stored message',
        body: sendMessageRequest,
        response: { 200: successEnvelope(chatMessageSchema) },
      },
    },
    async (request) => ok(await chat.send(me(request), request.body)),
  );

  api.post(
    '/conversations/:id/report',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary:
          'Report one of my conversations to the support team with a reason; reporting it again while the report is open replaces the reason',
        params,
        body: conversationReportRequest,
        response: { 200: successEnvelope(conversationReportSchema) },
      },
    },
    async (request) => ok(await chat.report(me(request), request.params.id, request.body.reason)),
  );

  api.post(
    '/conversations/:id/status',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary:
          'Mute or unmute a conversation of mine, or block or unblock its other account (only the blocker unblocks)',
        params,
        body: conversationStatusRequest,
        response: { 200: successEnvelope(conversationSchema) },
      },
    },
    async (request) => ok(await chat.setStatus(me(request), request.params.id, request.body.status)),
  );
}
