import type { Notification } from '@wasla/shared/contracts/notifications';
import type { Language } from '@wasla/shared/languages';
import { BellOff, CheckCheck } from 'lucide-react';
import { type KeyboardEvent, useEffect } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type LiveStart, useTakeOver } from '../../components/ui/deferred-live';
import { BELL_CLASSES, BellFace } from './notification-bell';
import { NotificationMessage } from './notification-message';
import { notificationHref } from './notification-model';
import {
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationsState,
  refreshNotifications,
} from './notification-store';
import { NotificationTime } from './notification-time';
import { SenderAvatar } from './sender-avatar';

const ITEM = 'data-notification-item';

/** Up and down arrows move between the notifications, Home and End to the first and last. */
function moveBetweenItems(event: KeyboardEvent<HTMLUListElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(`[${ITEM}]`)];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? items.length - 1
        : event.key === 'ArrowDown'
          ? Math.min(items.length - 1, at + 1)
          : Math.max(0, at - 1);
  event.preventDefault();
  items[next]?.focus();
}

function MenuSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-1 p-2">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((n) => (
        <div
          key={n}
          aria-hidden="true"
          className="flex animate-pulse gap-3 px-2 py-3 motion-reduce:animate-none"
        >
          <div className="size-10 shrink-0 rounded-full bg-canvas" />
          <div className="grid flex-1 gap-2">
            <div className="h-3.5 w-1/3 rounded-full bg-canvas" />
            <div className="h-3.5 w-5/6 rounded-full bg-canvas" />
          </div>
        </div>
      ))}
    </div>
  );
}

function MenuItemRow({
  notification: n,
  lang,
  now,
  unreadWord,
  onChosen,
}: {
  notification: Notification;
  lang: Language;
  now: number;
  unreadWord: string;
  onChosen: () => void;
}) {
  const unread = !n.read_at;
  const href = notificationHref(lang, n);
  const choose = () => {
    if (unread) void markNotificationRead(n.id);
    onChosen();
  };
  const className = `flex w-full gap-3 px-4 py-3 text-start outline-none transition-colors hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-offset-[-3px] focus-visible:outline-accent-500 ${unread ? 'bg-brand-50' : ''}`;
  const inside = (
    <>
      <SenderAvatar notification={n} size={40} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <bdi className={`truncate text-sm ${unread ? 'font-bold' : 'font-semibold'}`}>{n.sender_name}</bdi>
          <NotificationTime
            date={n.date}
            lang={lang}
            now={now}
            className={`shrink-0 text-xs ${unread ? 'font-semibold text-brand-700' : 'text-muted'}`}
          />
        </span>
        <span className={`line-clamp-3 text-sm leading-snug ${unread ? 'text-ink' : 'text-muted'}`}>
          {unread ? <span className="sr-only">{`${unreadWord}: `}</span> : null}
          <NotificationMessage notification={n} lang={lang} />
        </span>
      </span>
      <span className="flex w-2.5 shrink-0 justify-center pt-1.5">
        {unread ? <span aria-hidden="true" className="size-2.5 rounded-full bg-brand-600" /> : null}
      </span>
    </>
  );
  return (
    <li className="border-b border-line last:border-b-0">
      {href ? (
        <Link {...{ [ITEM]: '' }} to={href} onClick={choose} className={className}>
          {inside}
        </Link>
      ) : (
        <button {...{ [ITEM]: '' }} type="button" onClick={choose} className={className}>
          {inside}
        </button>
      )}
    </li>
  );
}

/**
 * The menu behind `NotificationBell`, once someone reaches for it (SPEC.md section 2, about 29em
 * wide): the title and "mark all as read", the latest notifications (a click marks one read and
 * opens its page in the reader's language), "see all" when there are any, or the empty state.
 * Opening it reads the list again. A dialog: Tab and the arrows move through it, Escape closes it
 * and focus returns to the bell; React Aria places it in both directions.
 */
export function LiveNotificationMenu({
  lang,
  label,
  notifications,
  start,
}: {
  lang: Language;
  label: string;
  notifications: NotificationsState;
  start: LiveStart;
}) {
  const { t } = useTranslation();
  const { trigger, isOpen, setOpen } = useTakeOver(start);
  const { status, fetching, items, unread } = notifications;
  useEffect(() => {
    if (isOpen) void refreshNotifications();
  }, [isOpen]);
  const now = Date.now();
  const close = () => setOpen(false);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <AriaButton ref={trigger} aria-label={label} className={BELL_CLASSES}>
        <BellFace unread={unread > 0} />
      </AriaButton>
      <Popover
        placement="bottom end"
        offset={6}
        className="flex max-h-[min(36rem,calc(100vh-6rem))] w-[min(29em,calc(100vw-1rem))] flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-xl outline-none"
      >
        <Dialog className="flex min-h-0 flex-1 flex-col outline-none">
          <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
            <Heading slot="title" className="text-base font-bold text-brand-950">
              {t('notification_menu.title')}
            </Heading>
            {unread > 0 ? (
              <AriaButton
                onPress={() => void markAllNotificationsRead()}
                className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-700 outline-none hover:bg-brand-50 data-[focus-visible]:outline-3 data-[focus-visible]:outline-solid data-[focus-visible]:outline-accent-500"
              >
                <CheckCheck aria-hidden="true" className="size-4" />
                {t('notification_menu.mark_all')}
              </AriaButton>
            ) : null}
          </div>
          <div
            aria-busy={fetching || undefined}
            className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
          >
            {status !== 'ready' && items.length === 0 ? (
              <MenuSkeleton label={t('notification_menu.loading')} />
            ) : items.length === 0 ? (
              <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
                <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
                  <BellOff aria-hidden="true" className="size-7" />
                </span>
                <p className="font-bold">{t('notification_menu.empty_title')}</p>
                <p className="max-w-xs text-sm text-muted">{t('notification_menu.empty_body')}</p>
              </div>
            ) : (
              <ul aria-label={t('notification_menu.title')} onKeyDown={moveBetweenItems}>
                {items.map((n) => (
                  <MenuItemRow
                    key={n.id}
                    notification={n}
                    lang={lang}
                    now={now}
                    unreadWord={t('notification_menu.unread')}
                    onChosen={close}
                  />
                ))}
              </ul>
            )}
          </div>
          {items.length ? (
            <div className="border-t border-line p-2">
              <Link
                to={`/${lang}/notifications`}
                onClick={close}
                className="block rounded-lg py-2 text-center text-sm font-semibold text-brand-700 outline-none hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
              >
                {t('notification_menu.see_all')}
              </Link>
            </div>
          ) : null}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
