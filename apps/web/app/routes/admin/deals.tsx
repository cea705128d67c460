import { teamDealHitSchema } from '@wasla/shared/contracts/deal-lookup';
import { pageOf } from '@wasla/shared/contracts/replies';
import { DEAL_STAGES } from '@wasla/shared/deal-rules/deal-states';
import { formatDateTime, formatMoney } from '@wasla/shared/format';
import { Handshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { NativeSelectField } from '../../components/ui/native-select-field';
import { Pagination } from '../../components/ui/pagination';
import { TextField } from '../../components/ui/text-field';
import { adminHref } from '../../features/admin/admin-href';
import { failureText } from '../../features/admin/failure-text';
import { Facts } from '../../features/admin/record-card';
import { ScreenHeader } from '../../features/admin/screen-header';
import { searchFilters, searchPageHref } from '../../features/admin/search-filters';
import { requireTeam } from '../../features/admin/team-access.server';
import { withSession } from '../../features/auth/require-user.server';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import type { Route } from './+types/deals';

const FILTERS = ['q', 'stage', 'amount', 'from', 'to'] as const;

/** Every deal (every team role), found by code, title, party, stage, total in AED and day. */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn } = await requireTeam(args);
  const { query, filters } = searchFilters(new URL(args.request.url), FILTERS);
  const deals = await signedIn.api.request(pageOf(teamDealHitSchema), 'GET', `/admin/deals?${query}`);
  // A filter the API refuses (an amount it cannot read, days the wrong way round) is said above the list.
  return withSession(signedIn, {
    filters,
    deals: deals.body.error ? null : deals.body.data,
    problem: deals.body.error ? failureText(deals.body.message) : null,
    search: query.toString(),
  });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'admin.screens.deals.title' }, { key: 'admin.screens.deals.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function AdminDeals({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { filters, deals, problem, search } = loaderData;
  const pageHref = (page: number) => searchPageHref(adminHref(lang, 'deals'), search, page);
  const stage = (id: string) => t(`admin.accounts.deal_stage.${id}`);
  return (
    <div className="grid gap-5">
      <ScreenHeader screen="deals" />
      <Form
        method="get"
        role="search"
        aria-label={t('admin.deals.search')}
        className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2 sm:items-start lg:grid-cols-3"
      >
        <TextField
          name="q"
          label={t('admin.deals.q')}
          description={t('admin.deals.q_hint')}
          defaultValue={filters.q}
          autoComplete="off"
        />
        <NativeSelectField
          name="stage"
          label={t('admin.deals.stage')}
          defaultValue={filters.stage}
          options={[
            { id: '', name: t('admin.deals.any_stage') },
            ...DEAL_STAGES.map((id) => ({ id, name: stage(id) })),
          ]}
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
        <div className="grid sm:self-end">
          <Button type="submit" variant="secondary">
            {t('admin.accounts.find')}
          </Button>
        </div>
      </Form>
      {problem ? (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      ) : null}
      {deals?.data.length ? (
        <ul className="grid gap-3">
          {deals.data.map((deal) => (
            <li
              key={deal.id}
              aria-labelledby={`deal-${deal.id}`}
              className="grid gap-2 rounded-2xl border border-line bg-surface p-4 text-sm"
            >
              <h2
                id={`deal-${deal.id}`}
                className="flex flex-wrap items-baseline gap-x-3 text-base font-semibold"
              >
                <bdi>{deal.title || t('admin.deals.untitled')}</bdi>
                <span dir="ltr" className="font-normal text-muted">
                  {deal.code}
                </span>
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                  {stage(deal.stage)}
                </span>
              </h2>
              <Facts
                rows={[
                  [t('admin.deals.total'), formatMoney(deal.total.amount, deal.total.currency, lang)],
                  ...(deal.total_aed && deal.total.currency !== 'AED'
                    ? [
                        [t('admin.deals.total_aed'), formatMoney(deal.total_aed, 'AED', lang)] as [
                          string,
                          string,
                        ],
                      ]
                    : []),
                  [t('admin.deals.made'), formatDateTime(deal.created_at, lang)],
                  [t('admin.deals.paid'), deal.paid_at ? formatDateTime(deal.paid_at, lang) : '—'],
                  [t('admin.deals.service'), deal.service.code, true],
                ]}
              />
              <p className="flex flex-wrap gap-x-4 gap-y-1">
                <span>
                  {t('admin.deals.client')}{' '}
                  <Link
                    to={adminHref(lang, `accounts/${deal.client.id}`)}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    <bdi>{deal.client.name}</bdi>
                  </Link>
                </span>
                <span>
                  {t('admin.deals.provider')}{' '}
                  <Link
                    to={adminHref(lang, `accounts/${deal.provider.id}`)}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    <bdi>{deal.provider.name}</bdi>
                  </Link>
                </span>
              </p>
              <p className="flex flex-wrap gap-x-4 gap-y-1 border-t border-line pt-2">
                <Link
                  to={`${adminHref(lang, 'finance/ledger')}?q=${encodeURIComponent(`deal:${deal.id}`)}`}
                  className="text-brand-700 hover:underline"
                >
                  {t('admin.deals.transfers')}
                </Link>
                {deal.dispute ? (
                  <Link
                    to={adminHref(lang, `disputes/${deal.dispute.id}`)}
                    className="text-brand-700 hover:underline"
                  >
                    {deal.dispute.open ? t('admin.deals.dispute_open') : t('admin.deals.dispute_decided')}
                  </Link>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      ) : deals ? (
        search.replace(/(^|&)page=\d+/, '') ? (
          <EmptyState icon={Handshake} title={t('admin.deals.none')} body={t('admin.deals.none_body')} />
        ) : (
          <EmptyState
            icon={Handshake}
            title={t('admin.deals.none_yet')}
            body={t('admin.deals.none_yet_body')}
          />
        )
      ) : null}
      {deals ? (
        <Pagination current={deals.meta.current_page} last={deals.meta.last_page} hrefOf={pageHref} />
      ) : null}
    </div>
  );
}
