import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

/** Title of an account page, with the way back to the profile it belongs to. */
export function AccountPageHeader({
  title,
  intro,
  back = 'my-profile',
}: {
  title: string;
  intro?: string;
  back?: string;
}) {
  const { t } = useTranslation();
  const { lang } = useParams();
  return (
    <header>
      <Link
        to={`/${lang}/${back}`}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        {/* An arrow pointing back: to the right in right-to-left pages, to the left otherwise. */}
        <ArrowRight aria-hidden="true" className="size-4 ltr:-scale-x-100" />
        {t(`account.back_to.${back}`)}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-brand-950 sm:text-3xl">{title}</h1>
      {intro ? <p className="mt-1 text-muted">{intro}</p> : null}
    </header>
  );
}
