import type { AppLoadContext, EntryContext } from 'react-router';
import { renderDocument } from './lib/render-document.server';
import { scriptsAfterPaintStream } from './lib/scripts-after-paint.server';

export { streamTimeout } from './lib/render-document.server';

/**
 * Every page is rendered whole, then its scripts wait for the first paint (scripts-after-paint.server.ts).
 * React Router offers no way to delay them (`<Scripts>` manages `type` and `async` itself), so the
 * rendered document is rewritten; scripts-after-paint.pages.test.ts renders every kind of page
 * through here to hold the rewrite to what React Router writes.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return renderDocument(request, responseStatusCode, responseHeaders, routerContext, loadContext, (html) =>
    html.pipe(scriptsAfterPaintStream()),
  );
}
