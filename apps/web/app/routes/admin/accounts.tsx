import { accountHitSchema } from '@wasla/shared/contracts/account-lookup';
import { pageOf } from '@wasla/shared/contracts/replies';
import { formatDate, formatNumber } from '@wasla/shared/format';
import { Search, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { TextField } from '../../components/ui/text-field';
import { adminHref } from '../../features/admin/admin-href';
import { requireTeam } from '../../features/admin/team-access.server';
import { withSession } from '../../features/auth/require-user.server';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import type { Route } from './+types/accounts';

/** Finding an account (every team role): by name, e-mail, phone or user code. */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn } = await requireTeam(args);
  const query = new URL(args.request.url).searchParams;
  const q = (query.get('q') ?? '').trim().slice(0, 120);
  const page = Math.max(1, Math.min(10_000, Number(query.get('page')) || 1));
  const found =
    q.length >= 2
      ? await signedIn.api.get(
          pageOf(accountHitSchema),
          `/admin/accounts?q=${encodeURIComponent(q)}&page=${page}`,
        )
      : null;
  return withSession(signedIn, { q, found });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'admin.screens.accounts.title' }, { key: 'admin.screens.accounts.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function AdminAccounts({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { q, found } = loaderData;
  return (
    <div className="grid gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t('admin.screens.accounts.title')}</h1>
        <p className="mt-1 text-muted">{t('admin.screens.accounts.intro')}</p>
      </header>
      <Form
        method="get"
        role="search"
        className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-[1fr_auto] sm:items-end"
      >
        <TextField
          name="q"
          type="search"
          label={t('admin.accounts.search')}
          description={t('admin.accounts.search_hint')}
          defaultValue={q}
          minLength={2}
          maxLength={120}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" className="size-4.5" />
          {t('admin.accounts.find')}
        </Button>
      </Form>
      {found === null ? null : found.data.length ? (
        <>
          <p className="text-sm text-muted" role="status">
            {t('admin.accounts.found', { total: formatNumber(found.meta.total, lang), q })}
          </p>
          <ul className="grid gap-2">
            {found.data.map((hit) => (
              <li key={hit.id}>
                <Link
                  to={adminHref(lang, `accounts/${hit.id}`)}
                  className="grid gap-1 rounded-2xl border border-line bg-surface p-4 hover:border-brand-400 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500 sm:grid-cols-[1fr_auto] sm:items-center"
                >
                  <span className="min-w-0">
                    <span className="block font-semibold">
                      <bdi>{hit.name}</bdi>
                      {hit.deleted ? (
                        <span className="ms-2 text-sm font-normal text-muted">
                          {t('admin.accounts.deleted')}
                        </span>
                      ) : null}
                      {hit.blocked_until ? (
                        <span className="ms-2 rounded-full bg-danger/10 px-2.5 py-0.5 text-xs font-semibold text-danger">
                          {t('admin.reports.banned_until', { date: formatDate(hit.blocked_until, lang) })}
                        </span>
                      ) : null}
                    </span>
                    <span dir="ltr" className="block text-sm break-all text-muted rtl:text-end">
                      {[hit.code, hit.email, hit.phone].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                  <span className="text-sm text-muted">
                    {t(`account_types.${hit.account_type}`)} · {formatDate(hit.created_at, lang)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Pagination
            current={found.meta.current_page}
            last={found.meta.last_page}
            hrefOf={(page) => `${adminHref(lang, 'accounts')}?q=${encodeURIComponent(q)}&page=${page}`}
          />
        </>
      ) : (
        <EmptyState
          icon={Users}
          title={t('admin.accounts.none', { q })}
          body={t('admin.accounts.none_body')}
        />
      )}
    </div>
  );
}
