import { formatDate } from '@wasla/shared/format';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminHref } from '../../features/admin/admin-href';
import { adminScreensFor } from '../../features/admin/admin-menu';
import { teamAccess } from '../../features/admin/team-access.server';
import { withSession } from '../../features/auth/require-user.server';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import type { Route } from './+types/home';

/** The back office's home: the member's roles, and the work each lets them do. */
export async function loader(args: Route.LoaderArgs) {
  const access = await teamAccess(args);
  return withSession(access.signedIn, { name: access.signedIn.user.name, roles: access.roles });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'admin.screens.home.title' }, { key: 'admin.screens.home.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function AdminHome({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { name, roles } = loaderData;
  // The layout shows how to turn two-step verification on instead of this screen.
  if (!roles.length) return null;
  const screens = adminScreensFor(roles.map((held) => held.role)).filter((screen) => screen.id !== 'home');
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold">{t('admin.screens.home.greeting', { name })}</h1>
        <p className="mt-1 text-muted">{t('admin.screens.home.intro')}</p>
      </header>
      <section aria-labelledby="admin-roles" className="rounded-2xl border border-line bg-surface p-5">
        <h2 id="admin-roles" className="text-lg font-semibold">
          {t('admin.roles.title')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {roles.map((held) => (
            <li key={held.role} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
              <span className="font-semibold">{t(`admin.roles.${held.role}`)}</span>
              <span className="text-muted">
                {' · '}
                {t('admin.roles.since', { date: formatDate(held.granted_at, lang) })}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <ul className="grid gap-3 sm:grid-cols-2">
        {screens.map((screen) => (
          <li key={screen.id}>
            <Link
              to={adminHref(lang, screen.path)}
              className="flex h-full items-start gap-3 rounded-2xl border border-line bg-surface p-5 outline-none transition-colors hover:border-brand-300 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{t(`admin.screens.${screen.id}.title`)}</span>
                <span className="mt-1 block text-sm text-muted">{t(`admin.screens.${screen.id}.intro`)}</span>
              </span>
              <ChevronRight
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-muted rtl:-scale-x-100"
              />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
