import { OFFLINE_OVERLAY_HIDE_DELAY_MS } from '@wasla/shared/business-constants';
import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button-classes';

/**
 * Covers the page while the browser is offline; hides one second after the connection returns.
 * Everything it needs is already loaded: nothing can be fetched once the connection is gone.
 */
export function OfflineOverlay() {
  const { t } = useTranslation();
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
  if (!offline) return null;
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="offline-title"
      className="fixed inset-0 z-[60] grid place-items-center bg-ink/60 p-6 backdrop-blur-sm"
    >
      <div className="w-full max-w-sm rounded-2xl bg-surface p-8 text-center shadow-2xl">
        <div className="mx-auto grid size-16 place-items-center rounded-full bg-accent-100 text-accent-600">
          <WifiOff aria-hidden="true" className="size-8" />
        </div>
        <h2 id="offline-title" className="mt-5 text-xl font-bold">
          {t('offline.title')}
        </h2>
        <p className="mt-2 text-muted">{t('offline.body')}</p>
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
      </div>
    </div>
  );
}
