import { teamDisputeSchema } from '@wasla/shared/contracts/disputes';
import { pageOf } from '@wasla/shared/contracts/replies';
import { formatDateTime, formatMoney } from '@wasla/shared/format';
import { ChevronRight, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { adminHref } from '../../features/admin/admin-href';
import { requireTeam } from '../../features/admin/team-access.server';
import { withSession } from '../../features/auth/require-user.server';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import type { Route } from './+types/disputes';

/** Open disputes (team: support, admin), the oldest first: each leads to its decision page. */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn } = await requireTeam(args);
  const page = Math.max(
    1,
    Math.min(100_000, Number(new URL(args.request.url).searchParams.get('page')) || 1),
  );
  const list = await signedIn.api.get(pageOf(teamDisputeSchema), `/admin/disputes?page=${page}`);
  return withSession(signedIn, { list });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'admin.screens.disputes.title' }, { key: 'admin.screens.disputes.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function AdminDisputes({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { list } = loaderData;
  return (
    <div className="grid gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t('admin.screens.disputes.title')}</h1>
        <p className="mt-1 text-muted">{t('admin.screens.disputes.intro')}</p>
      </header>
      {list.data.length ? (
        <ul className="grid gap-3">
          {list.data.map((dispute) => (
            <li key={dispute.id}>
              <Link
                to={adminHref(lang, `disputes/${dispute.id}`)}
                className="flex items-start gap-3 rounded-2xl border border-line bg-surface p-4 outline-none transition-colors hover:border-brand-300 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">
                    <bdi>{dispute.deal.title}</bdi>
                    <span className="text-muted">
                      {' · '}
                      <bdi dir="ltr">{dispute.deal.code}</bdi>
                    </span>
                  </span>
                  <span className="mt-1 block text-sm text-muted">
                    {t('admin.disputes.between', {
                      client: dispute.deal.client.name,
                      provider: dispute.deal.provider.name,
                    })}
                    {' · '}
                    {formatMoney(dispute.deal.total, dispute.deal.currency, lang)}
                  </span>
                  <span className="mt-1 block text-sm">
                    {t(`admin.disputes.opened_by_${dispute.opened_by_side}`, {
                      date: formatDateTime(dispute.created_at, lang),
                    })}
                  </span>
                  <span className="mt-1 line-clamp-2 block text-sm text-muted">{dispute.reason}</span>
                </span>
                <ChevronRight
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-muted rtl:-scale-x-100"
                />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={Scale} title={t('admin.disputes.empty')} body={t('admin.disputes.empty_body')} />
      )}
      <Pagination
        current={list.meta.current_page}
        last={list.meta.last_page}
        hrefOf={(page) => `${adminHref(lang, 'disputes')}?page=${page}`}
      />
    </div>
  );
}
