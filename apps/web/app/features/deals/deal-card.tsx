import type { DealCard as Card } from '@wasla/shared/contracts/deals';
import { formatDate, formatMoney } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { NextClock } from './deal-clocks';
import { FavoriteDealButton } from './deal-header';
import { DealStatusBadge } from './deal-status-badge';

/**
 * A deal in a list: its code and title (the link to the deal), the other party, the status with its
 * sub-stage, the total, the next countdown and the heart.
 */
export function DealCard({
  deal,
  lang,
  meId,
  renderedAt,
}: {
  deal: Card;
  lang: Language;
  meId: number;
  renderedAt: number;
}) {
  const { t } = useTranslation();
  const other = deal.client.id === meId ? deal.provider : deal.client;
  const otherSide = deal.client.id === meId ? 'provider' : 'client';
  const href = deal.status === 'draft' ? `/${lang}/deals/${deal.id}/edit` : `/${lang}/deals/${deal.id}`;
  return (
    <li className="relative grid gap-3 rounded-2xl border border-line bg-surface p-4 transition-colors focus-within:border-brand-300 hover:border-brand-300 sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <span className="rounded-lg bg-canvas px-2 py-0.5 text-xs font-semibold text-muted">
          <bdi dir="ltr">{deal.code}</bdi>
        </span>
        <DealStatusBadge status={deal.status} subStage={deal.sub_stage} />
      </div>
      <div className="flex items-start gap-3">
        <h3 className="min-w-0 flex-1 text-base font-bold sm:text-lg">
          {/* The title's link covers the card; the heart sits above it. */}
          <Link
            to={href}
            className="break-words outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:underline"
            dir="auto"
          >
            {deal.title || t('deals.untitled')}
          </Link>
        </h3>
        {deal.status !== 'draft' ? (
          <div className="relative z-10">
            <FavoriteDealButton deal={deal} action={`/${lang}/deals/${deal.id}`} />
          </div>
        ) : null}
      </div>
      <p className="truncate text-sm text-muted" dir="auto">
        {deal.service.name}
      </p>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2">
          <Avatar name={other.name} url={other.photo} size={32} />
          <div className="min-w-0 text-sm">
            <p className="text-xs text-muted">{t(`deals.party.${otherSide}`)}</p>
            <p className="truncate font-semibold">
              <bdi>{other.name}</bdi>
            </p>
          </div>
        </div>
        <div className="grid justify-items-end gap-0.5 text-end">
          <span className="text-xs text-muted">{t('deals.amounts.total')}</span>
          <bdi className="font-bold tabular-nums">{formatMoney(deal.total, deal.currency, lang)}</bdi>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3 text-xs text-muted">
        <time dateTime={deal.dates.created_at}>
          {t('deals.list.created', { date: formatDate(deal.dates.created_at, lang) })}
        </time>
        <NextClock nextDue={deal.next_due} renderedAt={renderedAt} />
      </div>
    </li>
  );
}
