import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from './footer';
import { Header } from './header';
import { OfflineOverlay } from './offline-overlay';
import { ProgressBar } from './progress-bar';

// Toasts only ever appear after an action, so their region loads after the first paint.
const ToastRegionHost = lazy(() =>
  import('../../components/ui/toast').then((m) => ({ default: m.ToastRegionHost })),
);

/** Header, content and footer of every screen, with the page-wide helpers around them. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
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
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <Suspense fallback={null}>
        <ToastRegionHost />
      </Suspense>
      <OfflineOverlay />
    </div>
  );
}
