import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button-classes';
import { LinkButton } from '../../components/ui/link-button';
import { Avatar } from '../auth/account-menu';
import { LogoutDialog } from '../auth/logout-dialog';
import { AddServiceMenu } from './add-service-menu';
import { CurrencyMenu } from './currency-menu';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';
import { mainNav } from './nav-links';
import { PlatformsMenu } from './platforms-menu';
import { useLangData } from './use-lang-data';

/** The mobile menu: slides in from the start edge and closes on every route change. */
export function MobileDrawer({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { lang, user } = useLangData();
  const [confirming, setConfirming] = useState(false);
  const location = useLocation();

  // Close on every route change (not on the first render: the drawer mounts when first opened).
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    onOpenChange(false);
  }, [location.key, onOpenChange]);

  return (
    <>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDismissable
        className="fixed inset-0 z-50 bg-ink/40 wide:hidden"
      >
        <Modal className="fixed inset-y-0 start-0 flex w-[min(21rem,88vw)] flex-col bg-surface shadow-2xl outline-none">
          <Dialog aria-labelledby="drawer-title" className="flex h-full flex-col outline-none">
            <div className="flex h-[5.3em] items-center justify-between border-b border-line px-4">
              <Logo lang={lang} />
              <Heading id="drawer-title" slot="title" className="sr-only">
                {t('header.menu')}
              </Heading>
              <Button
                slot="close"
                aria-label={t('actions.close')}
                className="grid size-11 place-items-center rounded-lg outline-none hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
              >
                <X aria-hidden="true" className="size-6" />
              </Button>
            </div>
            <nav aria-label={t('header.main_nav')} className="flex-1 overflow-y-auto px-3 py-4">
              <ul className="flex flex-col gap-1">
                {mainNav(lang).map((item) => (
                  <li key={item.key}>
                    <NavLink
                      to={item.to}
                      end={item.end}
                      className={({ isActive }) =>
                        `block rounded-lg px-3 py-3 text-base font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-canvas'}`
                      }
                    >
                      {t(item.key)}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <div className="mt-4 flex flex-col gap-2 border-t border-line pt-4">
                {user ? (
                  <>
                    <p className="flex items-center gap-3 px-3 py-2 font-semibold">
                      <Avatar user={user} />
                      <bdi className="min-w-0 truncate">{user.name}</bdi>
                    </p>
                    <AddServiceMenu lang={lang} wide />
                    <LinkButton to={`/${lang}/provider/${encodeURIComponent(user.slug)}`} variant="secondary">
                      {t('auth.my_account')}
                    </LinkButton>
                    <LinkButton to={`/${lang}/dashboard`} variant="secondary">
                      {t('auth.dashboard')}
                    </LinkButton>
                    {user.team ? (
                      <LinkButton to={`/${lang}/admin`} variant="secondary">
                        {t('auth.back_office')}
                      </LinkButton>
                    ) : null}
                    <button
                      type="button"
                      className={buttonClasses('ghost')}
                      onClick={() => setConfirming(true)}
                    >
                      {t('auth.logout')}
                    </button>
                  </>
                ) : (
                  <>
                    <LinkButton to={`/${lang}/auth/login`} variant="secondary">
                      {t('auth.login')}
                    </LinkButton>
                    <LinkButton to={`/${lang}/auth/sign-up`} variant="primary">
                      {t('auth.register')}
                    </LinkButton>
                  </>
                )}
              </div>
              <div className="mt-4 flex flex-wrap items-center gap-1 border-t border-line pt-4">
                <LanguageMenu lang={lang} />
                <CurrencyMenu />
                <PlatformsMenu lang={lang} />
              </div>
            </nav>
          </Dialog>
        </Modal>
      </ModalOverlay>
      {user ? <LogoutDialog lang={lang} isOpen={confirming} onOpenChange={setConfirming} /> : null}
    </>
  );
}
