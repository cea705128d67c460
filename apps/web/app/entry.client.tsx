import { isLanguage } from '@wasla/shared/languages';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalogGroup, loadShellCatalogs } from './lib/catalog-files';
import { isCatalogGroupName } from './lib/catalog-groups';
import { keepEarlyInput } from './lib/early-input';

/**
 * The server already sent the whole page. Hydration waits for the page's catalogs and for the
 * browser's next frame, so a phone paints that page before spending its CPU on making it interactive.
 * Input meanwhile is kept and played back (early-input).
 */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

keepEarlyInput();
const { lang, dataset } = document.documentElement;
// The words of the page: the shell's, and the account screens' where the page is one (root.tsx). The
// last-resort error page may name no language of ours; it needs none. Should they fail to load, the
// page stays as the server sent it: links and forms still work, as full page loads.
const catalogs = isLanguage(lang)
  ? Promise.all([
      loadShellCatalogs(lang),
      ...(dataset.catalogGroups ?? '')
        .split(' ')
        .filter(isCatalogGroupName)
        .map((group) => loadCatalogGroup(lang, group)),
    ])
  : Promise.resolve();
requestAnimationFrame(() =>
  setTimeout(() => {
    catalogs.then(hydrate, (error: unknown) => console.error('The page could not load its words', error));
  }, 0),
);
