import { resources } from '@wasla/i18n/resources';
import { isLanguage } from '@wasla/shared/languages';
import { data } from 'react-router';
import { appManifest } from '../features/offline/app-manifest';
import type { Route } from './+types/manifest-webmanifest';

/** Every language has the shape of the English copy (the catalog test holds them to it). */
type Common = typeof import('@wasla/i18n/locales/en/common.json');

/** `GET /:lang/manifest.webmanifest`: the installed app's manifest in the page's language. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw data(null, { status: 404 });
  const common = resources[params.lang].common as Common;
  const manifest = appManifest(params.lang, {
    name: common.brand.name,
    tagline: common.brand.tagline,
    description: common.meta.default_description,
    dashboard: common.dashboard.title,
    chat: common.header.chat,
    providers: common.nav.providers,
    addService: common.header.add_service,
  });
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      // The same for everyone; a day is short enough for a renamed app to reach every browser.
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
