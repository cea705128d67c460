import type { Language } from '@wasla/shared/languages';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDeferredLive } from '../../components/ui/deferred-live';
import { type NotificationsState, useNotifications } from './notification-store';

const loadLive = () => import('./notification-menu-live').then((m) => m.LiveNotificationMenu);

/** The bell's button: the same 44 px target as the chat icon beside it, in both headers. */
export const BELL_CLASSES =
  'relative grid size-11 shrink-0 place-items-center rounded-lg text-ink outline-none hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500 data-[pressed]:bg-brand-100';

/** The bell's picture: the bell, and the red dot while any notification is unread. */
export function BellFace({ unread }: { unread: boolean }) {
  return (
    <>
      <Bell aria-hidden="true" className="size-6" />
      {unread ? (
        <span
          data-testid="bell-dot"
          aria-hidden="true"
          className="absolute end-2 top-2 size-2.5 rounded-full bg-danger ring-2 ring-surface"
        />
      ) : null}
    </>
  );
}

/** The bell's name, which says when something is unread: the dot is not the only sign of it. */
export function useBellLabel(notifications: NotificationsState) {
  const { t } = useTranslation();
  return notifications.unread > 0
    ? t('notification_menu.bell_unread', { count: notifications.unread })
    : t('notification_menu.bell');
}

/**
 * The header's bell for a signed-in, verified account (SPEC.md section 2): a red dot while any
 * notification is unread, and a menu of the latest ones. The list is read in the browser by the
 * rules of notification-store.ts; the menu's code loads when the bell is reached for, and a plain
 * button with the same look and name stands in until then.
 */
export function NotificationBell({ lang, userId }: { lang: Language; userId: number }) {
  const notifications = useNotifications(lang, userId);
  const label = useBellLabel(notifications);
  const { live, standInProps } = useDeferredLive(loadLive);
  if (live) {
    return <live.component lang={lang} label={label} notifications={notifications} start={live.start} />;
  }
  return (
    <button
      {...standInProps}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={false}
      className={BELL_CLASSES}
    >
      <BellFace unread={notifications.unread > 0} />
    </button>
  );
}
