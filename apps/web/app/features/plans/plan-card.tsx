import type { Plan } from '@wasla/shared/contracts/plans';
import { formatNumber } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { BadgeCheck, Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showAed } from '../wallet/wallet-money';

/**
 * One plan for a period (SPEC.md section 3, Plan): its name and description, its price for the
 * period, the fees, tax and total the wallet pays, its limits and what else it offers. The plan in
 * use is marked in words, not by colour alone; `action` is the caller's button.
 */
export function PlanCard({
  plan,
  lang,
  action,
  headingLevel = 2,
}: {
  plan: Plan;
  lang: Language;
  action?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = `plan-${plan.id}-name`;
  const count = (n: number) => formatNumber(n, lang);
  const limits: [string, string][] = [
    [t('plans.limits.services'), count(plan.limits.services)],
    [t('plans.limits.media'), count(plan.limits.media)],
    [t('plans.limits.deliveries'), count(plan.limits.deliveries)],
    [t('plans.limits.mark_discount'), `${plan.limits.mark_discount_percentage}%`],
  ];
  const featureText = (key: string) =>
    i18n.exists(`plans.features.${key}`) ? t(`plans.features.${key}`) : key;
  return (
    <article
      aria-labelledby={id}
      className={`relative flex flex-col rounded-3xl border-2 bg-surface p-5 sm:p-6 ${
        plan.is_current_plan ? 'border-brand-700 shadow-lg' : 'border-line'
      }`}
    >
      {plan.is_current_plan ? (
        <p className="absolute -top-3.5 start-5 inline-flex items-center gap-1.5 rounded-full bg-brand-700 px-3 py-1 text-xs font-bold text-white">
          <BadgeCheck aria-hidden="true" className="size-4" />
          {t('plans.current_plan')}
        </p>
      ) : null}
      <Heading id={id} className="text-xl font-bold text-brand-950" dir="auto">
        {plan.name}
      </Heading>
      <p className="mt-1 min-h-12 text-sm text-muted" dir="auto">
        {plan.description}
      </p>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-1.5">
        <bdi className="text-3xl font-extrabold tabular-nums text-ink">{showAed(plan.price, lang)}</bdi>
        <span className="text-sm text-muted">
          {plan.is_free ? t('plans.forever') : t(`plans.per_${plan.period}`)}
        </span>
      </p>
      {plan.is_free ? null : (
        <dl className="mt-4 grid gap-1.5 rounded-xl bg-canvas p-3 text-sm">
          <Line label={t('plans.fees')} value={showAed(plan.fees, lang)} />
          <Line label={t('plans.tax', { percentage: plan.tax_percentage })} value={showAed(plan.tax, lang)} />
          <div className="flex justify-between gap-3 border-t border-line pt-1.5 font-bold">
            <dt>{t('plans.total')}</dt>
            <dd className="tabular-nums">
              <bdi>{showAed(plan.total, lang)}</bdi>
            </dd>
          </div>
        </dl>
      )}
      <dl className="mt-4 grid gap-1.5 text-sm">
        {limits.map(([label, value]) => (
          <Line key={label} label={label} value={value} />
        ))}
      </dl>
      <ul className="mt-4 mb-5 grid gap-2 text-sm" aria-label={t('plans.features_title')}>
        {plan.features.map((key) => (
          <li key={key} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>{featureText(key)}</span>
          </li>
        ))}
      </ul>
      {action ? <div className="mt-auto grid">{action}</div> : null}
    </article>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold tabular-nums">
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}
