import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { TestApp } from '@wasla/api/testing';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createServer } from 'vite';
import type { renderDocument } from '../lib/render-document.server';
import { inProcessContext } from './in-process-api';

export type RenderedPage = {
  status: number;
  /** The page as the server sends it. */
  sent: string;
  /** The same page as React Router rendered it, before the entry rewrote its scripts. */
  rendered: string;
  nonce: string;
};

/**
 * Renders pages in-process through the real server code: React Router's request handler with the
 * app's own routes and entry.server, compiled by Vite's development server (no build needed), the
 * loaders calling a test API. Each page is rendered twice with one nonce: as sent, and as React
 * Router wrote it before the entry's rewrite, so tests can hold the one to the other.
 */
export async function startPageRenderer(t: TestApp) {
  const root = join(import.meta.dirname, '..', '..');
  const vite = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  const { renderDocument: render } = (await vite.ssrLoadModule('/app/lib/render-document.server.tsx')) as {
    renderDocument: typeof renderDocument;
  };
  const sent = createRequestHandler(build, 'production');
  const rendered = createRequestHandler(
    {
      ...build,
      entry: {
        module: {
          ...build.entry.module,
          default: (request, status, headers, context, loadContext) =>
            render(request, status, headers, context, loadContext),
        },
      },
    },
    'production',
  );

  const device = randomUUID();
  async function page(path: string, cookie?: string): Promise<RenderedPage> {
    const nonce = randomBytes(16).toString('base64');
    // One browser for all: a visit is counted once a device a day, so both renderings show one count.
    const cookies = [`wasla_device=${device}`, ...(cookie ? [cookie] : [])].join('; ');
    const request = () => new Request(`http://localhost${path}`, { headers: { cookie: cookies } });
    const context = () => ({ ...inProcessContext(t), nonce, clientAddress: '127.0.0.1' });
    // Once first, unread: a page that counts the visit (a service, a profile) counts it here.
    await (await sent(request(), context())).text();
    const before = await rendered(request(), context());
    const after = await sent(request(), context());
    return { status: after.status, sent: await after.text(), rendered: await before.text(), nonce };
  }

  return { page, entryModule: build.assets.entry.module, close: () => vite.close() };
}
