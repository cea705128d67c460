import { serviceEditSchema } from '@wasla/shared/contracts/services';
import type { Language } from '@wasla/shared/languages';
import { CalendarCheck, FileText, LayoutList, Megaphone } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { LinkButton } from '../components/ui/link-button';
import { requireUser, withSession } from '../features/auth/require-user.server';
import type { MarkReplyOutcome } from '../features/marks/mark-actions.server';
import { runMarkStep } from '../features/marks/mark-actions.server';
import { MarkConfirm, PeriodLine, periodFields } from '../features/marks/mark-confirm';
import { MarkForm } from '../features/marks/mark-form';
import { MarkStats, MarkStatusBadge } from '../features/marks/mark-stats';
import { marksApi } from '../features/marks/marks-api.server';
import { cardGateway } from '../features/wallet/gateway.server';
import { PaymentUnsuccessful } from '../features/wallet/payment-unsuccessful';
import { ResultPanel } from '../features/wallet/result-panel';
import { ShortfallDialog } from '../features/wallet/shortfall-dialog';
import { walletApi } from '../features/wallet/wallet-api.server';
import { ACCOUNT_CATALOG } from '../lib/catalog-groups';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/mark-service';

const DEFAULT_ZONE = 'Asia/Dubai';
const DEFAULT_DAYS = 3;

const serviceIdOf = (params: { id?: string }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
};

/** Tomorrow and today as dates (the form's first start, and the earliest it offers). */
function firstDays(now = new Date()) {
  const day = (at: Date) => at.toISOString().slice(0, 10);
  return { today: day(now), tomorrow: day(new Date(now.getTime() + 86_400_000)) };
}

