import type { Language } from '@wasla/shared/languages';
import { Handshake } from 'lucide-react';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DealCardsContext, useDealEntry } from './deal-card-message';
import { aboutTitle } from './deal-reply';

/**
 * At the top of a message written about a deal: "About: {title}", linking to the deal. The title is
 * the one the conversation's cards read; a deal none of the loaded cards shows is named by its
 * number. The title keeps its own direction inside the reader's sentence.
 */
export function AboutDealLink({ dealId, lang }: { dealId: number; lang: Language }) {
  const { t } = useTranslation();
  const context = useContext(DealCardsContext);
  const title = aboutTitle(useDealEntry(context?.cards, dealId)?.data?.deal);
  return (
    <Link
      to={`/${lang}/deals/${dealId}`}
      data-about-deal={dealId}
      className="mb-1 flex max-w-full items-start gap-1.5 rounded text-xs font-semibold underline-offset-2 opacity-90 outline-none hover:underline hover:opacity-100 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
    >
      <Handshake aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span className="line-clamp-2 min-w-0 break-words">
        {title
          ? t('chat.about.link', { title: `\u2068${title}\u2069` })
          : t('chat.about.link_number', { id: `\u2066${dealId}\u2069` })}
      </span>
    </Link>
  );
}
