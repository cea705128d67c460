import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';

// The sandbox gateway's test cards (issue 17; apps/sandbox-gateway): what each one does when charged.
const TEST_CARDS = [
  ['4242 4242 4242 4242', 'succeeds'],
  ['4000 0000 0000 3220', 'three_d_secure'],
  ['4000 0000 0000 0002', 'declined'],
] as const;

/** While payments go to the test gateway, no real money moves, and these cards show each outcome. */
export function TestCardsHint() {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="test-mode-title"
      className="grid gap-2 rounded-xl border border-dashed border-accent-500 bg-accent-100/50 p-4 text-sm"
    >
      <p id="test-mode-title" className="flex items-center gap-2 font-bold text-accent-900">
        <FlaskConical aria-hidden="true" className="size-4.5" />
        <span className="rounded bg-accent-400 px-1.5 py-0.5 text-xs tracking-widest">
          {t('wallet.test_mode.badge')}
        </span>
        {t('wallet.test_mode.title')}
      </p>
      <p className="text-accent-900">{t('wallet.test_mode.body')}</p>
      <ul className="grid gap-1">
        {TEST_CARDS.map(([number, outcome]) => (
          <li key={number} className="flex flex-wrap items-baseline gap-x-2">
            <bdi dir="ltr" className="font-mono font-semibold tabular-nums">
              {number}
            </bdi>
            <span className="text-muted">{t(`wallet.test_mode.${outcome}`)}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
