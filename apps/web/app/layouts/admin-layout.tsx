import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LinkButton } from '../components/ui/link-button';
import { adminScreensFor } from '../features/admin/admin-menu';
import { AdminNav } from '../features/admin/admin-nav';
import { teamAccess } from '../features/admin/team-access.server';
import { withSession } from '../features/auth/require-user.server';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { loadCatalogGroup } from '../lib/catalog-files';
import { TEAM_CATALOG } from '../lib/catalog-groups';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/admin-layout';

/** The back office is a work area: the site's header above it, no footer under it. */
export const handle = { footer: false };

/** Team members only: anyone else gets the not-found page (team-access.server.ts). */
export async function loader(args: Route.LoaderArgs) {
  const access = await teamAccess(args);
  return withSession(access.signedIn, {
    catalog: TEAM_CATALOG,
    armed: access.armed,
    roles: access.roles.map((held) => held.role),
  });
}

/**
 * In the browser, the back office's words load beside its data, so the first screen of it renders
 * with them and with its title (a group still on its way would leave the page untitled until the
 * next navigation).
 */
export async function clientLoader({ serverLoader, params }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadCatalogGroup(langOf(params), 'team')]);
  return data;
}

/** Until two-step verification is on, a team member's roles do nothing; this says how to turn it on. */
function TurnOnTwoStep({ lang }: { lang: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="admin-two-step"
      className="mx-auto grid max-w-xl justify-items-center gap-4 rounded-2xl border border-line bg-surface p-8 text-center"
    >
      <div className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <ShieldCheck aria-hidden="true" className="size-8" />
      </div>
      <h1 id="admin-two-step" className="text-2xl font-bold">
        {t('admin.two_step.title')}
      </h1>
      <p className="text-muted">{t('admin.two_step.body')}</p>
      <LinkButton to={`/${lang}/two-step-verification`}>{t('admin.two_step.action')}</LinkButton>
    </section>
  );
}

/**
 * The back office (`/{lang}/admin`): a layout of its own under the site's header, its menu beside
 * the screen on a desktop and above it on a phone, listing only what the member's roles may open.
 */
export default function AdminLayout({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { armed, roles } = loaderData;
  if (!armed) {
    return (
      <div className="container-page py-10">
        <TurnOnTwoStep lang={lang} />
      </div>
    );
  }
  return (
    <div className="container-page py-6 nav:flex nav:items-start nav:gap-8 nav:py-8">
      <div className="mb-5 nav:sticky nav:top-[calc(5.3em+2rem)] nav:mb-0">
        <p className="mb-2 hidden px-1 text-xs font-semibold tracking-widest text-muted uppercase nav:block">
          {t('admin.area')}
        </p>
        <AdminNav lang={lang} screens={adminScreensFor(roles)} />
      </div>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
