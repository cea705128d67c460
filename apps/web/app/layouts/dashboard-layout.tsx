import { Outlet } from 'react-router';
import { requireUser } from '../features/auth/require-user.server';
import { dashboardMenu } from '../features/dashboard/menu-model';
import { COLLAPSED_KEY, SideMenu } from '../features/dashboard/side-menu';
import { TabStrip } from '../features/dashboard/tab-strip';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { useLangData } from '../features/shell/use-lang-data';
import { ACCOUNT_CATALOG } from '../lib/catalog-groups';
import { readCookie } from '../lib/cookies';
import type { Route } from './+types/dashboard-layout';

/** Account pages need a signed-in, verified account; the guard sends anyone else where they belong. */
export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireUser(args);
  return {
    catalog: ACCOUNT_CATALOG,
    // Read here rather than from the shell, whose data is not reloaded after a photo upload.
    score: user.completion_score,
    collapsed: readCookie(args.request.headers.get('cookie'), COLLAPSED_KEY) === '1',
  };
}

/**
 * The dashboard frame (SPEC.md section 2, layouts): the site header stays, a side menu on desktop
 * that folds into an icon rail, and a sideways tab strip on phones.
 */
export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { lang } = useLangData();
  const menu = dashboardMenu(lang);
  const { score, collapsed } = loaderData;
  return (
    <div className="container-page py-6 nav:flex nav:items-start nav:gap-8 nav:py-8">
      <SideMenu menu={menu} lang={lang} score={score} initialCollapsed={collapsed} />
      <div className="min-w-0 flex-1">
        <TabStrip menu={menu} lang={lang} score={score} />
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
