import { directionOf, type Language } from '@wasla/shared/languages';

/** The installed app's colours: the brand's green bar, and the page's canvas behind the splash. */
export const THEME_COLOR = '#135d56';
const BACKGROUND_COLOR = '#f6f8f7';

/** The words of the manifest, in the language of the page that links it. */
export type ManifestCopy = {
  name: string;
  tagline: string;
  description: string;
  dashboard: string;
  chat: string;
  providers: string;
  addService: string;
};

/**
 * The web app manifest of one language (https://www.w3.org/TR/appmanifest/): the same app whatever
 * the language it was installed from (one `id`), opening on that language's home page.
 */
export function appManifest(lang: Language, copy: ManifestCopy) {
  const icon = (src: string, sizes: string, type: string, purpose = 'any') => ({ src, sizes, type, purpose });
  const shortcut = (name: string, path: string) => ({
    name,
    url: `/${lang}/${path}`,
    icons: [icon('/icons/app-192.png', '192x192', 'image/png')],
  });
  return {
    id: '/',
    name: `${copy.name}: ${copy.tagline}`,
    short_name: copy.name,
    description: copy.description,
    lang,
    dir: directionOf(lang),
    start_url: `/${lang}`,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['business', 'productivity', 'shopping'],
    icons: [
      icon('/icons/app-192.png', '192x192', 'image/png'),
      icon('/icons/app-512.png', '512x512', 'image/png'),
      icon('/icons/app-maskable-512.png', '512x512', 'image/png', 'maskable'),
      icon('/favicon.svg', 'any', 'image/svg+xml'),
    ],
    shortcuts: [
      shortcut(copy.dashboard, 'dashboard'),
      shortcut(copy.chat, 'chat'),
      shortcut(copy.providers, 'providers'),
      shortcut(copy.addService, 'add-service'),
    ],
  };
}
