import type { Language } from '@wasla/shared/languages';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { photoSources } from '../../components/ui/avatar';
import { PopoverMenu } from '../../components/ui/popover-menu';
import type { ShellUser } from './current-user.server';

const LogoutDialog = lazy(() => import('./logout-dialog').then((m) => ({ default: m.LogoutDialog })));

/** A round avatar: the photo when there is one, else the first letter of the name. */
export function Avatar({ user }: { user: ShellUser }) {
  return user.avatar ? (
    <img
      {...photoSources(user.avatar, 32)}
      alt=""
      width={32}
      height={32}
      fetchPriority="low"
      className="size-8 rounded-full object-cover"
    />
  ) : (
    <span
      aria-hidden="true"
      className="grid size-8 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
    >
      {user.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

/**
 * The signed-in header menu: my account (own provider page), dashboard, account settings, and logout
 * with confirmation.
 */
export function AccountMenu({ user, lang }: { user: ShellUser; lang: Language }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <PopoverMenu
        label={t('auth.account_menu')}
        value={user.name}
        triggerContent={
          <>
            <Avatar user={user} />
            {/* The name joins the avatar only where the header has room; the button's name always says it. */}
            <bdi className="hidden max-w-32 truncate 2xl:inline">{user.name}</bdi>
          </>
        }
        items={[
          {
            id: 'account',
            label: t('auth.my_account'),
            href: `/${lang}/provider/${encodeURIComponent(user.slug)}`,
          },
          { id: 'dashboard', label: t('auth.dashboard'), href: `/${lang}/dashboard` },
          { id: 'settings', label: t('auth.account_settings'), href: `/${lang}/account-settings` },
          ...(user.team ? [{ id: 'admin', label: t('auth.back_office'), href: `/${lang}/admin` }] : []),
          { id: 'logout', label: t('auth.logout') },
        ]}
        onAction={(id) => {
          if (id === 'logout') setConfirming(true);
        }}
      />
      {confirming ? (
        <Suspense fallback={null}>
          <LogoutDialog lang={lang} isOpen={confirming} onOpenChange={setConfirming} />
        </Suspense>
      ) : null}
    </>
  );
}
