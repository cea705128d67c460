import type { ProviderCard as Card } from '@wasla/shared/contracts/discovery';
import { formatNumber } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { Briefcase, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar, photoSources } from '../../components/ui/avatar';
import { RatingBadge } from '../../components/ui/rating-badge';
import { providerPlace } from './provider-format';

/**
 * A provider in a listing: picture, name, kind of account, rating, open services and place. `grid`
 * stacks it for columns; `list` lays it out in one row. `action` is the favourite toggle, kept
 * outside the link so that it stays its own button.
 */
export function ProviderCard({
  provider,
  lang,
  layout = 'grid',
  action,
  eager = false,
}: {
  provider: Card;
  lang: Language;
  layout?: 'grid' | 'list';
  action?: ReactNode;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const href = `/${lang}/provider/${encodeURIComponent(provider.slug)}`;
  const list = layout === 'list';
  const place = providerPlace(provider, lang);
  return (
    <article
      className={`group relative flex h-full rounded-2xl border border-line bg-surface p-4 transition-shadow hover:shadow-md has-[h3_a:focus-visible]:outline-3 has-[h3_a:focus-visible]:outline-offset-2 has-[h3_a:focus-visible]:outline-accent-500 has-[h3_a:focus-visible]:outline-solid ${
        list ? 'flex-row items-start gap-4' : 'flex-col items-center gap-3 pt-6 text-center'
      }`}
    >
      {action ? <div className="absolute end-2 top-2 z-10">{action}</div> : null}
      <div className="relative shrink-0">
        <AvatarImage provider={provider} size={list ? 64 : 80} eager={eager} />
        {provider.is_online ? (
          <span className="absolute end-0.5 bottom-0.5 size-3.5 rounded-full border-2 border-surface bg-success">
            <span className="sr-only">{t('provider_card.online')}</span>
          </span>
        ) : null}
      </div>
      <div className={`flex min-w-0 flex-1 flex-col gap-1.5 ${list ? 'pe-10' : 'w-full items-center'}`}>
        <h3 className={`font-semibold leading-snug ${list ? 'truncate' : 'line-clamp-1 px-8'}`}>
          <Link
            to={href}
            dir="auto"
            className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:underline"
          >
            {provider.name}
          </Link>
        </h3>
        <span className="text-xs font-medium text-brand-700">
          {t(`account_types.${provider.account_type}`, { defaultValue: provider.account_type })}
        </span>
        <RatingBadge rating={provider.rating} count={provider.ratings_count} lang={lang} />
        {provider.bio ? (
          <p dir="auto" className={`text-sm text-muted ${list ? 'line-clamp-2' : 'line-clamp-2 min-h-10'}`}>
            {provider.bio}
          </p>
        ) : null}
        <div
          className={`mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-xs text-muted ${
            list ? '' : 'justify-center'
          }`}
        >
          <span className="inline-flex items-center gap-1">
            <Briefcase aria-hidden="true" className="size-3.5" />
            {t('provider_card.services', {
              count: provider.services_count,
              formatted: formatNumber(provider.services_count, lang),
            })}
          </span>
          {place ? (
            <span className="inline-flex min-w-0 items-center gap-1">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{place}</span>
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}

function AvatarImage({ provider, size, eager }: { provider: Card; size: number; eager: boolean }) {
  if (provider.avatar_url && eager) {
    return (
      <img
        {...photoSources(provider.avatar_url, size)}
        alt=""
        width={size}
        height={size}
        loading="eager"
        decoding="async"
        style={{ width: size, height: size }}
        className="shrink-0 rounded-full bg-brand-50 object-cover"
      />
    );
  }
  return <Avatar name={provider.name} url={provider.avatar_url} size={size} />;
}
