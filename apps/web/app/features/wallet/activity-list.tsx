import type { Activity } from '@wasla/shared/contracts/wallet';
import { formatDateTime } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { ArrowDownLeft, ArrowUpRight, ChevronRight, ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { LinkButton } from '../../components/ui/link-button';
import { Pagination } from '../../components/ui/pagination';
import { isAvailable } from '../../lib/features';
import { StatusBadge } from './status-badge';
import { showAed } from './wallet-money';

/** The page of the product that shows what caused an activity, where there is one yet. */
export function referenceHref(lang: Language, reference: Activity['reference']): string | undefined {
  if (!reference) return undefined;
  switch (reference.kind) {
    case 'wallet_charge':
      return `/${lang}/retrieve-charge?charge_id=${reference.id}`;
    case 'withdrawal':
      return `/${lang}/withdraw#withdrawal-${reference.id}`;
    case 'deal':
      return isAvailable('deals') ? `/${lang}/deals/${reference.id}` : undefined;
    case 'plan':
      return isAvailable('plans') ? `/${lang}/my-subscription` : undefined;
    default:
      return undefined;
  }
}

/** "+AED 250.00" or "-AED 250.00", the sign where the language puts a minus. */
export function signedAmount(activity: Pick<Activity, 'amount' | 'sign' | 'currency'>, lang: Language) {
  const negative = showAed(`-${activity.amount}`, lang, activity.currency);
  return activity.sign === '-' ? negative : negative.replace('-', '+');
}

function ActivityRow({ activity, lang }: { activity: Activity; lang: Language }) {
  const { t } = useTranslation();
  const incoming = activity.sign === '+';
  const Icon = incoming ? ArrowDownLeft : ArrowUpRight;
  const href = referenceHref(lang, activity.reference);
  return (
    <li id={`activity-${activity.id}`} className="flex items-start gap-3 py-3.5">
      <span
        className={`grid size-10 shrink-0 place-items-center rounded-full ${incoming ? 'bg-success/10 text-success' : 'bg-brand-50 text-brand-800'}`}
      >
        <Icon aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      </span>
      <div className="flex min-w-0 flex-1 items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">{t(`wallet.activity.types.${activity.type}`)}</p>
          <p className="text-sm text-muted">
            <time dateTime={activity.date}>{formatDateTime(activity.date, lang)}</time>
          </p>
          {href ? (
            <Link
              to={href}
              className="mt-1 inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 outline-none hover:underline focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
            >
              {t('wallet.activity.details')}
              <span className="sr-only">: {t(`wallet.activity.types.${activity.type}`)}</span>
              <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </Link>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5 text-end">
          <p
            className={`font-bold tabular-nums ${incoming ? 'text-success' : 'text-ink'} ${activity.status === 'returned' ? 'line-through decoration-muted' : ''}`}
          >
            <span className="sr-only">
              {t(incoming ? 'wallet.activity.incoming' : 'wallet.activity.outgoing')}{' '}
            </span>
            <bdi>{signedAmount(activity, lang)}</bdi>
          </p>
          <StatusBadge status={activity.status} />
        </div>
      </div>
    </li>
  );
}

/** Stand-ins of the rows while another page of activities is being read. */
export function ActivitySkeleton() {
  return (
    <ul aria-hidden="true" className="divide-y divide-line">
      {[0, 1, 2, 3].map((n) => (
        <li key={n} className="flex animate-pulse items-center gap-3 py-3.5">
          <span className="size-10 rounded-full bg-brand-50" />
          <span className="grid flex-1 gap-2">
            <span className="h-4 w-40 rounded-full bg-brand-50" />
            <span className="h-3 w-28 rounded-full bg-canvas" />
          </span>
          <span className="h-5 w-24 rounded-full bg-brand-50" />
        </li>
      ))}
    </ul>
  );
}

/** The account's activities, newest first, a page at a time (SPEC.md section 7). */
export function ActivityList({
  lang,
  activities,
  page,
  last,
  loading,
}: {
  lang: Language;
  activities: Activity[];
  page: number;
  last: number;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="activity-title"
      aria-busy={loading || undefined}
      className="grid gap-3 rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="activity-title" tabIndex={-1} className="text-lg font-bold outline-none">
        {t('wallet.activity.title')}
      </h2>
      {loading ? (
        <ActivitySkeleton />
      ) : activities.length === 0 ? (
        <EmptyState
          icon={ReceiptText}
          headingLevel={3}
          title={t('wallet.activity.empty_title')}
          body={t('wallet.activity.empty_body')}
          action={<LinkButton to={`/${lang}/top-up-wallet`}>{t('wallet.top_up')}</LinkButton>}
        />
      ) : (
        <ul className="divide-y divide-line">
          {activities.map((activity) => (
            <ActivityRow key={activity.id} activity={activity} lang={lang} />
          ))}
        </ul>
      )}
      {loading ? null : (
        <Pagination
          current={page}
          last={last}
          hrefOf={(n) => `/${lang}/my-wallet${n > 1 ? `?page=${n}` : ''}`}
          label={t('wallet.activity.pages')}
        />
      )}
    </section>
  );
}
