import type { Language } from '@wasla/shared/languages';
import { SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LinkButton } from '../../../components/ui/link-button';

/** Long enough to read one sentence before the page moves on. */
export const GONE_REDIRECT_MS = 5_000;

/**
 * A service that was deleted or is not available (SPEC.md section 8: "This service has been deleted
 * and is no longer available", then the categories page). The sentence is said first, as the page's
 * heading, and the listing follows on its own a few seconds later; the button goes there at once.
 */
export function ServiceGone({ lang, message }: { lang: Language; message: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listing = `/${lang}/category`;
  useEffect(() => {
    const timer = setTimeout(() => navigate(listing, { replace: true }), GONE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, listing]);
  return (
    <section
      aria-labelledby="gone-title"
      className="container-page grid place-items-center py-16 text-center"
    >
      <title>{`${t('listing.title')} | ${t('brand.name')}`}</title>
      <div className="flex max-w-lg flex-col items-center gap-4">
        <span className="grid size-20 place-items-center rounded-full bg-brand-50 text-brand-700">
          <SearchX aria-hidden="true" className="size-9" />
        </span>
        <h1 id="gone-title" className="text-2xl font-bold">
          {message}
        </h1>
        <p className="text-muted">{t('service_page.redirecting')}</p>
        <LinkButton to={listing} variant="primary" replace>
          {t('service_page.browse')}
        </LinkButton>
      </div>
    </section>
  );
}
