import { FilePen, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, redirect, useNavigation } from 'react-router';
import { Button } from '../components/ui/button';
import { LinkButton } from '../components/ui/link-button';
import { FormAlert } from '../features/auth/form-alert';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { termsOfDeal } from '../features/deals/deal-form-model';
import { dealIdOf } from '../features/deals/deal-offer.server';
import { DealPageError } from '../features/deals/deal-page-error';
import { DealStatusBadge } from '../features/deals/deal-status-badge';
import { Amounts, Block, Parties, Terms } from '../features/deals/deal-view';
import { dealsApi } from '../features/deals/deals-api.server';
import { toFormResult } from '../features/feedback/form-result';
import { ACCOUNT_CATALOG } from '../lib/catalog-groups';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import { withCookies } from '../lib/session.server';
import type { Route } from './+types/deal-preview';

/**
 * `/deals/{id}/preview`: the offer as the other side will see it (`GET /deals/{id}/preview`), with
 * "send" and "edit". Sending puts the draft's terms (`PUT /deals/{id}`); a refusal (a field left
 * empty, the service closed meanwhile) is shown here with a way back to the form.
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const deal = await dealsApi(signedIn.api).preview(dealIdOf(args.params));
  return withSession(signedIn, { catalog: ACCOUNT_CATALOG, deal, meId: signedIn.user.id });
}

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  const deals = dealsApi(signedIn.api);
  const id = dealIdOf(args.params);
  const deal = await deals.preview(id);
  const sent = await deals.send(id, termsOfDeal(deal));
  if (sent.ok) {
    throw redirect(`/${signedIn.lang}/deals/${id}?sent=1`, {
      headers: signedIn.cookies.length ? withCookies(signedIn.cookies) : undefined,
    });
  }
  return withSession(signedIn, toFormResult(sent, {}, ''));
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'deals.preview.title' }, { key: 'deals.preview.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function DealPreview({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { deal, meId } = loaderData;
  const lang = langOf(params);
  const navigation = useNavigation();
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const messages = failed ? Object.values(failed.errors).flat() : undefined;
  // The preview is drawn as the receiver will see it once sent (its stage reads "pending"): whether it
  // was sent already is in its dates.
  const draft = deal.dates.sent_at === null;
  return (
    <div className="container-page grid gap-5 py-6 sm:py-8">
      <header className="grid gap-2">
        <p className="text-sm font-semibold text-brand-700">{t('deals.preview.title')}</p>
        <p className="text-muted">{t('deals.preview.intro')}</p>
        <div className="flex flex-wrap items-center gap-3">
          <span className="rounded-lg bg-canvas px-2 py-0.5 text-sm font-semibold text-muted">
            <bdi dir="ltr">{deal.code}</bdi>
          </span>
          <DealStatusBadge status={deal.status} subStage={deal.sub_stage} />
        </div>
        <h1 className="break-words text-2xl font-bold text-brand-950 sm:text-3xl" dir="auto">
          {deal.title || t('deals.untitled')}
        </h1>
      </header>
      <FormAlert messages={messages} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="grid gap-5">
          <Terms deal={deal} lang={lang} />
          <Amounts deal={deal} lang={lang} />
        </div>
        <aside className="grid gap-5">
          <Block id="deal-parties" title={t('deals.party.title')}>
            <Parties deal={deal} lang={lang} meId={meId} />
          </Block>
        </aside>
      </div>
      <div className="flex flex-wrap gap-2 [&>*]:max-sm:flex-1">
        <Form method="post">
          <Button type="submit" size="lg" isPending={navigation.state === 'submitting'} className="w-full">
            <Send aria-hidden="true" className="size-4.5 rtl:-scale-x-100" />
            {t(draft ? 'deals.form.send' : 'deals.form.save_changes')}
          </Button>
        </Form>
        <LinkButton to={`/${lang}/deals/${deal.id}/edit`} variant="secondary" size="lg">
          <FilePen aria-hidden="true" className="size-4.5" />
          {t('deals.actions.edit')}
        </LinkButton>
      </div>
    </div>
  );
}

export { DealPageError as ErrorBoundary };
