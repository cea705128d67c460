import { randomUUID } from 'node:crypto';
import { CircleCheck, PackageOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/ui/empty-state';
import { LinkButton } from '../components/ui/link-button';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { DealClocks } from '../features/deals/deal-clocks';
import { runDealIntent } from '../features/deals/deal-intents.server';
import { dealIdOf } from '../features/deals/deal-offer.server';
import { DealPageError } from '../features/deals/deal-page-error';
import { DealStatusBadge } from '../features/deals/deal-status-badge';
import { dealsApi } from '../features/deals/deals-api.server';
import { DeliveryList } from '../features/deals/delivery-list';
import { ACCOUNT_CATALOG } from '../lib/catalog-groups';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/deal-implementation';

/**
 * `/deals/{id}/implementation`: the deliveries of a deal (`GET /deals/deliveries/{id}`), where the
 * client accepts the latest or rejects it with a reason, and the provider sees the answers.
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const id = dealIdOf(args.params);
  const deals = dealsApi(signedIn.api);
  const [deal, deliveries] = await Promise.all([deals.deal(id), deals.deliveries(id)]);
  return withSession(signedIn, {
    catalog: ACCOUNT_CATALOG,
    deal,
    deliveries,
    attempt: randomUUID(),
    renderedAt: Date.now(),
    delivered: new URL(args.request.url).searchParams.has('delivered'),
  });
}

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  return withSession(
    signedIn,
    await runDealIntent(signedIn, dealIdOf(args.params), await args.request.formData()),
  );
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'deals.delivery.list_title' }, { key: 'deals.delivery.list_intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function Implementation({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { deal, deliveries, attempt, renderedAt, delivered } = loaderData;
  const base = `/${lang}/deals/${deal.id}`;
  return (
    <div className="container-page grid max-w-3xl gap-5 py-6 sm:py-8">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <span className="rounded-lg bg-canvas px-2 py-0.5 text-sm font-semibold text-muted">
            <bdi dir="ltr">{deal.code}</bdi>
          </span>
          <DealStatusBadge status={deal.status} subStage={deal.sub_stage} />
        </div>
        <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{t('deals.delivery.list_title')}</h1>
        <p className="text-muted" dir="auto">
          {deal.title}
        </p>
        <p className="text-sm text-muted">
          {t('deals.delivery.sent_count', { sent: deal.deliveries_sent, limit: deal.delivery_limit })}
        </p>
      </header>
      {delivered && deal.stage === 'delivered' ? (
        <p role="status" className="flex gap-2 rounded-xl border border-success/30 bg-surface p-3.5 text-sm">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-success" />
          {t('deals.done.delivered')}
        </p>
      ) : null}
      <DealClocks deal={deal} lang={lang} renderedAt={renderedAt} />
      <div className="flex flex-wrap gap-2">
        {deal.actions.includes('deliver') ? (
          <LinkButton to={`${base}/add-delivers`}>
            <PackageOpen aria-hidden="true" className="size-4.5" />
            {t(deal.deliveries_sent ? 'deals.delivery.deliver_again' : 'deals.actions.deliver')}
          </LinkButton>
        ) : null}
        <LinkButton to={base} variant="secondary">
          {t('deals.pay.go_to_deal')}
        </LinkButton>
      </div>
      {deliveries.length ? (
        <DeliveryList
          deal={deal}
          deliveries={deliveries}
          lang={lang}
          action={`${base}/implementation`}
          attempt={attempt}
        />
      ) : (
        <EmptyState
          icon={PackageOpen}
          title={t('deals.delivery.empty_title')}
          body={t(
            deal.my_parties.includes('provider')
              ? 'deals.delivery.empty_provider'
              : 'deals.delivery.empty_client',
          )}
        />
      )}
    </div>
  );
}

export { DealPageError as ErrorBoundary };
