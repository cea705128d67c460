import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { FavoriteReply } from './discovery-actions.server';

/**
 * The heart of a card or a page. It shows the new state at once (the request follows) and falls back
 * if the server refuses. Guests get a link to log in: favourites need an account (SPEC.md section 6).
 */
export function FavoriteButton({
  type,
  id,
  favorite,
  action,
  loginHref,
  signedIn,
  name,
}: {
  type: 'service' | 'provider';
  id: number;
  favorite: boolean;
  action: string;
  loginHref: string;
  signedIn: boolean;
  name: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<FavoriteReply>();
  const pending = fetcher.formData ? fetcher.formData.get('favorite') === 'true' : undefined;
  const settled = fetcher.data?.ok ? fetcher.data.favorite : favorite;
  const on = pending ?? settled;
  const label = t(on ? 'favorite.remove' : 'favorite.add', { name });
  const classes =
    'grid size-10 place-items-center rounded-full bg-surface/95 shadow-sm outline-none hover:bg-surface focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500';
  const icon = (
    <Heart aria-hidden="true" className={`size-5 ${on ? 'fill-danger text-danger' : 'text-ink'}`} />
  );
  if (!signedIn) {
    return (
      <a href={loginHref} aria-label={t('favorite.login', { name })} className={classes}>
        {icon}
      </a>
    );
  }
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value="favorite" />
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="type_id" value={id} />
      <input type="hidden" name="favorite" value={String(!on)} />
      <button type="submit" aria-pressed={on} aria-label={label} className={classes}>
        {icon}
      </button>
    </fetcher.Form>
  );
}
