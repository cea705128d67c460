import { OFFLINE_OVERLAY_HIDE_DELAY_MS } from '@wasla/shared/business-constants';
import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button-classes';
import { useLangData } from './use-lang-data';

/** Whether the browser is offline, turning back to online one second after the connection returns. */
function useOffline() {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const goOffline = () => {
      clearTimeout(timer);
      setOffline(true);
    };
    const goOnline = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setOffline(false), OFFLINE_OVERLAY_HIDE_DELAY_MS);
    };
    if (!navigator.onLine) goOffline();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);
  return offline;
}

/** Once the overlay is set aside: a strip saying the page is read offline, with the saved pages. */
function OfflineStrip() {
  const { t } = useTranslation();
  const { lang } = useLangData();
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-[60] flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-ink px-4 py-2.5 text-sm text-white"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <span>{t('offline.banner')}</span>
      {/* A whole-page link: offline, the service worker answers it from the pages kept here. */}
      <a href={`/${lang}/offline`} className="font-semibold underline underline-offset-4">
        {t('offline.saved_pages_link')}
      </a>
    </div>
  );
}

/**
 * Covers the page while the browser is offline; hides one second after the connection returns. The
 * reader may set it aside to go on reading this page and the others kept on the device.
 * Everything it needs is already loaded: nothing can be fetched once the connection is gone.
 */
export function OfflineOverlay() {
  const { t } = useTranslation();
  const offline = useOffline();
  const [setAside, setSetAside] = useState(false);
  useEffect(() => {
    if (!offline) setSetAside(false);
  }, [offline]);
  if (!offline) return null;
  if (setAside) return <OfflineStrip />;
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="offline-title"
      aria-describedby="offline-body"
      className="fixed inset-0 z-[60] grid place-items-center bg-ink/60 p-6 backdrop-blur-sm"
    >
      <div className="w-full max-w-sm rounded-2xl bg-surface p-8 text-center shadow-2xl">
        <div className="mx-auto grid size-16 place-items-center rounded-full bg-accent-100 text-accent-600">
          <WifiOff aria-hidden="true" className="size-8" />
        </div>
        <h2 id="offline-title" className="mt-5 text-xl font-bold">
          {t('offline.title')}
        </h2>
        <p id="offline-body" className="mt-2 text-muted">
          {t('offline.body')}
        </p>
        <button
          ref={(button) => button?.focus()}
          type="button"
          className={buttonClasses('primary', 'md', 'mt-6 w-full')}
          // Reloading while still offline would swap the page for the browser's own error page.
          onClick={() => {
            if (navigator.onLine) window.location.reload();
          }}
        >
          {t('offline.reconnect')}
        </button>
        <button
          type="button"
          className={buttonClasses('secondary', 'md', 'mt-3 w-full')}
          onClick={() => setSetAside(true)}
        >
          {t('offline.keep_reading')}
        </button>
      </div>
    </div>
  );
}
