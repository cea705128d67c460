import type { Language } from '@wasla/shared/languages';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CompletionStatus } from './completion-status';
import { MENU_ICONS } from './menu-icons';
import { activeGroupOf, currentOf, type MenuGroup } from './menu-model';
import { useStoredFlag } from './use-stored-flag';

/** The localStorage key and cookie name of the folded menu (the layout's loader reads the cookie). */
export const COLLAPSED_KEY = 'wasla_sidebar_collapsed';

/**
 * The desktop dashboard menu (900 px and wider): the profile's completion as its title, then the
 * groups with the active group's sub-links. It folds into an icon rail; the choice is remembered in
 * this browser.
 */
export function SideMenu({
  menu,
  lang,
  score,
  initialCollapsed,
}: {
  menu: MenuGroup[];
  lang: Language;
  score: number;
  initialCollapsed: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useStoredFlag(COLLAPSED_KEY, initialCollapsed);
  const active = activeGroupOf(menu, pathname);
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <aside
      data-collapsed={collapsed || undefined}
      className={`sticky top-[calc(5.3em+1.5rem)] hidden max-h-[calc(100vh-5.3em-3rem)] shrink-0 flex-col overflow-y-auto rounded-2xl border border-line bg-surface transition-[width] duration-200 nav:flex ${collapsed ? 'w-[4.75rem] items-center' : 'w-64'}`}
    >
      <div className={`w-full border-b border-line p-3 ${collapsed ? 'flex justify-center' : 'ps-4'}`}>
        <CompletionStatus score={score} lang={lang} compact={collapsed} />
      </div>
      <nav id="dashboard-side-nav" aria-label={t('dashboard.menu.label')} className="w-full p-2">
        <ul className="flex flex-col gap-0.5">
          {menu.map((group) => {
            const Icon = MENU_ICONS[group.id] ?? PanelLeftOpen;
            const current = currentOf(group, pathname);
            const label = t(group.label);
            const showChildren = !collapsed && active?.id === group.id && group.children.length > 0;
            return (
              <li key={group.id}>
                <Link
                  to={group.to}
                  data-tour={group.id}
                  aria-current={current}
                  title={collapsed ? label : undefined}
                  className={`flex h-10 items-center gap-3 rounded-xl text-[0.93rem] font-medium outline-none transition-colors focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500 ${collapsed ? 'mx-auto w-11 justify-center' : 'px-3'} ${current ? 'bg-brand-50 font-semibold text-brand-800' : 'text-ink hover:bg-canvas'}`}
                >
                  <Icon
                    aria-hidden="true"
                    className={`size-5 shrink-0 ${current ? 'text-brand-700' : 'text-muted'}`}
                  />
                  <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
                </Link>
                {showChildren ? (
                  <ul className="ms-5 mt-0.5 mb-1 flex flex-col gap-0.5 border-s border-line ps-3">
                    {group.children.map((child) => {
                      const childCurrent = currentOf(group, pathname, child);
                      return (
                        <li key={child.id}>
                          <Link
                            to={child.to}
                            aria-current={childCurrent}
                            className={`flex h-9 items-center rounded-lg px-3 text-sm outline-none focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500 ${childCurrent ? 'bg-brand-50 font-semibold text-brand-800' : 'text-muted hover:bg-canvas hover:text-ink'}`}
                          >
                            {t(child.label)}
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>
      {/* The name says what pressing does; aria-expanded says whether the labels are shown now. */}
      <div className="mt-auto w-full border-t border-line p-2">
        <button
          type="button"
          aria-expanded={!collapsed}
          aria-controls="dashboard-side-nav"
          aria-label={collapsed ? t('dashboard.menu.expand') : undefined}
          title={collapsed ? t('dashboard.menu.expand') : undefined}
          onClick={() => setCollapsed(!collapsed)}
          className={`flex h-10 items-center gap-3 rounded-xl text-sm font-medium text-muted outline-none hover:bg-canvas hover:text-ink focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500 ${collapsed ? 'mx-auto w-11 justify-center' : 'w-full px-3'}`}
        >
          <ToggleIcon aria-hidden="true" className="size-5 shrink-0 rtl:-scale-x-100" />
          {collapsed ? null : t('dashboard.menu.collapse')}
        </button>
      </div>
    </aside>
  );
}
