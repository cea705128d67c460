import { randomUUID } from 'node:crypto';
import { PackageOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { LinkButton } from '../components/ui/link-button';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { dealIdOf } from '../features/deals/deal-offer.server';
import { DealPageError } from '../features/deals/deal-page-error';
import { DealStatusBadge } from '../features/deals/deal-status-badge';
import { dealsApi } from '../features/deals/deals-api.server';
import { runDeliveryForm } from '../features/deals/delivery.server';
import { DeliveryForm } from '../features/deals/delivery-form';
import { useFeedbackForm } from '../features/feedback/form-result';
import { ACCOUNT_CATALOG } from '../lib/catalog-groups';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/deal-add-delivers';

/**
 * `/deals/{id}/add-delivers`: the provider delivers the work of a paid deal (a description and
 * files), within the deal's limit of deliveries ("delivery 2 of 3"); the draft is kept until sent.
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const id = dealIdOf(args.params);
  const deals = dealsApi(signedIn.api);
  const deal = await deals.deal(id);
  const canDeliver = deal.actions.includes('deliver');
  const draft = canDeliver ? await deals.deliveryDraft(id) : null;
  return withSession(signedIn, {
    catalog: ACCOUNT_CATALOG,
    deal,
    draft,
    canDeliver,
    attempt: randomUUID(),
  });
}

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  return withSession(
    signedIn,
    await runDeliveryForm(signedIn, dealIdOf(args.params), await args.request.formData()),
  );
}

/** A save keeps the page as it is: the form holds what was typed and the files already attached. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'deals.delivery.add_title' }, { key: 'deals.delivery.add_intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function AddDelivers({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { deal, draft, canDeliver, attempt } = loaderData;
  useFeedbackForm(actionData, { inlineFormErrors: true });
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <div className="container-page grid max-w-3xl gap-5 py-6 sm:py-8">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <span className="rounded-lg bg-canvas px-2 py-0.5 text-sm font-semibold text-muted">
            <bdi dir="ltr">{deal.code}</bdi>
          </span>
          <DealStatusBadge status={deal.status} subStage={deal.sub_stage} />
        </div>
        <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{t('deals.delivery.add_title')}</h1>
        <p className="text-muted" dir="auto">
          {deal.title}
        </p>
        {canDeliver ? (
          <p className="justify-self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
            {t('deals.delivery.count', { number: deal.deliveries_sent + 1, limit: deal.delivery_limit })}
          </p>
        ) : null}
      </header>
      {canDeliver ? (
        <>
          <p className="text-sm text-muted">{t('deals.delivery.add_intro')}</p>
          <DeliveryForm
            lang={lang}
            dealId={deal.id}
            draft={draft}
            attempt={attempt}
            failed={failed}
            savedId={actionData && 'id' in actionData ? actionData.id : undefined}
          />
        </>
      ) : (
        <EmptyState
          icon={PackageOpen}
          title={t('deals.delivery.closed_title')}
          body={t(
            deal.deliveries_sent >= deal.delivery_limit
              ? 'deals.delivery.limit_reached'
              : 'deals.delivery.closed_body',
            { limit: deal.delivery_limit },
          )}
          action={
            <LinkButton to={`/${lang}/deals/${deal.id}`} variant="secondary">
              {t('deals.pay.go_to_deal')}
            </LinkButton>
          }
        />
      )}
    </div>
  );
}

export { DealPageError as ErrorBoundary };
