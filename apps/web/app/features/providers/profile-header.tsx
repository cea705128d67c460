import type { ProviderDetail } from '@wasla/shared/contracts/discovery';
import { formatDate, formatNumber } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { CalendarDays, Eye, MapPin, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { LinkButton } from '../../components/ui/link-button';
import { RatingBadge } from '../../components/ui/rating-badge';
import { SubRatings } from '../reviews/sub-ratings';
import { providerPlace } from './provider-format';

/**
 * The top of a provider's profile: picture, name, kind of account, rating with its sub-ratings,
 * where they are, since when, how often seen, followers and following, and the actions (follow,
 * favourite, share, report; on one's own profile a link to edit it instead, as one neither follows
 * nor reports oneself).
 */
export function ProfileHeader({
  provider,
  lang,
  follow,
  actions,
  reviewsHref,
}: {
  provider: ProviderDetail;
  lang: Language;
  /** The follow button, first and widest. */
  follow: ReactNode;
  /** Favourite, share and report, under it. */
  actions: ReactNode;
  reviewsHref: string;
}) {
  const { t } = useTranslation();
  const place = providerPlace(provider, lang);
  const stats = [
    { key: 'followers', value: provider.followers_count },
    { key: 'following', value: provider.following_count },
    { key: 'services', value: provider.provided_count + provider.requested_count },
  ] as const;
  return (
    <section aria-labelledby="provider-name" className="rounded-2xl border border-line bg-surface p-5 sm:p-7">
      <div className="flex flex-col gap-5 md:flex-row md:items-start">
        <div className="relative shrink-0 self-center md:self-start">
          <ProfileAvatar provider={provider} />
          {provider.is_online ? (
            <span className="absolute end-1.5 bottom-1.5 size-5 rounded-full border-3 border-surface bg-success">
              <span className="sr-only">{t('provider_card.online')}</span>
            </span>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col items-center gap-2.5 text-center md:items-start md:text-start">
          <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 md:justify-start">
            <h1 id="provider-name" className="text-2xl font-bold leading-snug break-words sm:text-3xl">
              <bdi>{provider.name}</bdi>
            </h1>
            <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
              {t(`account_types.${provider.account_type}`, { defaultValue: provider.account_type })}
            </span>
          </div>
          <Link
            to={reviewsHref}
            preventScrollReset
            className="rounded-md outline-none hover:underline focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
          >
            <RatingBadge rating={provider.rating} count={provider.ratings_count} lang={lang} />
          </Link>
          <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1.5 text-sm text-muted md:justify-start">
            {place ? (
              <li className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {place}
              </li>
            ) : null}
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
              {t('provider_page.member_since', { date: formatDate(provider.member_since, lang) })}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Eye aria-hidden="true" className="size-4 shrink-0" />
              {t('service_page.views', {
                count: provider.views,
                formatted: formatNumber(provider.views, lang),
              })}
            </li>
          </ul>
          <dl className="mt-1 flex flex-wrap justify-center gap-2 md:justify-start">
            {stats.map((stat) => (
              <div
                key={stat.key}
                className="flex min-w-24 flex-col items-center rounded-xl bg-canvas px-4 py-2 md:items-start"
              >
                <dt className="order-2 text-xs text-muted">{t(`provider_page.stat_${stat.key}`)}</dt>
                <dd className="order-1 text-lg font-bold">{formatNumber(stat.value, lang)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="flex w-full flex-col gap-2 md:w-56">
          {provider.is_own ? (
            <LinkButton to={`/${lang}/my-profile`} variant="secondary">
              <Pencil aria-hidden="true" className="size-4.5" />
              {t('provider_page.edit_profile')}
            </LinkButton>
          ) : (
            <>
              {follow}
              <div className="flex flex-wrap items-center justify-center gap-1">{actions}</div>
            </>
          )}
        </div>
      </div>
      {provider.ratings_count ? (
        <div className="mt-6 border-t border-line pt-5">
          <h2 className="sr-only">{t('provider_page.ratings')}</h2>
          <SubRatings ratings={provider.sub_ratings} />
        </div>
      ) : null}
    </section>
  );
}

/** The profile's picture, loaded at once: it is the first thing on the page. */
function ProfileAvatar({ provider }: { provider: ProviderDetail }) {
  const size = 112;
  if (!provider.avatar_url) return <Avatar name={provider.name} url={null} size={size} />;
  return (
    <img
      src={provider.avatar_url}
      alt=""
      width={size}
      height={size}
      decoding="async"
      fetchPriority="high"
      style={{ width: size, height: size }}
      className="rounded-full bg-brand-50 object-cover ring-4 ring-brand-50"
    />
  );
}
