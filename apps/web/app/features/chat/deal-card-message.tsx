import type { ChatMessage } from '@wasla/shared/contracts/chat';
import type { Deal, DealReviews } from '@wasla/shared/contracts/deals';
import { formatMoney } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import {
  Ban,
  CircleCheck,
  CircleX,
  CreditCard,
  Gavel,
  Handshake,
  type LucideIcon,
  PackageOpen,
  Repeat,
  RotateCcw,
  Star,
} from 'lucide-react';
import { createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetchers } from 'react-router';
import { LinkButton } from '../../components/ui/link-button';
import { DealActionsBar } from '../deals/deal-actions-bar';
import { DealClocks } from '../deals/deal-clocks';
import { DealStatusBadge } from '../deals/deal-status-badge';
import { newClientId } from './chat-client';
import { timeOf } from './chat-time';
import { type CardEvent, cardEventOf } from './deal-card-events';
import { DealCardReply } from './deal-card-reply';
import type { DealCardEntry, DealCards } from './deal-cards-store';

/** The open conversation's deals, and the instant its page was rendered (for the first paint's clocks). */
export const DealCardsContext = createContext<{ cards: DealCards; renderedAt: number } | null>(null);

const ICONS: Partial<Record<CardEvent, LucideIcon>> = {
  approved: CircleCheck,
  update_approved: CircleCheck,
  accepted: CircleCheck,
  auto_completed: CircleCheck,
  rejected: CircleX,
  update_rejected: CircleX,
  delivery_rejected: CircleX,
  withdrawn: Ban,
  canceled: Ban,
  lapsed: Ban,
  payment_lapsed: Ban,
  edited: Repeat,
  countered: Repeat,
  update_dismissed: Repeat,
  paid: CreditCard,
  delivered: PackageOpen,
  disputed: Gavel,
  released: Gavel,
  refunded: Gavel,
  split: Gavel,
  review_prompt: Star,
};

export function useDealEntry(cards: DealCards | undefined, dealId: number): DealCardEntry | undefined {
  const subscribe = cards?.subscribe ?? noSubscription;
  return useSyncExternalStore(
    subscribe,
    () => cards?.get(dealId),
    () => cards?.get(dealId),
  );
}
const noSubscription = () => () => {};

/**
 * Calls `settled` each time the actions posted to `action` (the deal page's) have all come back,
 * whatever the API answered: a refusal too may mean the deal moved on without this page hearing.
 */
function useActionsSettled(action: string, settled: () => void) {
  const busy = useFetchers().some((fetcher) => fetcher.formAction === action);
  const was = useRef(busy);
  const callback = useRef(settled);
  callback.current = settled;
  useEffect(() => {
    if (was.current && !busy) callback.current();
    was.current = busy;
  }, [busy]);
}

/** The reader's rating and the other side's once published, or the way to write one. */
function ReviewPart({
  deal,
  reviews,
  lang,
  otherName,
}: {
  deal: Deal;
  reviews: DealReviews | null;
  lang: Language;
  otherName: string;
}) {
  const { t } = useTranslation();
  if (deal.stage !== 'completed' || deal.my_parties.includes('support')) return null;
  const closed = reviews?.window_closes_at != null && Date.parse(reviews.window_closes_at) <= Date.now();
  const mine = reviews?.mine ?? null;
  const theirs = reviews?.theirs ?? null;
  return (
    <div className="grid gap-1.5 text-sm">
      {mine ? (
        <p className="flex items-center gap-1.5">
          <Star aria-hidden="true" className="size-4 fill-accent-400 text-accent-500" />
          {t('chat.card.my_rating', { rating: mine.rating })}
        </p>
      ) : null}
      {theirs ? (
        <p className="flex items-center gap-1.5">
          <Star aria-hidden="true" className="size-4 fill-accent-400 text-accent-500" />
          {t('chat.card.their_rating', { name: `\u2068${otherName}\u2069`, rating: theirs.rating })}
        </p>
      ) : null}
      {mine || deal.is_reviewed ? null : closed ? (
        <p className="text-muted">{t('deals.review.closed')}</p>
      ) : (
        <div>
          <LinkButton to={`/${lang}/deals/${deal.id}#deal-reviews`} size="sm">
            <Star aria-hidden="true" className="size-4" />
            {t('chat.card.write_review')}
          </LinkButton>
        </div>
      )}
    </div>
  );
}

/**
 * A deal's card in the conversation (SPEC.md section 7, the chat's deal cards): the step that put it
 * there, and the deal as it stands now (title, total, status, its countdowns). The newest card of a
 * deal also offers what the reader may do now, drawn from the deal's `actions` as on the deal page
 * and posted to the deal page's own action; the deal is read again once that comes back, and when a
 * newer card of it arrives. It is also where a reply about the deal starts, while its chat is open.
 */
