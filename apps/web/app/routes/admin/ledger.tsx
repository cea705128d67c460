import { ledgerTransferSchema, ledgerVerificationSchema } from '@wasla/shared/contracts/ledger-desk';
import { pageOf } from '@wasla/shared/contracts/replies';
import { formatDateTime, formatMoney } from '@wasla/shared/format';
import { ScrollText, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { TextField } from '../../components/ui/text-field';
import { adminHref } from '../../features/admin/admin-href';
import { failureText } from '../../features/admin/failure-text';
import { LedgerHealth } from '../../features/admin/ledger-health';
import { Facts } from '../../features/admin/record-card';
import { searchFilters, searchPageHref } from '../../features/admin/search-filters';
import { requireTeam } from '../../features/admin/team-access.server';
import { withSession } from '../../features/auth/require-user.server';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import type { Route } from './+types/ledger';

const FILTERS = ['q', 'amount', 'from', 'to'] as const;

/** The ledger on the finance desk (team: finance, admin): its health, and every transfer. */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn } = await requireTeam(args);
  const { query, filters } = searchFilters(new URL(args.request.url), FILTERS);
  const [run, transfers] = await Promise.all([
    signedIn.api.get(ledgerVerificationSchema.nullable(), '/admin/ledger/verification'),
    signedIn.api.request(pageOf(ledgerTransferSchema), 'GET', `/admin/ledger/transfers?${query}`),
  ]);
  // A filter the API refuses (an amount it cannot read, days the wrong way round) is said above the list.
  const found = transfers.body.error ? null : transfers.body.data;
  return withSession(signedIn, {
    run,
    filters,
    transfers: found,
    problem: transfers.body.error ? failureText(transfers.body.message) : null,
    search: query.toString(),
  });
}

/** "Verify now": the whole ledger, in one read-only snapshot; the page then shows the new run. */
export async function action(args: Route.ActionArgs) {
  const { signedIn } = await requireTeam(args);
  const run = await signedIn.api.post(ledgerVerificationSchema, '/admin/ledger/verification', {});
  return withSession(signedIn, { ok: run.ok, message: run.ok ? '' : failureText(run.message) });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'admin.ledger.title' }, { key: 'admin.ledger.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function AdminLedger({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const navigation = useNavigation();
  const { run, filters, transfers, problem, search } = loaderData;
  const verifying = navigation.state === 'submitting';
  const pageHref = (page: number) => searchPageHref(adminHref(lang, 'finance/ledger'), search, page);
  return (
    <div className="grid gap-5">
      <header className="grid gap-1">
        <Link
          to={adminHref(lang, 'finance')}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('admin.screens.finance.title')}
        </Link>
        <h1 className="text-2xl font-bold">{t('admin.ledger.title')}</h1>
        <p className="text-muted">{t('admin.ledger.intro')}</p>
      </header>
      <LedgerHealth run={run} lang={lang}>
        <Form method="post">
          <Button type="submit" variant="secondary" isPending={verifying}>
            <ShieldCheck aria-hidden="true" className="size-4.5" />
            {t('admin.ledger.verify_now')}
          </Button>
        </Form>
        {actionData && !actionData.ok ? (
          <p role="status" className="text-danger">
            {actionData.message}
          </p>
        ) : null}
      </LedgerHealth>
      <Form
        method="get"
        role="search"
        aria-label={t('admin.ledger.search')}
        className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
      >
        <TextField
          name="q"
          label={t('admin.ledger.q')}
          description={t('admin.ledger.q_hint')}
          defaultValue={filters.q}
          inputDir="ltr"
          autoComplete="off"
        />
        <TextField
          name="amount"
          label={t('admin.ledger.amount')}
          defaultValue={filters.amount}
          inputMode="decimal"
          inputDir="ltr"
          autoComplete="off"
        />
        <TextField name="from" type="date" label={t('admin.ledger.from')} defaultValue={filters.from} />
        <TextField name="to" type="date" label={t('admin.ledger.to')} defaultValue={filters.to} />
        <Button type="submit" variant="secondary">
          {t('admin.accounts.find')}
        </Button>
      </Form>
      {problem ? (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      ) : null}
      {transfers?.data.length ? (
        <ul className="grid gap-3">
          {transfers.data.map((transfer) => (
            <li
              key={transfer.id}
              aria-labelledby={`transfer-${transfer.id}`}
              className="grid gap-2 rounded-2xl border border-line bg-surface p-4 text-sm"
            >
              <h2 id={`transfer-${transfer.id}`} className="flex flex-wrap gap-x-3 text-base font-semibold">
                <span>{formatMoney(transfer.amount, transfer.currency, lang)}</span>
                <span dir="ltr" className="font-normal text-muted">
                  #{transfer.id} · {transfer.kind}
                  {transfer.hold_state ? ` (${transfer.hold_state})` : ''}
                </span>
              </h2>
              <Facts
                rows={[
                  [t('admin.ledger.when'), formatDateTime(transfer.created_at, lang)],
                  [t('admin.ledger.reference'), transfer.reference ?? '—', true],
                  [t('admin.ledger.key'), transfer.key ?? '—', true],
                  [t('admin.ledger.actor'), transfer.actor ?? '—', true],
                ]}
              />
              <ul className="grid gap-1 border-t border-line pt-2">
                {transfer.legs.map((leg) => (
                  <li key={leg.id} className="flex flex-wrap justify-between gap-x-3">
                    <span>
                      <span dir="ltr">{leg.account}</span>
                      {leg.owner ? (
                        <>
                          {' · '}
                          <Link to={adminHref(lang, `accounts/${leg.owner.id}`)} className="hover:underline">
                            <bdi>{leg.owner.name}</bdi>
                          </Link>
                        </>
                      ) : null}
                    </span>
                    <span dir="ltr">{leg.amount}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : transfers ? (
        <EmptyState icon={ScrollText} title={t('admin.ledger.none')} body={t('admin.ledger.none_body')} />
      ) : null}
      {transfers ? (
        <Pagination current={transfers.meta.current_page} last={transfers.meta.last_page} hrefOf={pageHref} />
      ) : null}
    </div>
  );
}
