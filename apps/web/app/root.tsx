import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { directionOf, isLanguage } from '@wasla/shared/languages';
import { useContext, useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  useMatches,
  useRouteLoaderData,
  UNSAFE_useScrollRestoration as useScrollRestoration,
} from 'react-router';
import type { Route } from './+types/root';
// Inlined: a render-blocking stylesheet request costs a round trip before the first paint on mobile.
import appCss from './app.css?inline';
import { FallbackErrorPage } from './features/errors/fallback-error-page';
import { useChunkReloadGuard } from './features/shell/chunk-reload-guard';
import plexArabic from './fonts/ibm-plex-sans-arabic-core-400.woff2?url';
import plexArabicBold from './fonts/ibm-plex-sans-arabic-core-700.woff2?url';
import { catalogGroupsOf } from './lib/catalog-groups';
import { fallbackCopy } from './lib/catalogs.server';
import { restoreEarlyInput } from './lib/early-input';
import { NonceContext } from './lib/nonce-context';
import { preferredLanguage } from './lib/preferences.server';

// The server inlines the stylesheet; the browser keeps that node, so the string is not shipped twice.
const INLINE_CSS = { __html: import.meta.env.SSR ? appCss : '' };

export async function loader({ request }: Route.LoaderArgs) {
  const first = new URL(request.url).pathname.split('/')[1];
  const lang = isLanguage(first) ? first : preferredLanguage(request);
  return { lang, fallback: fallbackCopy(lang) };
}

// The document language changes only with a full page load (SPEC.md: the page reloads on switch).
export const shouldRevalidate = () => false;

/**
 * Client navigations keep and restore scroll positions as React Router's <ScrollRestoration> does,
 * without its inline script: that script touches sessionStorage and history before the first paint,
 * which costs a phone tens of milliseconds on every page. A reload or a full page load is restored by
 * the browser itself (the hook hands scrolling back to it when the page is left), or after hydration.
 */
function ScrollMemory() {
  useScrollRestoration();
  return null;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const lang = data?.lang ?? 'ar';
  const nonce = useContext(NonceContext);
  // The catalog groups the screen needs, for entry.client to load with the shell's before hydrating.
  const groups = catalogGroupsOf(useMatches()).join(' ') || undefined;
  return (
    <html lang={lang} dir={directionOf(lang)} data-catalog-groups={groups}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#135d56" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The installed app: its manifest in the page's language, and the icon iOS puts on the Home Screen. */}
        <link rel="manifest" href={`/${lang}/manifest.webmanifest`} />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png" />
        {(lang === 'ar' ? [plexArabic, plexArabicBold] : [interLatin]).map((font) => (
          <link key={font} rel="preload" as="font" type="font/woff2" crossOrigin="anonymous" href={font} />
        ))}
        <Meta />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own compiled stylesheet */}
        <style dangerouslySetInnerHTML={INLINE_CSS} suppressHydrationWarning />
        <Links />
      </head>
      <body>
        {children}
        <ScrollMemory />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useChunkReloadGuard();
  // Marks the page interactive, for tests and for styles that need scripts.
  useEffect(() => {
    restoreEarlyInput();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

/** Reached only when the language shell itself cannot render; the shell shows every other error. */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>('root');
  return <FallbackErrorPage lang={data?.lang ?? 'ar'} copy={data?.fallback} />;
}