/**
 * `/mark-service/{id}` (SPEC.md sections 2 and 3): the owner promotes a service for a number of days
 * or weeks from a start in a time zone. Another account's service is the 404 page, as the API's
 * owner-only reads answer. The page also lists the service's promotions with their impressions and
 * clicks.
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const id = serviceIdOf(args.params);
  const marks = marksApi(signedIn.api);
  const wallet = walletApi(signedIn.api);
  const [service, stats, zones, quote, balance, cards, gateway] = await Promise.all([
    signedIn.api.get(serviceEditSchema, `/services/${id}/edit`),
    marks.stats(id),
    marks.timezones(),
    marks.quote(id, 'days', DEFAULT_DAYS).then((r) => (r.body.error ? null : r.body.data)),
    wallet.balance(),
    wallet.cards(),
    cardGateway(signedIn.api),
  ]);
  return withSession(signedIn, {
    catalog: ACCOUNT_CATALOG,
    service: { id, name: service.name, status: service.status },
    stats,
    zones,
    quote,
    available: balance.available_balance,
    cards,
    gateway,
    days: firstDays(),
  });
}

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  const id = serviceIdOf(args.params);
  return withSession(signedIn, await runMarkStep(signedIn, id, await args.request.formData()));
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'my_services.mark.title' }, { key: 'my_services.mark.intro' }),
  { name: 'robots', content: 'noindex' },
];

function Scheduled({
  reply,
  lang,
}: {
  reply: Extract<MarkReplyOutcome, { outcome: 'paid' }>;
  lang: Language;
}) {
  const { t } = useTranslation();
  const mark = reply.mark;
  return (
    <ResultPanel
      tone="success"
      headingLevel={2}
      title={t('my_services.mark.paid_title')}
      icon={<CalendarCheck aria-hidden="true" className="size-9" />}
    >
      {mark ? (
        <div className="grid justify-items-center gap-2 text-muted">
          <MarkStatusBadge status={mark.status} />
          <PeriodLine startsAt={mark.starts_at} endsAt={mark.ends_at} timezone={mark.timezone} lang={lang} />
        </div>
      ) : null}
      {reply.message ? <p className="text-muted">{reply.message}</p> : null}
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {mark?.invoice_id ? (
          <LinkButton to={`/${lang}/invoices/${mark.invoice_id}`}>
            <FileText aria-hidden="true" className="size-4.5" />
            {t('my_services.mark.view_invoice')}
          </LinkButton>
        ) : null}
        <LinkButton to={`/${lang}/my-services`} variant="secondary">
          <LayoutList aria-hidden="true" className="size-4.5" />
          {t('my_services.mark.back_to_services')}
        </LinkButton>
      </div>
    </ResultPanel>
  );
}

export default function MarkService({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { service, stats, zones, quote, available, cards, gateway, days } = loaderData;
  const reply = actionData as MarkReplyOutcome | undefined;
  // The confirm step shows while its preview is the latest answer, until "Change" goes back.
  const [editing, setEditing] = useState(false);
  const [shortOpen, setShortOpen] = useState(false);
  useEffect(() => {
    setEditing(false);
    if (reply?.outcome === 'shortfall') setShortOpen(true);
  }, [reply]);
  const preview = reply?.outcome === 'preview' || reply?.outcome === 'shortfall' ? reply.preview : null;
  const attempt = reply?.outcome === 'preview' || reply?.outcome === 'shortfall' ? reply.attempt : null;
  const last = preview ? periodFields(preview) : null;

  let step: ReactNode;
  if (reply?.outcome === 'paid') step = <Scheduled reply={reply} lang={lang} />;
  else if (reply?.outcome === 'failed')
    step = (
      <PaymentUnsuccessful
        lang={lang}
        headingLevel={2}
        reason={reply.reason}
        tryAgain={{ href: `/${lang}/mark-service/${service.id}` }}
      />
    );
  else if (preview && attempt && !editing)
    step = (
      <MarkConfirm
        preview={preview}
        attempt={attempt}
        available={available}
        lang={lang}
        onEdit={() => setEditing(true)}
      />
    );
  else
    step = (
      <MarkForm
        lang={lang}
        checkPath={`/${lang}/mark-service/${service.id}/check`}
        zones={zones}
        initialQuote={preview ?? quote}
        refused={reply?.outcome === 'refused' ? reply.errors : undefined}
        defaults={{
          start_date: last?.start_date ?? days.tomorrow,
          start_clock: last?.start_clock ?? '09:00',
          duration: last?.duration ?? String(DEFAULT_DAYS),
          unit: last?.unit ?? 'days',
          timezone: last?.timezone ?? DEFAULT_ZONE,
          today: days.today,
        }}
      />
    );

  return (
    <div className="container-page grid gap-6 py-6 sm:py-8">
      <header className="grid gap-1">
        <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
          <Megaphone aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('my_services.mark.eyebrow')}
        </p>
        <h1 className="text-2xl font-bold text-brand-950 [overflow-wrap:anywhere] sm:text-3xl">
          {t('my_services.mark.title_of', { name: service.name })}
        </h1>
        <p className="text-muted">{t('my_services.mark.intro')}</p>
      </header>
      {service.status !== 'open' && reply?.outcome !== 'paid' ? (
        <p role="note" className="rounded-xl border border-warning/30 bg-accent-100/40 px-4 py-3 text-sm">
          {t('my_services.mark.not_open')}{' '}
          <Link to={`/${lang}/my-services`} className="font-semibold text-brand-700 underline">
            {t('my_services.mark.back_to_services')}
          </Link>
        </p>
      ) : null}
      {step}
      {reply?.outcome === 'shortfall' ? (
        <ShortfallDialog
          isOpen={shortOpen}
          onOpenChange={setShortOpen}
          shortfall={reply.shortfall}
          cards={cards}
          gateway={gateway}
          lang={lang}
          attempt={reply.cardAttempt}
          totalLabel={t('my_services.mark.total_label')}
          fields={periodFields(reply.preview)}
        />
      ) : null}
      <section aria-labelledby="mark-stats-title" className="grid gap-3">
        <h2 id="mark-stats-title" className="text-lg font-bold">
          {t('my_services.mark.stats_title')}
        </h2>
        <MarkStats marks={stats.marks} lang={lang} />
      </section>
    </div>
  );
}
