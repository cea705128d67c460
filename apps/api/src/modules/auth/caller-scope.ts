import type { FastifyRequest } from 'fastify';
import { actorOf } from './auth-guard';

/**
 * Whose records a per-caller store (idempotency keys) files a request under: the account the route's
 * guard found, else the guest's client address (from X-Forwarded-For only when TRUST_PROXY is set).
 * Read after the guard, so an account never shares a scope with another or with a guest.
 */
export function callerScope(request: FastifyRequest): string {
  const actor = actorOf(request);
  return actor.kind === 'user' ? `account:${actor.id}` : `guest:${request.ip}`;
}
