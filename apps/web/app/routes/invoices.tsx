import type { InvoiceSummary } from '@wasla/shared/contracts/invoices';
import { formatDate, formatMoney } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, redirect } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { Pagination } from '../components/ui/pagination';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { LoadErrorPanel } from '../features/errors/load-error-panel';
import { invoicesApi } from '../features/invoices/invoices-api.server';
import { ACCOUNT_CATALOG } from '../lib/catalog-groups';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/invoices';

const pageHref = (lang: Language, page: number) =>
  page > 1 ? `/${lang}/invoices?page=${page}` : `/${lang}/invoices`;

/** `/invoices`: my invoices (`GET /invoices`), newest first, in pages. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const requested = Number(new URL(args.request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
  const list = await invoicesApi(signedIn.api).page(page);
  const last = Math.max(list.meta.last_page, 1);
  if (page > last) throw redirect(pageHref(signedIn.lang, last));
  return withSession(signedIn, { catalog: ACCOUNT_CATALOG, items: list.data, meta: list.meta });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'invoices.list_title' }, { key: 'invoices.list_intro' }),
  { name: 'robots', content: 'noindex' },
];

function Row({ invoice, lang }: { invoice: InvoiceSummary; lang: Language }) {
  const { t } = useTranslation();
  const other = invoice.buyer_currency;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-b border-line/60 py-3 last:border-0">
      <div>
        <Link to={`/${lang}/invoices/${invoice.id}`} className="font-semibold text-brand-800 hover:underline">
          <bdi dir="ltr">{invoice.number}</bdi>
        </Link>
        <p className="text-sm text-muted">
          {t(`invoices.kinds.${invoice.kind}`)} ·{' '}
          <time dateTime={invoice.issued_at}>{formatDate(invoice.issued_at, lang)}</time>
        </p>
      </div>
      <div className="text-end">
        <p className="font-semibold tabular-nums">
          <bdi>{formatMoney(invoice.total, invoice.currency, lang)}</bdi>
        </p>
        {other.currency !== invoice.currency ? (
          <p className="text-xs text-muted tabular-nums">
            <bdi>{formatMoney(other.total, other.currency, lang)}</bdi>
          </p>
        ) : null}
      </div>
    </li>
  );
}

export default function Invoices({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { items, meta } = loaderData;
  return (
    <div className="grid gap-4">
      <header>
        <h1 className="text-2xl font-bold">{t('invoices.list_title')}</h1>
        <p className="text-sm text-muted">{t('invoices.list_intro')}</p>
      </header>
      {items.length ? (
        <section
          aria-label={t('invoices.list_title')}
          className="rounded-2xl border border-line bg-surface px-5"
        >
          <ul>
            {items.map((invoice) => (
              <Row key={invoice.id} invoice={invoice} lang={lang} />
            ))}
          </ul>
        </section>
      ) : (
        <EmptyState icon={ReceiptText} title={t('invoices.empty')} />
      )}
      {meta.last_page > 1 ? (
        <Pagination
          current={meta.current_page}
          last={meta.last_page}
          hrefOf={(page) => pageHref(lang, page)}
        />
      ) : null}
    </div>
  );
}

/** A list that could not be read says so inside the dashboard and offers to try again. */
export function ErrorBoundary() {
  return <LoadErrorPanel title="invoices.load_failed" retry="invoices.retry" />;
}
