import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { isLanguage } from '../../packages/shared/src/languages';
import { groupCatalogOf, isCatalogGroupName, shellCatalogsOf } from './app/lib/catalog-groups';

const PREFIX = 'virtual:catalogs/';

/**
 * `virtual:catalogs/{lang}/shell` and `virtual:catalogs/{lang}/{group}`: one language's shell catalogs,
 * or one group of sections (`account`, `team`), as a module of its own, so the build makes it a hashed file that
 * browsers and the service worker keep (app/lib/catalog-files.ts). The JSON is read at build time (in
 * development on each request) from packages/i18n/locales. It is exported through `JSON.parse`,
 * which a browser reads faster than an object literal of that size.
 */
export function catalogChunks(): Plugin {
  let root = process.cwd();
  return {
    name: 'wasla-catalogs',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [lang, part] = id.slice(PREFIX.length + 1).split('/');
      if (!isLanguage(lang) || !part || (part !== 'shell' && !isCatalogGroupName(part)))
        throw new Error(`No catalogs at ${id.slice(1)}`);
      const read = (namespace: string) => {
        const file = join(root, '..', '..', 'packages', 'i18n', 'locales', lang, `${namespace}.json`);
        this.addWatchFile(file);
        return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      };
      const catalogs =
        part === 'shell'
          ? shellCatalogsOf(read('common'), read('validation'))
          : groupCatalogOf(part, read('common'));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalogs))});`;
    },
  };
}
