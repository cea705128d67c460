import { WIZARD_STEPS } from '@wasla/shared/contracts/services';
import { Check, CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The three steps as a numbered list: the current one is marked for screen readers, and each says
 * whether it is complete, what it still lacks and what on it must be fixed, so the author sees what
 * is left before publishing. A step with a field in error is never called complete.
 */
export type StepState = { missing: number; toFix: number };

export function StepList({
  current,
  states,
  onSelect,
}: {
  current: number;
  states: Record<(typeof WIZARD_STEPS)[number], StepState>;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <ol className="grid grid-cols-3 gap-2 sm:gap-4">
      {WIZARD_STEPS.map((step, index) => {
        const { missing, toFix } = states[step];
        const complete = missing === 0 && toFix === 0;
        const active = index === current;
        return (
          <li key={step}>
            <button
              type="button"
              onClick={() => onSelect(index)}
              aria-current={active ? 'step' : undefined}
              className={`flex w-full flex-col items-start gap-2 rounded-2xl border p-3 text-start transition-colors outline-none focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-accent-500 sm:flex-row sm:items-center sm:p-4 ${
                active ? 'border-brand-700 bg-brand-50' : 'border-line bg-surface hover:border-brand-300'
              }`}
            >
              <span
                aria-hidden="true"
                className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold ${
                  complete
                    ? 'bg-brand-700 text-white'
                    : active
                      ? 'bg-accent-400 text-accent-900'
                      : 'bg-canvas text-muted'
                }`}
              >
                {complete ? <Check className="size-4.5" /> : index + 1}
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-bold leading-tight sm:text-base">
                  {t(`wizard.steps.${step}`)}
                </span>
                <span
                  className={`mt-0.5 flex items-center gap-1 text-xs ${complete ? 'text-brand-700' : toFix ? 'font-semibold text-danger' : 'text-muted'}`}
                >
                  {complete ? null : <CircleAlert aria-hidden="true" className="size-3.5 shrink-0" />}
                  {complete
                    ? t('wizard.step_complete')
                    : toFix
                      ? t('wizard.step_to_fix', { count: toFix })
                      : t('wizard.step_missing', { count: missing })}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
