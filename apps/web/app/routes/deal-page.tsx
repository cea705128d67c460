import { randomUUID } from 'node:crypto';
import type { Deal } from '@wasla/shared/contracts/deals';
import { formatDateTime } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { CircleCheck, MessageSquareWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { DealActionsBar } from '../features/deals/deal-actions-bar';
import { DealClocks } from '../features/deals/deal-clocks';
import { DealDispute } from '../features/deals/deal-dispute';
import { DealHeader } from '../features/deals/deal-header';
import { runDealIntent } from '../features/deals/deal-intents.server';
import { dealIdOf, quoteRatesFor, serviceTermsFor } from '../features/deals/deal-offer.server';
import { DealPageError } from '../features/deals/deal-page-error';
import { DealProposal } from '../features/deals/deal-proposal';
import { DealReviewsBlock } from '../features/deals/deal-reviews';
import { DealTimeline, useReasonText } from '../features/deals/deal-timeline';
import { Amounts, Block, Parties, Terms } from '../features/deals/deal-view';
import { dealsApi } from '../features/deals/deals-api.server';
import { ACCOUNT_CATALOG } from '../lib/catalog-groups';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/deal-page';

/**
 * `/deals/{id}`: a deal as one of its parties sees it (`GET /deals/{id}`; 404 to anyone else):
 * both parties, the terms, the amounts, every running countdown, the history and the actions open
 * to the reader now.
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const id = dealIdOf(args.params);
  const deals = dealsApi(signedIn.api);
  const deal = await deals.deal(id);
  const counter = deal.actions.includes('counter');
  const disputed = deal.stage === 'disputed' || deal.history.some((entry) => entry.to === 'disputed');
  const [reviews, service, rates, dispute] = await Promise.all([
    deal.stage === 'completed' && !deal.my_parties.includes('support') ? deals.reviews(id) : null,
    counter ? serviceTermsFor(signedIn, deal.service.id, deal) : null,
    counter ? quoteRatesFor(signedIn, deal.currency) : null,
    disputed ? deals.disputeOf(id) : null,
  ]);
  return withSession(signedIn, {
    catalog: ACCOUNT_CATALOG,
    deal,
    reviews,
    service,
    rates,
    dispute,
    meId: signedIn.user.id,
    attempt: randomUUID(),
    // The countdowns' "now" of the first paint; the browser ticks on from its own clock.
    renderedAt: Date.now(),
    sent: new URL(args.request.url).searchParams.has('sent'),
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
  ...pageMeta(
    args,
    { text: args.loaderData?.deal.title, key: 'deals.page_title' },
    { key: 'deals.page_intro' },
  ),
  { name: 'robots', content: 'noindex' },
];

/** Why the deal was rejected or cancelled, in the words of the list and the comment given. */
function ReasonNote({ deal }: { deal: Deal }) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  if (!deal.reason || (deal.status !== 'rejected' && deal.status !== 'canceled')) return null;
  return (
    <p className="flex gap-2 rounded-xl border border-line bg-surface p-3.5 text-sm">
      <MessageSquareWarning aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-muted" />
      <span>
        <span className="font-semibold">{t(`deals.reason.why_${deal.status}`)}</span>{' '}
        {reasonText(deal.reason.code)}
        {deal.reason.comment ? (
          <span className="mt-1 block text-muted" dir="auto">
            {deal.reason.comment}
          </span>
        ) : null}
      </span>
    </p>
  );
}

function Dates({ deal, lang }: { deal: Deal; lang: Language }) {
  const { t } = useTranslation();
  const rows = (
    [
      ['created_at', deal.dates.created_at],
      ['sent_at', deal.dates.sent_at],
      ['approved_at', deal.dates.approved_at],
      ['paid_at', deal.dates.paid_at],
      ['deadline_at', deal.deadlines.deadline_at],
      ['completed_at', deal.dates.completed_at],
      ['rejected_at', deal.dates.rejected_at],
      ['canceled_at', deal.dates.canceled_at],
    ] as const
  ).filter(([, at]) => at);
  return (
    <Block id="deal-dates" title={t('deals.dates.title')}>
      <dl className="grid gap-2 text-sm">
        {rows.map(([key, at]) => (
          <div key={key} className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-muted">{t(`deals.dates.${key}`)}</dt>
            <dd>
              <time dateTime={at ?? ''}>{formatDateTime(at ?? '', lang)}</time>
            </dd>
          </div>
        ))}
      </dl>
    </Block>
  );
}

export default function DealPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { deal, reviews, service, rates, dispute, meId, renderedAt, sent, attempt } = loaderData;
  const lang = langOf(params);
  const action = `/${lang}/deals/${deal.id}`;
  const other = deal.client.id === meId ? deal.provider : deal.client;
  return (
    <div className="container-page grid gap-5 py-6 sm:py-8">
      <DealHeader deal={deal} lang={lang} action={action} />
      {sent && deal.status === 'pending' ? (
        <p role="status" className="flex gap-2 rounded-xl border border-success/30 bg-surface p-3.5 text-sm">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-success" />
          {t('deals.sent_note', { name: other.name })}
        </p>
      ) : null}
      <DealClocks deal={deal} lang={lang} renderedAt={renderedAt} />
      <ReasonNote deal={deal} />
      <DealProposal deal={deal} lang={lang} />
      {dispute ? <DealDispute deal={deal} dispute={dispute} lang={lang} /> : null}
      <DealActionsBar
        deal={deal}
        lang={lang}
        action={action}
        service={service}
        rates={rates}
        attempt={attempt}
      />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="grid gap-5">
          <Terms deal={deal} lang={lang} />
          <Amounts deal={deal} lang={lang} />
          {reviews ? (
            <DealReviewsBlock reviews={reviews} action={action} lang={lang} otherName={other.name} />
          ) : null}
          <DealTimeline deal={deal} lang={lang} />
        </div>
        <aside className="grid gap-5">
          <Block id="deal-parties" title={t('deals.party.title')}>
            <Parties deal={deal} lang={lang} meId={meId} />
          </Block>
          <Dates deal={deal} lang={lang} />
        </aside>
      </div>
    </div>
  );
}

export { DealPageError as ErrorBoundary };
