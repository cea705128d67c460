import { TOUR_DASHBOARD_STORAGE_KEY } from '@wasla/shared/business-constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button-classes';

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

/** The menu entry a step points at: the side menu's on a desktop, the tab strip's on a phone. */
function targetOf(step: string) {
  const candidates = document.querySelectorAll<HTMLElement>(`[data-tour="${step}"]`);
  return Array.from(candidates).find((element) => element.offsetParent !== null) ?? null;
}

/**
 * The dashboard's guided tour: three steps, each marking its menu entry and saying what is there.
 * It is a non-modal dialog at the bottom of the screen (the page stays usable, nothing is hidden
 * behind a backdrop), focused when it opens and at each step so a screen reader reads it; Escape or
 * "Skip" ends it, and it never comes back in this browser. Drawn only in the browser, after the page.
 */
export function DashboardTour() {
  const { t } = useTranslation();
  const [step, setStep] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const steps = useRef<string[]>([]);

  useEffect(() => {
    if (seen()) return;
    steps.current = STEPS.filter((id) => targetOf(id));
    if (steps.current.length) setStep(0);
  }, []);

  const finish = useCallback(() => {
    setStep(null);
    try {
      window.localStorage.setItem(TOUR_DASHBOARD_STORAGE_KEY, '1');
    } catch {
      // Storage refused: the tour ends for this visit.
    }
  }, []);

  useEffect(() => {
    if (step === null) return;
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
  const id = steps.current[step]!;
  const last = step === steps.current.length - 1;
  return (
    <div
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
  );
}
