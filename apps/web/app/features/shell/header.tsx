import { Menu as MenuIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LinkButton } from '../../components/ui/link-button';
import { FEATURES } from '../../lib/features';
import { AccountMenu } from '../auth/account-menu';
import { ChatLink } from '../chat/chat-link';
import { useLiveConnection } from '../live/use-live-connection';
import { NotificationBell } from '../notifications/notification-bell';
import { DesktopSearch } from '../search/desktop-search';
import { MobileSearch } from '../search/mobile-search';
import { AddServiceMenu } from './add-service-menu';
import { CurrencyMenu } from './currency-menu';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';
import { mainNav } from './nav-links';
import { PlatformsMenu } from './platforms-menu';
import { useLangData } from './use-lang-data';

// The drawer's code (a React Aria modal) loads the first time someone opens it.
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

/**
 * Sticky header, 5.3em tall. Below 900 px it folds into a hamburger, a drawer and the phone search;
 * between 900 and 1200 px the tools stay in the header and only the main links move to the drawer.
 */
export function Header() {
  const { t } = useTranslation();
  const { lang, user, gate } = useLangData();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  // Signed in: the tab's connection keeps the chat count and the bell current on every page.
  useLiveConnection(lang, user && FEATURES.chat ? user.id : null);
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="container-page flex h-[5.3em] items-center gap-3">
        {/* A native button: it only opens the drawer, whose modal returns focus here when it closes. */}
        <button
          type="button"
          aria-label={t('header.open_menu')}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerWanted(true);
            setDrawerOpen(true);
          }}
          className="-ms-2 grid size-11 place-items-center rounded-lg text-ink outline-none hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500 wide:hidden"
        >
          <MenuIcon aria-hidden="true" className="size-6" />
        </button>
        <Link to={`/${lang}`} aria-label={t('header.home_link')} className="shrink-0 rounded-lg">
          <Logo lang={lang} />
        </Link>

        <nav aria-label={t('header.main_nav')} className="ms-4 hidden items-center gap-1 wide:flex">
          {mainNav(lang).map((item) => (
            <NavLink
              key={item.key}
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                `rounded-lg px-3 py-2 text-[0.95rem] font-medium transition-colors hover:bg-brand-50 hover:text-brand-800 ${isActive ? 'font-semibold text-brand-700 underline decoration-2 underline-offset-8' : 'text-ink'}`
              }
            >
              {t(item.key)}
            </NavLink>
          ))}
          <PlatformsMenu lang={lang} compact />
        </nav>

        {/* The mobile header's tools: the magnifier, then chat (signed in only); at the end of the row. */}
        <div className="ms-auto flex items-center gap-1 nav:hidden">
          <MobileSearch lang={lang} />
          {user && FEATURES.chat ? <ChatLink lang={lang} userId={user.id} /> : null}
          {user && FEATURES.notifications ? <NotificationBell lang={lang} userId={user.id} /> : null}
        </div>
        <div className="ms-auto hidden items-center gap-1 nav:flex">
          <DesktopSearch lang={lang} />
          <LanguageMenu lang={lang} short />
          <CurrencyMenu />
          <span className="mx-2 h-6 w-px bg-line" aria-hidden="true" />
          {user ? (
            <>
              <AddServiceMenu lang={lang} />
              {FEATURES.chat ? <ChatLink lang={lang} userId={user.id} /> : null}
              {FEATURES.notifications ? <NotificationBell lang={lang} userId={user.id} /> : null}
              <AccountMenu user={user} lang={lang} />
            </>
          ) : gate === 'verify-email' ? (
            <LinkButton to={`/${lang}/auth/verify-email`} variant="accent" size="sm">
              {t('auth.verify_needed')}
            </LinkButton>
          ) : gate === 'verify-phone' ? (
            <LinkButton to={`/${lang}/auth/verify-phone-number`} variant="accent" size="sm">
              {t('auth.verify_phone_needed')}
            </LinkButton>
          ) : (
            <>
              <LinkButton to={`/${lang}/auth/login`} variant="ghost" size="sm">
                {t('auth.login')}
              </LinkButton>
              <LinkButton to={`/${lang}/auth/sign-up`} variant="primary" size="sm">
                {t('auth.register')}
              </LinkButton>
            </>
          )}
        </div>
      </div>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileDrawer isOpen={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
