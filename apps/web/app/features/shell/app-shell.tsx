import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { useInstalledApp } from '../offline/app-worker';
import { useInstallOffer } from '../offline/use-install-offer';
import { usePushSync } from '../push/use-push-sync';
import { Footer } from './footer';
import { Header } from './header';
import { OfflineOverlay } from './offline-overlay';
import { ProgressBar } from './progress-bar';
import { useLangData } from './use-lang-data';

// Toasts only ever appear after an action, so their region loads after the first paint.
const ToastRegionHost = lazy(() =>
  import('../../components/ui/toast').then((m) => ({ default: m.ToastRegionHost })),
);
// The install offer appears at a chosen moment, if ever: loaded only then.
const InstallPrompt = lazy(() => import('../offline/install-prompt'));

/**
 * After a client-side navigation, focus moves to the new content, so keyboard and screen-reader users
 * start there (a full page load already does this). Not on the first render.
 */
function useFocusOnNavigation() {
  const { key, hash } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key === first.current || hash) return;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [key, hash]);
}

/**
 * A page shown inside the mobile apps' web view (its loader answers `bare: true`) has no header,
 * footer or links out: the app around it is the chrome.
 */
const isBare = (matches: ReturnType<typeof useMatches>) =>
  matches.some((match) => (match.data as { bare?: unknown } | null | undefined)?.bare === true);

/** A screen that fills the window below the header (the chat) says so with `handle = { footer: false }`. */
const withoutFooter = (matches: ReturnType<typeof useMatches>) =>
  matches.some((match) => (match.handle as { footer?: unknown } | undefined)?.footer === false);

/** Header, content and footer of every screen, with the page-wide helpers around them. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useFocusOnNavigation();
  const { lang, user } = useLangData();
  usePushSync(lang, user?.id ?? null);
  useInstalledApp(user?.id ?? null);
  const install = useInstallOffer(Boolean(user));
  const matches = useMatches();
  const bare = isBare(matches);
  if (bare) {
    return (
      <main id="main" tabIndex={-1} className="min-h-screen outline-none">
        {children}
      </main>
    );
  }
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[80] rounded-lg bg-brand-800 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
      >
        {t('a11y.skip_to_content')}
      </a>
      <ProgressBar />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {withoutFooter(matches) ? null : <Footer />}
      <Suspense fallback={null}>
        <ToastRegionHost />
      </Suspense>
      {install.offer ? (
        <Suspense fallback={null}>
          <InstallPrompt offer={install.offer} onInstall={install.install} onDecline={install.decline} />
        </Suspense>
      ) : null}
      <OfflineOverlay />
    </div>
  );
}
