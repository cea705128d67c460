import { PassThrough, type Readable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { configuredCardGateway } from '../features/wallet/gateway.server';
// Gives every language's catalogs to the pages rendered here (the browser loads its own, catalog-files.ts).
import './catalogs.server';
import { NonceContext } from './nonce-context';
import { contentSecurityPolicy } from './security.server';

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering (no streamed fallbacks), so crawlers, the status code and
 * the first paint all see complete HTML. Inline scripts carry the request's nonce. `finish` passes the
 * rendered document on (the entry delays its scripts until after the first paint); the page tests
 * render through here without it, to compare the document React Router wrote with the one sent.
 */
export function renderDocument(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
  finish: (html: Readable) => Readable = (html) => html,
) {
  const nonce = loadContext.nonce;
  if (nonce) {
    responseHeaders.set(
      'Content-Security-Policy',
      contentSecurityPolicy(nonce, configuredCardGateway().origin),
    );
  }
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(finish(body)), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
