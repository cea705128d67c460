import type { FastifyInstance } from 'fastify';
import { type ApiFetch, FILE_HEADERS } from '../app/lib/api-fetch';

/** The API's allowance for a page's own calls: the header it reads and this process's key. */
export type PageCalls = { header: string; key: string };

/** The headers of an injected file reply that go on to the browser. */
const fileHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    FILE_HEADERS.map((name) => [name, headers[name] === undefined ? undefined : String(headers[name])]),
  );

/**
 * The API as one page's loaders and actions call it: in-process, under the visitor's address and
 * the page's request id. The page's first call counts against the visitor's rate limit as one
 * request to the API would; the others carry the page-call key and pass, so that a page costs one
 * request however many it makes (the home page makes about ten). Without the key every call counts.
 */
export function pageApiFetch(
  app: FastifyInstance,
  page: { apiKey: string; requestId: string; clientAddress: string; pageCalls?: PageCalls },
): ApiFetch {
  let counted = false;
  return async (path, init) => {
    const allowance = counted && page.pageCalls ? { [page.pageCalls.header]: page.pageCalls.key } : {};
    counted = true;
    const res = await app.inject({
      method: init.method as 'GET',
      url: path,
      headers: { ...init.headers, ...allowance, 'x-api-key': page.apiKey, 'x-request-id': page.requestId },
      payload: init.body,
      remoteAddress: page.clientAddress,
    });
    if (init.raw) return { status: res.statusCode, body: res.rawPayload, headers: fileHeaders(res.headers) };
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
  };
}
