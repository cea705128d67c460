import { randomUUID } from 'node:crypto';
import { PLAN_PERIODS, type PlanPeriod } from '@wasla/shared/contracts/plans';
import { formatNumber } from '@wasla/shared/format';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { LinkTabs } from '../components/ui/link-tabs';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { type PayContext, PlanGrid } from '../features/plans/plan-grid';
import { runPlanChoice } from '../features/plans/plan-payment.server';
import { plansApi } from '../features/plans/plans-api.server';
import { PlansError } from '../features/plans/plans-error';
import { cardGateway } from '../features/wallet/gateway.server';
import { walletApi } from '../features/wallet/wallet-api.server';
import { ACCOUNT_CATALOG } from '../lib/catalog-groups';
import { pageMeta } from '../lib/meta';
import { visitorApi } from '../lib/visitor.server';
import type { Route } from './+types/plans';

const periodOf = (url: URL): PlanPeriod =>
  PLAN_PERIODS.find((period) => period === url.searchParams.get('period')) ?? 'monthly';

/**
 * `/plans` (SPEC.md sections 2, 3 and 4): every plan for the period asked (`GET /plans?period=`),
 * monthly or annual with the annual saving, the reader's plan marked, and per card what they may do:
 * a guest logs in first; an account subscribes, upgrades or downgrades, paying from the wallet.
 */
export async function loader(args: Route.LoaderArgs) {
  const { lang, signedIn, api } = await visitorApi(args);
  const url = new URL(args.request.url);
  const period = periodOf(url);
  const wallet = walletApi(api);
  const [plans, pay] = await Promise.all([
    plansApi(api).list(period),
    signedIn
      ? Promise.all([wallet.balance(), wallet.cards(), cardGateway(api)])
          .then(
            ([balance, cards, gateway]): PayContext => ({
              available: balance.available_balance,
              cards,
              gateway,
              attempt: randomUUID(),
              cardAttempt: randomUUID(),
            }),
          )
          // A session that no longer holds reads the plans as a guest.
          .catch(() => null)
      : null,
  ]);
  const next = `/${lang}/plans${period === 'annual' ? '?period=annual' : ''}`;
  return {
    lang,
    period,
    plans: plans.data,
    saveUp: Number(plans.save_up_percentage),
    pay,
    loginHref: `/${lang}/auth/login?next=${encodeURIComponent(next)}`,
    ...(pay ? { catalog: ACCOUNT_CATALOG } : {}),
  };
}

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  return withSession(signedIn, await runPlanChoice(signedIn, await args.request.formData()));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { key: 'plans.title' }, { key: 'plans.intro' });

export default function PlansPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang, period, plans, saveUp, pay, loginHref } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === `/${lang}/plans`;
  return (
    <div className="container-page grid gap-8 py-8 sm:py-12">
      <header className="grid justify-items-center gap-3 text-center">
        <h1 className="text-3xl font-bold text-brand-950 sm:text-4xl">{t('plans.title')}</h1>
        <p className="max-w-2xl text-muted">{t('plans.intro')}</p>
        <div className="mt-2 flex flex-wrap items-center justify-center gap-3">
          <LinkTabs
            label={t('plans.period_label')}
            variant="pills"
            current={period}
            tabs={PLAN_PERIODS.map((id) => ({
              id,
              label: t(`plans.period_${id}`),
              href: id === 'monthly' ? `/${lang}/plans` : `/${lang}/plans?period=${id}`,
            }))}
          />
          {saveUp > 0 ? (
            <p className="rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-900">
              {t('plans.save_up', { percentage: formatNumber(saveUp, lang) })}
            </p>
          ) : null}
        </div>
      </header>
      <div aria-busy={loading} className={loading ? 'opacity-60 transition-opacity' : undefined}>
        <PlanGrid plans={plans} lang={lang} pay={pay} reply={actionData} loginHref={loginHref} />
      </div>
    </div>
  );
}

export { PlansError as ErrorBoundary };
