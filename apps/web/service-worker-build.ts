import { join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/** Where the service worker's source starts, and the address it is served at. */
const ENTRY = join('app', 'service-worker', 'sw.ts');
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The worker as one classic script: every browser that has service workers runs a classic one (module
 * workers are not everywhere yet), and nothing in it is shared with the pages' chunks.
 */
async function bundleServiceWorker(root: string, minify: boolean): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      minify,
      lib: { entry: join(root, ENTRY), formats: ['iife'], name: 'waslaServiceWorker' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((file) => file.type === 'chunk' && file.isEntry);
  if (chunk?.type !== 'chunk') throw new Error('the service worker was not bundled');
  return chunk.code;
}

/**
 * Serves the service worker at `/sw.js`, the root, so its scope is the whole site without a
 * `Service-Worker-Allowed` header: bundled on each request in development, and written to the client
 * build as `sw.js` (the production host serves it with `no-cache`, web-host.ts).
 */
export function serviceWorker(): Plugin {
  let root = process.cwd();
  return {
    name: 'wasla-service-worker',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        if (request.url?.split('?')[0] !== SERVICE_WORKER_PATH) return next();
        try {
          const code = await bundleServiceWorker(root, false);
          response.setHeader('content-type', 'text/javascript; charset=utf-8');
          response.setHeader('cache-control', 'no-cache');
          response.end(code);
        } catch (error) {
          next(error);
        }
      });
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_PATH.slice(1),
        source: await bundleServiceWorker(root, true),
      });
    },
  };
}
