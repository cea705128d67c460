import { formatNumber } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { BriefcaseBusiness, Check, Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/ui/link-button';

type PlanType = 'requested' | 'provided';
const ICONS = { requested: Megaphone, provided: BriefcaseBusiness } as const;
const POINTS = [1, 2, 3] as const;

/**
 * The two ways in (SPEC.md "Home": plan cards for requested and provided services): clients publish
 * what they need, providers what they do. Each says what it brings and how many are listed now; a
 * guest's button goes to log in first and comes back to the form.
 */
export function PlanCards({
  lang,
  counts,
  signedIn,
}: {
  lang: Language;
  counts: Record<PlanType, number>;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const hrefOf = (type: PlanType) => {
    const form = `/${lang}/add-service?type=${type}`;
    return signedIn ? form : `/${lang}/auth/login?next=${encodeURIComponent(form)}`;
  };
  return (
    <section aria-labelledby="plans-title" className="below-fold bg-surface py-16">
      <div className="container-page">
        <h2 id="plans-title" className="text-center text-2xl font-bold sm:text-3xl">
          {t('home.plans_title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted">{t('home.plans_subtitle')}</p>
        <ul className="mt-10 grid gap-5 lg:grid-cols-2">
          {(['requested', 'provided'] as const).map((type) => {
            const Icon = ICONS[type];
            const provided = type === 'provided';
            return (
              <li
                key={type}
                className={`flex flex-col rounded-3xl p-6 sm:p-8 ${
                  provided ? 'bg-brand-900 text-white' : 'border border-line bg-canvas'
                }`}
              >
                <div className="flex items-center gap-3">
                  <span
                    className={`grid size-12 shrink-0 place-items-center rounded-2xl ${
                      provided ? 'bg-accent-400 text-accent-900' : 'bg-brand-100 text-brand-800'
                    }`}
                  >
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <p className={`text-sm font-semibold ${provided ? 'text-accent-300' : 'text-brand-700'}`}>
                    {t(`home.plan_${type}_eyebrow`)}
                  </p>
                </div>
                <h3 className="mt-5 text-xl font-bold sm:text-2xl">{t(`home.plan_${type}_title`)}</h3>
                <p className={`mt-2 ${provided ? 'text-brand-100' : 'text-muted'}`}>
                  {t(`home.plan_${type}_body`)}
                </p>
                <ul className="mt-5 mb-6 grid gap-2.5">
                  {POINTS.map((n) => (
                    <li key={n} className="flex items-start gap-2.5">
                      <Check
                        aria-hidden="true"
                        className={`mt-1 size-4 shrink-0 ${provided ? 'text-accent-300' : 'text-brand-600'}`}
                      />
                      <span>{t(`home.plan_${type}_point_${n}`)}</span>
                    </li>
                  ))}
                </ul>
                <div
                  className={`mt-auto flex flex-wrap items-center justify-between gap-4 border-t pt-5 ${
                    provided ? 'border-white/15' : 'border-line'
                  }`}
                >
                  <p className={`text-sm font-semibold ${provided ? 'text-brand-50' : 'text-ink'}`}>
                    {t(`home.plan_${type}_count`, {
                      count: counts[type],
                      formatted: formatNumber(counts[type], lang),
                    })}
                  </p>
                  <LinkButton to={hrefOf(type)} variant={provided ? 'accent' : 'primary'}>
                    {t(`home.plan_${type}_cta`)}
                  </LinkButton>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
