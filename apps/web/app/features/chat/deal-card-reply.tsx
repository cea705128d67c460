import type { Deal } from '@wasla/shared/contracts/deals';
import { formatDateTime } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { MessageSquareLock, MessageSquareReply } from 'lucide-react';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useMinuteClock } from '../deals/deal-clocks';
import { aboutDealOf, dealChatWindow } from './deal-reply';
import { DealReplyContext } from './deal-reply-context';

/**
 * Under a deal's newest card: "Reply about this deal" while its chat is open (decision 0027, point
 * 9), which turns the composer to the deal; once closed, when it closed, in the reader's language
 * and time zone. It follows the clock, so a window that ends while the page is open closes here too.
 */
export function DealCardReply({
  deal,
  lang,
  timeZone,
  renderedAt,
}: {
  deal: Deal;
  lang: Language;
  timeZone: string;
  renderedAt: number;
}) {
  const { t } = useTranslation();
  const reply = useContext(DealReplyContext);
  const now = useMinuteClock(renderedAt);
  const chat = dealChatWindow(deal, now);
  if (chat.open) {
    if (!reply) return null;
    return (
      <div>
        <Button variant="secondary" size="sm" onPress={() => reply(aboutDealOf(deal))}>
          <MessageSquareReply aria-hidden="true" className="size-4.5 rtl:-scale-x-100" />
          {t('chat.about.reply')}
        </Button>
      </div>
    );
  }
  return (
    <p className="flex items-start gap-1.5 text-xs text-muted">
      <MessageSquareLock aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>
        {chat.closedAt
          ? t('chat.about.closed_on', { date: formatDateTime(chat.closedAt, lang, timeZone) })
          : t('chat.about.closed')}
      </span>
    </p>
  );
}
