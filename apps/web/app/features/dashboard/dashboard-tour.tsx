import { TOUR_DASHBOARD_STORAGE_KEY } from '@wasla/shared/business-constants';
import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button-classes';
import { NonceContext } from '../../lib/nonce-context';

/** SPEC.md section 2: my deals, following and followers, subscription. */
const STEPS = ['my_deals', 'my_network', 'my_subscription'] as const;

const seen = () => {
  try {
    return window.localStorage.getItem(TOUR_DASHBOARD_STORAGE_KEY) === '1';
  } catch {
    // Storage refused (a private mode): showing the tour on every visit would be worse than never.
    return true;
  }
};

/**
 * Run as the page is parsed, before the tour is first painted: the stylesheet shows the tour only
 * while `html[data-tour-due]` is set, so a browser that has seen it never sees it flash, and a page
 * without scripts (whose buttons could not work) never shows it.
 */
const SHOW_IF_DUE = `try{if(localStorage.getItem(${JSON.stringify(TOUR_DASHBOARD_STORAGE_KEY)})!=='1')document.documentElement.dataset.tourDue=''}catch(e){}`;

const markDue = (due: boolean) => {
  if (due) document.documentElement.dataset.tourDue = '';
  else delete document.documentElement.dataset.tourDue;
};

/** The menu entry a step points at: the side menu's on a desktop, the tab strip's on a phone. */
function targetOf(step: string) {
  const candidates = document.querySelectorAll<HTMLElement>(`[data-tour="${step}"]`);
  return Array.from(candidates).find((element) => element.offsetParent !== null) ?? null;
}

/**
 * The dashboard's guided tour: three steps, each marking its menu entry and saying what is there.
 * It is a non-modal dialog at the bottom of the screen (the page stays usable, nothing is hidden
 * behind a backdrop), focused when it opens and at each step so a screen reader reads it; Escape or
 * "Skip" ends it, and it never comes back in this browser. It is part of the page as the server
 * sends it, so a first visit paints it with the page rather than after the scripts (it would then be
 * the page's last and largest paint on a phone); a browser that has seen it hides it before painting.
 */
export function DashboardTour() {
  const { t } = useTranslation();
  const nonce = useContext(NonceContext);
  const [step, setStep] = useState<number | null>(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const steps = useRef<string[]>([...STEPS]);

  // Before the browser paints: after a client-side navigation, a tour already seen never shows a frame.
  useLayoutEffect(() => {
    // The entries this screen shows (the side menu's or the tab strip's); none, or seen: no tour.
    steps.current = seen() ? [] : STEPS.filter((id) => targetOf(id));
    // Also after a client-side navigation, where the page's own script did not run.
    markDue(steps.current.length > 0);
    if (!steps.current.length) setStep(null);
  }, []);

  const finish = useCallback(() => {
    setStep(null);
    markDue(false);
    try {
      window.localStorage.setItem(TOUR_DASHBOARD_STORAGE_KEY, '1');
    } catch {
      // Storage refused: the tour ends for this visit.
    }
  }, []);

  useEffect(() => {
    // Nothing to point at (seen, or no entry on this screen): the render that hides the tour follows.
    if (step === null || !steps.current.length) return;
    const id = steps.current[step];
    const target = id ? targetOf(id) : null;
    target?.setAttribute('data-tour-active', '');
    target?.scrollIntoView({ block: 'nearest', inline: 'center' });
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      target?.removeAttribute('data-tour-active');
      window.removeEventListener('keydown', onKey);
    };
  }, [step, finish]);

  if (step === null) return null;
  const id = steps.current[step] ?? STEPS[0];
  const last = step === steps.current.length - 1;
  return (
    <>
      <script
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own, with the page's nonce
        dangerouslySetInnerHTML={{ __html: SHOW_IF_DUE }}
        suppressHydrationWarning
      />
      <div
        data-dashboard-tour=""
        role="dialog"
        aria-labelledby="tour-title"
        aria-describedby="tour-body"
        className="fixed inset-x-4 bottom-4 z-40 mx-auto max-w-md rounded-2xl border border-line bg-surface p-5 shadow-xl nav:inset-x-auto nav:end-6 nav:bottom-6"
      >
        <p className="text-xs font-semibold text-brand-700">
          {t('dashboard.tour.step', { n: step + 1, total: steps.current.length })}
        </p>
        <h2 id="tour-title" ref={heading} tabIndex={-1} className="mt-1 text-lg font-bold outline-none">
          {t(`dashboard.tour.${id}_title`)}
        </h2>
        <p id="tour-body" className="mt-1 text-sm text-muted">
          {t(`dashboard.tour.${id}_body`)}
        </p>
        <div className="mt-4 flex items-center gap-2">
          <button type="button" onClick={finish} className={buttonClasses('ghost', 'sm', 'me-auto')}>
            {t('dashboard.tour.skip')}
          </button>
          {step > 0 ? (
            <button
              type="button"
              onClick={() => setStep(step - 1)}
              className={buttonClasses('secondary', 'sm')}
            >
              {t('dashboard.tour.back')}
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => (last ? finish() : setStep(step + 1))}
            className={buttonClasses('primary', 'sm')}
          >
            {last ? t('dashboard.tour.done') : t('dashboard.tour.next')}
          </button>
        </div>
      </div>
    </>
  );
}
