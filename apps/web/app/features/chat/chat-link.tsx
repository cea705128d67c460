import type { Language } from '@wasla/shared/languages';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useChatUnread } from './chat-unread';

/**
 * The header's chat icon (SPEC.md section 2: header and mobile header, signed in only): a link to
 * /chat with the number of unread messages on it, and in its name.
 */
export function ChatLink({
  lang,
  userId,
  className = '',
}: {
  lang: Language;
  userId: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const unread = useChatUnread(lang, userId) ?? 0;
  return (
    <NavLink
      to={`/${lang}/chat`}
      aria-label={unread ? t('header.chat_unread', { count: unread }) : t('header.chat')}
      title={t('header.chat')}
      data-unread={unread || undefined}
      className={({ isActive }) =>
        `relative grid size-11 shrink-0 place-items-center rounded-lg outline-none hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500 ${isActive ? 'bg-brand-50 text-brand-700' : 'text-ink'} ${className}`
      }
    >
      <MessageCircle aria-hidden="true" className="size-6 rtl:-scale-x-100" />
      {unread ? (
        <span
          aria-hidden="true"
          className="absolute end-1 top-1 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-danger px-1 text-[0.65rem] leading-none font-bold text-white ring-2 ring-surface"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </NavLink>
  );
}

/** The unread count on another chat link (the dashboard's messages shortcut), with its words for screen readers. */
export function ChatUnreadBadge({ lang, userId }: { lang: Language; userId: number }) {
  const { t } = useTranslation();
  const unread = useChatUnread(lang, userId) ?? 0;
  if (!unread) return null;
  return (
    <span className="absolute -end-1.5 -top-1.5 grid h-5 min-w-5 place-items-center rounded-full bg-danger px-1 text-xs leading-none font-bold text-white ring-2 ring-surface">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="sr-only">{t('chat.unread', { count: unread })}</span>
    </span>
  );
}
