import type { FastifyRequest } from 'fastify';

/**
 * The Cache-Control of an API reply. A reply to a signed-in caller (a bearer token, or an account a
 * guard found) may depend on that account, so it is never stored anywhere. A route that knows its
 * reply is the same for everyone says so itself (json-cache.ts: `public`, with the Vary of the
 * language and currency headers); any other reply is not stored either.
 */
export function apiCacheControl(request: FastifyRequest, routeValue: unknown): string {
  const personal = Boolean(request.auth) || request.headers.authorization !== undefined;
  if (personal) return 'private, no-store';
  return typeof routeValue === 'string' && routeValue ? routeValue : 'no-store';
}
