import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/** Where the service worker's source starts, and the address it is served at. */
const ENTRY = join('app', 'service-worker', 'sw.ts');
export const SERVICE_WORKER_PATH = '/sw.js';

/** The files the worker caches as it installs, and the version naming its cache. */
type Shell = { files: string[]; version: string };

// The client's entry and the shell's route modules: every page runs them, and the offline page needs
// nothing more. (Every route module is an entry of the build: the others are cached as they are used.)
const SHELL_MODULES =
  /app[\\/](entry\.client|root|routes[\\/](lang|offline)|layouts[\\/](default|main)-layout)\.tsx(?:\?|$)/;
// The fonts of the four languages' scripts (Arabic's core block, and Latin with its accents); not Greek,
// Cyrillic or the rarer Arabic letters.
const SHELL_FONTS = /(ibm-plex-sans-arabic-core|inter-latin(-ext)?-wght)-[^/]*\.woff2$/;
// Files that are not in the bundle: the tab's icon and the installed app's.
const PUBLIC_SHELL = ['/favicon.svg', '/icons/app-192.png'];

/**
 * The client build's shell: the entry, the shell's route modules and everything they import, and the
 * fonts; named by a hash of their names, which change whenever their content does.
 */
export function shellOf(bundle: Rolldown.OutputBundle): Shell {
  const files = new Set<string>();
  const add = (fileName: string) => {
    const file = bundle[fileName];
    if (!file || files.has(fileName)) return;
    files.add(fileName);
    if (file.type === 'chunk') for (const imported of file.imports) add(imported);
  };
  for (const file of Object.values(bundle)) {
    if (file.type === 'chunk' && SHELL_MODULES.test(file.facadeModuleId ?? '')) add(file.fileName);
    if (file.type === 'asset' && SHELL_FONTS.test(file.fileName)) add(file.fileName);
  }
  const sorted = [...files].filter((name) => name.endsWith('.js') || name.endsWith('.woff2')).sort();
  const version = createHash('sha256').update(sorted.join('\n')).digest('hex').slice(0, 12);
  return { files: [...sorted.map((name) => `/${name}`), ...PUBLIC_SHELL], version };
}

/**
 * The worker as one classic script: every browser that has service workers runs a classic one (module
 * workers are not everywhere yet), and nothing in it is shared with the pages' chunks.
 */
async function bundleServiceWorker(root: string, minify: boolean, shell: Shell): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    define: {
      __SHELL_ASSETS__: JSON.stringify(shell.files),
      __SHELL_VERSION__: JSON.stringify(shell.version),
    },
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
          const code = await bundleServiceWorker(root, false, { files: [], version: 'dev' });
          response.setHeader('content-type', 'text/javascript; charset=utf-8');
          response.setHeader('cache-control', 'no-cache');
          response.end(code);
        } catch (error) {
          next(error);
        }
      });
    },
    async generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_PATH.slice(1),
        source: await bundleServiceWorker(root, true, shellOf(bundle)),
      });
    },
  };
}
