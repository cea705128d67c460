import type { Deal } from '@wasla/shared/contracts/deals';
import type { Language } from '@wasla/shared/languages';
import { Heart, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { LinkButton } from '../../components/ui/link-button';
import { DealStatusBadge } from './deal-status-badge';
import type { DealReply } from './use-deal-action';

/** The heart of a deal: kept among the reader's favourite deals (`{type: 'deal', type_id}`), at once. */
export function FavoriteDealButton({
  deal,
  action,
}: {
  deal: Pick<Deal, 'id' | 'is_favorite' | 'title'>;
  action: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<DealReply>();
  const asked = fetcher.formData?.get('favorite');
  // Shown as asked while the request is on its way; a refusal puts it back.
  const on = asked !== undefined && asked !== null ? asked === 'true' : deal.is_favorite;
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value="favorite" />
      <input type="hidden" name="favorite" value={on ? 'false' : 'true'} />
      <button
        type="submit"
        aria-pressed={on}
        aria-label={t('deals.favorite', { title: deal.title })}
        className="grid size-10 place-items-center rounded-full border border-line bg-surface text-muted outline-none transition-colors hover:text-danger focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500 aria-pressed:text-danger"
      >
        <Heart aria-hidden="true" className={`size-5 ${on ? 'fill-current' : ''}`} />
      </button>
    </fetcher.Form>
  );
}

/** The deal's code, title, status with its sub-stage, its service, the heart and the invoice. */
export function DealHeader({ deal, lang, action }: { deal: Deal; lang: Language; action: string }) {
  const { t } = useTranslation();
  return (
    <header className="grid gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="rounded-lg bg-canvas px-2 py-0.5 text-sm font-semibold text-muted">
          <bdi dir="ltr">{deal.code}</bdi>
        </span>
        <DealStatusBadge status={deal.status} subStage={deal.sub_stage} />
      </div>
      <div className="flex items-start gap-3">
        <h1 className="min-w-0 flex-1 break-words text-2xl font-bold text-brand-950 sm:text-3xl" dir="auto">
          {deal.title || t('deals.untitled')}
        </h1>
        {deal.stage !== 'draft' ? <FavoriteDealButton deal={deal} action={action} /> : null}
      </div>
      <p className="text-sm text-muted">
        {t('deals.on_service')}{' '}
        <Link
          to={`/${lang}/services/${encodeURIComponent(deal.service.slug)}`}
          className="font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          <bdi>{deal.service.name}</bdi>
        </Link>
        {deal.service.available ? null : (
          <span className="ms-2 text-danger">{t('deals.service_unavailable')}</span>
        )}
      </p>
      {deal.dates.paid_at ? (
        <div>
          <LinkButton to={`/${lang}/deals/${deal.id}/invoice`} variant="secondary" size="sm">
            <Receipt aria-hidden="true" className="size-4" />
            {t('deals.invoice.link')}
          </LinkButton>
        </div>
      ) : null}
    </header>
  );
}