export function DealCardMessage({
  message,
  lang,
  timeZone,
  latest,
  meId,
}: {
  message: ChatMessage;
  lang: Language;
  timeZone: string;
  /** The newest card of its deal in the conversation: the one with the actions. */
  latest: boolean;
  meId: number;
}) {
  const { t } = useTranslation();
  const context = useContext(DealCardsContext);
  const dealId = message.card?.deal_id ?? 0;
  const entry = useDealEntry(context?.cards, dealId);
  const action = `/${lang}/deals/${dealId}`;
  const event = cardEventOf(message.body);
  const Icon = (event && ICONS[event]) ?? Handshake;
  const deal = entry?.data?.deal;
  // A fresh Idempotency-Key for each version of the deal shown: one per try of a payout or a cancel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key whenever the deal is read again
  const attempt = useMemo(() => newClientId(), [deal]);
  useActionsSettled(action, () => context?.cards.refresh(dealId));
  const headingId = `card-${message.seq}`;
  const other = deal ? (deal.client.id === meId ? deal.provider : deal.client) : null;

  return (
    <article
      aria-labelledby={headingId}
      data-deal-card={dealId}
      data-latest={latest || undefined}
      className="my-1 grid w-full max-w-md gap-3 self-center rounded-2xl border border-line bg-surface p-3.5 text-sm shadow-sm sm:p-4"
    >
      <header className="flex items-center gap-2">
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-4.5" />
        </span>
        <h3 id={headingId} className="min-w-0 flex-1 font-semibold">
          {event ? t(`chat.card.events.${event}`) : t('chat.card_preview')}
        </h3>
        <time dateTime={message.created_at} className="shrink-0 text-xs text-muted">
          {timeOf(message.created_at, lang, timeZone)}
        </time>
      </header>
      {deal ? (
        <>
          <div className="grid gap-1.5">
            <div className="flex flex-wrap items-center gap-2">
              <span className="rounded-lg bg-canvas px-2 py-0.5 text-xs font-semibold text-muted">
                <bdi dir="ltr">{deal.code}</bdi>
              </span>
              <DealStatusBadge status={deal.status} subStage={deal.sub_stage} />
            </div>
            <p className="break-words text-base font-bold" dir="auto">
              {deal.title || t('deals.untitled')}
            </p>
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="text-muted">{t('deals.amounts.total')}</span>
              <bdi className="font-bold tabular-nums">{formatMoney(deal.total, deal.currency, lang)}</bdi>
            </p>
          </div>
          {latest ? <DealClocks deal={deal} lang={lang} renderedAt={context?.renderedAt ?? 0} /> : null}
          {message.kind === 'review' && other ? (
            <ReviewPart
              deal={deal}
              reviews={entry?.data?.reviews ?? null}
              lang={lang}
              otherName={other.name}
            />
          ) : null}
          {latest ? (
            <DealActionsBar
              deal={deal}
              lang={lang}
              action={action}
              service={null}
              rates={null}
              attempt={attempt}
              deliveryId={message.kind === 'delivery' ? message.card?.delivery_id : undefined}
            />
          ) : null}
          {latest ? (
            <DealCardReply
              deal={deal}
              lang={lang}
              timeZone={timeZone}
              renderedAt={context?.renderedAt ?? 0}
            />
          ) : null}
        </>
      ) : entry?.status === 'missing' ? (
        <p className="text-muted">{t('chat.card.missing')}</p>
      ) : entry?.status === 'error' ? null : (
        <div aria-hidden="true" className="grid gap-2">
          <span className="h-4 w-2/3 animate-pulse rounded bg-canvas" />
          <span className="h-4 w-1/3 animate-pulse rounded bg-canvas" />
        </div>
      )}
      {entry?.status === 'error' ? (
        <p role="alert" className="flex flex-wrap items-center gap-x-2 text-danger">
          {t('chat.card.failed')}
          <button
            type="button"
            onClick={() => context?.cards.refresh(dealId)}
            className="inline-flex items-center gap-1 rounded font-semibold underline-offset-2 outline-none hover:underline focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
          >
            <RotateCcw aria-hidden="true" className="size-3.5" />
            {t('chat.retry')}
          </button>
        </p>
      ) : null}
      {entry?.status === 'missing' ? null : (
        <Link
          to={action}
          className="justify-self-start rounded font-semibold text-brand-700 underline-offset-2 outline-none hover:underline focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
        >
          {t('chat.open_deal')}
        </Link>
      )}
    </article>
  );
}
