import type { Language } from '@wasla/shared/languages';
import {
  Building,
  ChartColumn,
  Coins,
  FileText,
  Flag,
  Handshake,
  HelpCircle,
  History,
  Landmark,
  LayoutDashboard,
  type LucideIcon,
  MailWarning,
  Package,
  Percent,
  Scale,
  ScrollText,
  Shapes,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { adminHref } from './admin-href';
import type { AdminScreen } from './admin-menu';

const ICONS: Record<AdminScreen['id'], LucideIcon> = {
  home: LayoutDashboard,
  accounts: Users,
  deals: Handshake,
  reports: Flag,
  articles: FileText,
  finance: Landmark,
  disputes: Scale,
  'account-types': Building,
  plans: Package,
  fees: Percent,
  currencies: Coins,
  faqs: HelpCircle,
  categories: Shapes,
  pages: ScrollText,
  numbers: ChartColumn,
  outbox: MailWarning,
  audit: History,
};

const LINK =
  'flex h-10 shrink-0 items-center gap-2.5 rounded-xl px-3 text-[0.93rem] font-medium whitespace-nowrap outline-none transition-colors focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500';

/**
 * The back office's menu: a column beside the screen on a desktop, a row that scrolls sideways above
 * it on a phone. Only the screens the member's roles may open.
 */
export function AdminNav({ lang, screens }: { lang: Language; screens: AdminScreen[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('admin.menu_label')} className="nav:w-60 nav:shrink-0">
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 [scrollbar-width:none] nav:mx-0 nav:flex-col nav:overflow-visible nav:rounded-2xl nav:border nav:border-line nav:bg-surface nav:p-2">
        {screens.map((screen) => {
          const Icon = ICONS[screen.id];
          return (
            <li key={screen.id}>
              <NavLink
                to={adminHref(lang, screen.path)}
                end={screen.id === 'home'}
                className={({ isActive }) =>
                  `${LINK} ${isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-ink hover:bg-canvas'}`
                }
              >
                <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                {t(`admin.screens.${screen.id}.title`)}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
