import type { Deal } from '@wasla/shared/contracts/deals';
import { formatDateTime } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { useTranslation } from 'react-i18next';
import { Block } from './deal-view';

/** Who made a change, as history writes it (`user:12`, `timer`, `support:3`…), in words. */
function useActorName(deal: Deal) {
  const { t } = useTranslation();
  return (by: string) => {
    const [kind, id] = by.split(':');
    if (kind === 'timer' || kind === 'system') return t('deals.history.by_timer');
    if (kind === 'user' || kind === 'client' || kind === 'provider') {
      const number = Number(id);
      if (number === deal.client.id || kind === 'client') return deal.client.name;
      if (number === deal.provider.id || kind === 'provider') return deal.provider.name;
    }
    return t('deals.history.by_support');
  };
}

/** A reason code of a refusal or a cancellation in words; free text as it was written. */
export function useReasonText() {
  const { t, i18n } = useTranslation();
  return (reason: string) => {
    const key = `deals.reasons.${reason}`;
    return i18n.exists(key) ? t(key) : reason;
  };
}

/** The deal's history, oldest first: each change, who made it, when, and the reason given. */
export function DealTimeline({ deal, lang }: { deal: Deal; lang: Language }) {
  const { t, i18n } = useTranslation();
  const actor = useActorName(deal);
  const reasonText = useReasonText();
  if (!deal.history.length) return null;
  return (
    <Block id="deal-history" title={t('deals.history.title')}>
      <ol className="relative grid gap-4 border-s-2 border-brand-100 ps-5">
        {deal.history.map((entry) => {
          const key = `deals.history.events.${entry.event}`;
          return (
            // History only grows, and one event happens once at one instant.
            <li key={`${entry.at}-${entry.event}-${entry.to}`} className="relative">
              <span
                aria-hidden="true"
                className="absolute -start-[1.69rem] top-1 size-3 rounded-full border-2 border-surface bg-brand-600"
              />
              <p className="font-semibold">{i18n.exists(key) ? t(key) : entry.event}</p>
              <p className="text-xs text-muted">
                <bdi>{actor(entry.by)}</bdi>
                {' · '}
                <time dateTime={entry.at}>{formatDateTime(entry.at, lang)}</time>
              </p>
              {entry.reason ? (
                <p className="mt-1 text-sm text-ink/80" dir="auto">
                  {reasonText(entry.reason)}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </Block>
  );
}
