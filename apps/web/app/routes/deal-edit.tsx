import { randomUUID } from 'node:crypto';
import { useTranslation } from 'react-i18next';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { DealForm } from '../features/deals/deal-form';
import { quoteRatesOfRatio, serviceTermsOfEdit } from '../features/deals/deal-form-model';
import { dealIdOf, runOfferForm } from '../features/deals/deal-offer.server';
import { DealPageError } from '../features/deals/deal-page-error';
import { dealsApi } from '../features/deals/deals-api.server';
import { ACCOUNT_CATALOG } from '../lib/catalog-groups';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/deal-edit';

/**
 * `/deals/{id}/edit`: a draft offer, or an offer already sent and not yet answered, in the offer form
 * (`GET /deals/{id}/edit`); the API answers 404 for an offer the reader may not edit.
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const deals = dealsApi(signedIn.api);
  const id = dealIdOf(args.params);
  const [deal, ratio] = await Promise.all([deals.edit(id), deals.ratio(id)]);
  const service = serviceTermsOfEdit(deal);
  const rates = quoteRatesOfRatio(ratio);
  return withSession(signedIn, {
    catalog: ACCOUNT_CATALOG,
    deal,
    service,
    rates,
    attempt: randomUUID(),
  });
}

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  const form = await args.request.formData();
  form.set('id', String(dealIdOf(args.params)));
  const deal = await dealsApi(signedIn.api).edit(dealIdOf(args.params));
  return withSession(signedIn, await runOfferForm(signedIn, form, deal.service.id));
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'deals.form.edit_title' }, { key: 'deals.form.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function EditDeal({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { deal, service, rates, attempt } = loaderData;
  const lang = langOf(params);
  return (
    <div className="container-page grid gap-6 py-6 sm:py-8">
      <header>
        <p className="text-sm text-muted">
          <bdi>{deal.code}</bdi>
        </p>
        <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{t('deals.form.edit_title')}</h1>
        <p className="mt-1 text-muted">{t('deals.form.intro')}</p>
      </header>
      <DealForm
        key={deal.id}
        lang={lang}
        service={service}
        deal={deal}
        files={deal.attachments}
        rates={rates}
        attempt={attempt}
        failed={actionData && !actionData.ok ? actionData : undefined}
      />
    </div>
  );
}

export { DealPageError as ErrorBoundary };
