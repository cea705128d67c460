import { withCookies } from './session.server';

/** A private file of the API as `api.file` gives it: its bytes and the headers passed on. */
type ApiFile = { body: Buffer; headers: Record<string, string | undefined> };

/**
 * The reply that hands a private file of the API to the browser (which cannot call the API itself):
 * its type (`type`, else the API's), its disposition (the API's, else `disposition` when given), a
 * refreshed session's cookies, never kept by a shared cache, never read as another type.
 */
export function privateFileResponse(
  cookies: string[],
  file: ApiFile,
  options: { type?: string; disposition?: string } = {},
): Response {
  const disposition = file.headers['content-disposition'] ?? options.disposition;
  const headers = withCookies(cookies, {
    'content-type': options.type ?? file.headers['content-type'] ?? 'application/octet-stream',
    ...(disposition ? { 'content-disposition': disposition } : {}),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
  return new Response(new Uint8Array(file.body), { status: 200, headers });
}
