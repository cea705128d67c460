import { ONBOARDING_STORAGE_KEY, TOUR_DASHBOARD_STORAGE_KEY } from '@wasla/shared/business-constants';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { type InstallMemory, isInstallMoment } from './install-moment';

/** Chrome's and Edge's install event: kept back, then shown from our own prompt's button. */
type InstallEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/** What the prompt offers: the browser's install dialog, or the steps on an iPhone (it has no dialog). */
export type InstallOffer = 'prompt' | 'ios';

const PAGES_KEY = 'installPagesSeen';
const DECLINED_KEY = 'installPromptDeclinedAt';
// The prompt waits a moment after a page opens: it is never the first thing a page does.
const SETTLE_MS = 3000;

function remembered(): InstallMemory {
  try {
    const declined = Number(localStorage.getItem(DECLINED_KEY));
    return {
      pagesSeen: Number(localStorage.getItem(PAGES_KEY)) || 0,
      declinedAt: declined > 0 ? declined : null,
    };
  } catch {
    return { pagesSeen: 0, declinedAt: null };
  }
}

function remember(key: string, value: number) {
  try {
    localStorage.setItem(key, String(value));
  } catch {
    // Without storage the prompt simply never counts enough pages to appear.
  }
}

const isStandalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

// Safari on iPhone and iPad installs only from the Share menu; other browsers there have no way at all.
const isIosSafari = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) && !/CriOS|FxiOS|EdgiOS/.test(navigator.userAgent);

/** A guide of SPEC.md section 4 still to be shown on this page: the prompt never sits on top of one. */
function guideWaiting(path: string, signedIn: boolean): boolean {
  try {
    if (path === '/' && !signedIn) return localStorage.getItem(ONBOARDING_STORAGE_KEY) !== '1';
    if (path === '/dashboard') return localStorage.getItem(TOUR_DASHBOARD_STORAGE_KEY) !== '1';
  } catch {
    return false;
  }
  return false;
}

/**
 * The install offer: counts the pages this browser opens, keeps the browser's install event back,
 * and offers it at a sensible moment (install-moment.ts), once; declining sleeps it for a month.
 */
export function useInstallOffer(signedIn: boolean) {
  const { pathname } = useLocation();
  const [event, setEvent] = useState<InstallEvent | null>(null);
  const [offer, setOffer] = useState<InstallOffer | null>(null);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    const keep = (e: Event) => {
      e.preventDefault();
      setEvent(e as InstallEvent);
    };
    const installed = () => setClosed(true);
    window.addEventListener('beforeinstallprompt', keep);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', keep);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  // Once for each page opened: the path is what changes from one to the next.
  // biome-ignore lint/correctness/useExhaustiveDependencies: counted per path, not per render
  useEffect(() => {
    remember(PAGES_KEY, remembered().pagesSeen + 1);
  }, [pathname]);

  useEffect(() => {
    if (closed || offer) return;
    const kind: InstallOffer | null = event ? 'prompt' : isIosSafari() ? 'ios' : null;
    if (!kind) return;
    const timer = setTimeout(() => {
      const path = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/';
      const moment = isInstallMoment({
        memory: remembered(),
        now: Date.now(),
        path,
        standalone: isStandalone(),
        guideWaiting: guideWaiting(path, signedIn),
      });
      if (moment) setOffer(kind);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [event, pathname, closed, offer, signedIn]);

  const install = useCallback(async () => {
    if (!event) return;
    await event.prompt();
    const choice = await event.userChoice;
    // The browser fires its install event only once: either way, this offer is over.
    setEvent(null);
    setClosed(true);
    if (choice.outcome === 'dismissed') remember(DECLINED_KEY, Date.now());
  }, [event]);

  const decline = useCallback(() => {
    remember(DECLINED_KEY, Date.now());
    setClosed(true);
  }, []);

  return { offer: closed ? null : offer, install, decline };
}
