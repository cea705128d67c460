import { MessageSquareReply, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AboutDeal } from './deal-reply';

/**
 * Above the message box while a reply is about a deal: the deal's title and code, and × to write
 * about nothing in particular again (Escape in the box does the same). `id` names the text the box
 * is described by, so the reader hears what the message will be about.
 */
export function AboutDealChip({
  id,
  about,
  onCancel,
}: {
  id: string;
  about: AboutDeal;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const name = about.title.trim() || about.code;
  return (
    <div
      data-about-chip={about.id}
      className="mb-2 flex items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 py-0.5 ps-3 pe-0.5 text-sm text-brand-900"
    >
      <MessageSquareReply aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
      <p id={id} className="min-w-0 flex-1 truncate">
        {t('chat.about.replying', { deal: `\u2068${name}\u2069` })}
        <span className="sr-only"> {t('chat.about.escape_hint')}</span>
      </p>
      {about.title.trim() ? (
        <span className="shrink-0 rounded-md bg-surface px-1.5 py-0.5 text-xs font-semibold text-muted">
          <bdi dir="ltr">{about.code}</bdi>
        </span>
      ) : null}
      <button
        type="button"
        onClick={onCancel}
        aria-label={t('chat.about.cancel')}
        className="grid size-10 shrink-0 place-items-center rounded-lg text-brand-800 outline-none transition-colors hover:bg-brand-100 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
      >
        <X aria-hidden="true" className="size-4.5" />
      </button>
    </div>
  );
}
