import type { Plan } from '@wasla/shared/contracts/plans';
import type { Language } from '@wasla/shared/languages';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/ui/link-button';
import { PlanCard } from './plan-card';

/**
 * The plans on home (SPEC.md "Home": plan cards), each card as the plans page draws it, the reader's
 * plan marked; choosing one happens on the plans page, where the period can be changed.
 */
export function HomePlans({ plans, lang }: { plans: Plan[]; lang: Language }) {
  const { t } = useTranslation();
  if (!plans.length) return null;
  return (
    <section aria-labelledby="subscription-plans-title" className="below-fold py-16">
      <div className="container-page">
        <h2 id="subscription-plans-title" className="text-center text-2xl font-bold sm:text-3xl">
          {t('plans.home_title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted">{t('plans.home_subtitle')}</p>
        <ul className="mt-10 grid gap-6 pt-3 md:grid-cols-2 xl:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.id} className="grid">
              <PlanCard
                plan={plan}
                lang={lang}
                headingLevel={3}
                action={
                  plan.is_current_plan ? null : (
                    <LinkButton to={`/${lang}/plans`} variant={plan.is_free ? 'secondary' : 'primary'}>
                      {t('plans.actions.see_all')}
                    </LinkButton>
                  )
                }
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
