import { randomUUID } from 'node:crypto';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { LinkButton } from '../components/ui/link-button';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { DealForm } from '../features/deals/deal-form';
import { idOf, quoteRatesFor, runOfferForm, serviceTermsFor } from '../features/deals/deal-offer.server';
import { DealPageError } from '../features/deals/deal-page-error';
import { dealsApi } from '../features/deals/deals-api.server';
import { ACCOUNT_CATALOG } from '../lib/catalog-groups';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import { withCookies } from '../lib/session.server';
import type { Route } from './+types/deal-add';

const serviceIdOf = (request: Request) => {
  const id = idOf(new URL(request.url).searchParams.get('service_id'));
  if (!id) throw data(null, { status: 404 });
  return id;
};

/**
 * `/deals/add-deal?service_id=`: a new offer on a service (SPEC.md section 2). An unfinished draft
 * on the same service is continued rather than started again; the service's own page says whether
 * it takes orders.
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const serviceId = serviceIdOf(args.request);
  const headers = signedIn.cookies.length ? withCookies(signedIn.cookies) : undefined;
  const [draft, service] = await Promise.all([
    dealsApi(signedIn.api).latestDraft(serviceId),
    serviceTermsFor(signedIn, serviceId, null),
  ]);
  if (draft) throw redirect(`/${signedIn.lang}/deals/${draft.id}/edit`, { headers });
  if (!service) throw data(null, { status: 404, headers });
  const rates = await quoteRatesFor(signedIn, service.currency);
  return withSession(signedIn, {
    catalog: ACCOUNT_CATALOG,
    service,
    own: service.own,
    open: service.open,
    rates,
    // One attempt id per page shown: the Idempotency-Key of the draft the form makes.
    attempt: randomUUID(),
  });
}

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  return withSession(
    signedIn,
    await runOfferForm(signedIn, await args.request.formData(), serviceIdOf(args.request)),
  );
}

/**
 * The page's own posts do not read it again: a new draft exists after the first save, and reading
 * the page again would leave it for the draft's address, dropping the errors of a refused send.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'deals.form.add_title' }, { key: 'deals.form.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function AddDeal({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { service, rates, attempt, own, open } = loaderData;
  const lang = langOf(params);
  const blocked = own ? 'deals.form.own_service' : open ? null : 'deals.form.service_closed';
  return (
    <div className="container-page grid gap-6 py-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">
          {t(service.type === 'requested' ? 'deals.form.answer_title' : 'deals.form.add_title')}
        </h1>
        <p className="mt-1 text-muted">{t('deals.form.intro')}</p>
      </header>
      {blocked ? (
        <div className="grid justify-items-start gap-3 rounded-2xl border border-line bg-surface p-5">
          <p className="flex gap-2 text-ink">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            {t(blocked)}
          </p>
          <LinkButton to={`/${lang}/services/${encodeURIComponent(service.slug)}`} variant="secondary">
            {t('deals.form.back_to_service')}
          </LinkButton>
        </div>
      ) : (
        <DealForm
          lang={lang}
          service={service}
          deal={null}
          files={[]}
          rates={rates}
          attempt={attempt}
          failed={actionData && !actionData.ok ? actionData : undefined}
          savedId={actionData && 'id' in actionData ? actionData.id : undefined}
        />
      )}
    </div>
  );
}

export { DealPageError as ErrorBoundary };
