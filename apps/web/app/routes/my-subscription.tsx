import { invoicePage } from '@wasla/shared/contracts/invoices';
import { formatDate } from '@wasla/shared/format';
import { FileText, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { LinkButton } from '../components/ui/link-button';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { CancelDialog } from '../features/plans/cancel-dialog';
import { plansApi } from '../features/plans/plans-api.server';
import { PlansError } from '../features/plans/plans-error';
import { changeSubscription } from '../features/plans/subscription-actions.server';
import { SubscriptionPanel } from '../features/plans/subscription-panel';
import { showAed } from '../features/wallet/wallet-money';
import { ACCOUNT_CATALOG } from '../lib/catalog-groups';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/my-subscription';

/**
 * `/my-subscription` (SPEC.md sections 2 and 4): the plan whose limits apply now
 * (`GET /plans/my-plan`), the subscription behind it and its changes, and the plan's invoices. On
 * the free plan: what it allows and the way to the plans.
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const [myPlan, invoices] = await Promise.all([
    plansApi(signedIn.api).myPlan(),
    signedIn.api
      .get(invoicePage, '/invoices?per_page=10')
      .then((page) => page.data.filter((invoice) => invoice.kind === 'plan'))
      // The invoices are a help here, not the page: without them the plan is still shown.
      .catch(() => []),
  ]);
  return withSession(signedIn, {
    lang: signedIn.lang,
    myPlan,
    invoices,
    catalog: ACCOUNT_CATALOG,
  });
}

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  return withSession(signedIn, await changeSubscription(signedIn, await args.request.formData()));
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'subscription.title' }, { key: 'subscription.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function MySubscription({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang, myPlan, invoices } = loaderData;
  const [cancelling, setCancelling] = useState(false);
  const subscription = myPlan.subscription;
  const action = `/${lang}/my-subscription`;
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{t('subscription.title')}</h1>
        <p className="mt-1 text-muted">{t('subscription.intro')}</p>
      </header>
      {subscription && subscription.status !== 'ended' ? (
        <>
          <SubscriptionPanel
            myPlan={myPlan}
            subscription={subscription}
            lang={lang}
            action={action}
            onCancel={() => setCancelling(true)}
          />
          <CancelDialog
            isOpen={cancelling}
            onOpenChange={setCancelling}
            action={action}
            until={formatDate(subscription.current_period_end, lang)}
          />
        </>
      ) : (
        <EmptyState
          icon={Sparkles}
          title={t('subscription.free_title', { name: myPlan.plan.name })}
          body={t('subscription.free_body', {
            used: myPlan.usage.services,
            limit: myPlan.plan.limits.services,
            media: myPlan.plan.limits.media,
          })}
          action={<LinkButton to={`/${lang}/plans`}>{t('subscription.see_plans')}</LinkButton>}
        />
      )}
      {invoices.length ? (
        <section aria-labelledby="plan-invoices" className="grid gap-3">
          <h2 id="plan-invoices" className="text-lg font-bold">
            {t('subscription.invoices')}
          </h2>
          <ul className="grid gap-2">
            {invoices.map((invoice) => (
              <li key={invoice.id}>
                <Link
                  to={`/${lang}/invoices/${invoice.id}`}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface px-4 py-3 hover:border-brand-300 focus-visible:outline-3 focus-visible:outline-accent-500"
                >
                  <span className="flex items-center gap-2 font-semibold">
                    <FileText aria-hidden="true" className="size-4.5 text-brand-700" />
                    <bdi dir="ltr">{invoice.number}</bdi>
                  </span>
                  <span className="text-sm text-muted">
                    <time dateTime={invoice.issued_at}>{formatDate(invoice.issued_at, lang)}</time>
                    {' · '}
                    <bdi className="font-semibold text-ink">{showAed(invoice.total, lang)}</bdi>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export { PlansError as ErrorBoundary };
