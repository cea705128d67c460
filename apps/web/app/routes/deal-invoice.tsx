import type { DealInvoice } from '@wasla/shared/contracts/deals';
import { formatDate, formatMoney } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { ArrowLeft, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { LinkButton } from '../components/ui/link-button';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { dealIdOf } from '../features/deals/deal-offer.server';
import { DealPageError } from '../features/deals/deal-page-error';
import { dealsApi } from '../features/deals/deals-api.server';
import { ACCOUNT_CATALOG } from '../lib/catalog-groups';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/deal-invoice';

/** `/deals/{id}/invoice`: the invoice of a paid deal for its two parties (`GET /deals/{id}/invoice`), printable. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const invoice = await dealsApi(signedIn.api).invoice(dealIdOf(args.params));
  return withSession(signedIn, { catalog: ACCOUNT_CATALOG, invoice });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(
    args,
    { text: args.loaderData ? `${args.loaderData.invoice.number}` : undefined, key: 'deals.invoice.title' },
    { key: 'deals.invoice.intro' },
  ),
  { name: 'robots', content: 'noindex' },
];

// Printing shows the invoice alone: the site's header, footer and this page's buttons stay off paper.
const PRINT_CSS = `@media print {
  body { background: #fff; }
  body * { visibility: hidden; }
  #deal-invoice, #deal-invoice * { visibility: visible; }
  #deal-invoice { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0; box-shadow: none; }
  @page { margin: 16mm; }
}`;

function Party({ title, party }: { title: string; party: DealInvoice['seller'] }) {
  return (
    <div>
      <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</h2>
      <p className="mt-1 font-semibold">
        <bdi>{party.name}</bdi>
      </p>
    </div>
  );
}

function Lines({ invoice, lang }: { invoice: DealInvoice; lang: Language }) {
  const { t } = useTranslation();
  const m = (amount: string) => formatMoney(amount, invoice.currency, lang);
  const labelOf = (line: DealInvoice['lines'][number]) =>
    line.kind === 'plan'
      ? t('deals.invoice.line_plan', { plan: line.label ? t(`deals.budget.${line.label}`) : '' })
      : line.kind === 'extra'
        ? (line.label ?? t('deals.amounts.extras'))
        : t(`deals.invoice.line_${line.kind}`);
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="border-b border-line text-xs text-muted">
          <th scope="col" className="py-2 text-start font-semibold">
            {t('deals.invoice.item')}
          </th>
          <th scope="col" className="py-2 text-end font-semibold">
            {t('deals.invoice.amount', { currency: invoice.currency })}
          </th>
        </tr>
      </thead>
      <tbody>
        {invoice.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an invoice's lines are fixed; two extras may read alike.
          <tr key={`${line.kind}-${line.label}-${index}`} className="border-b border-line/60">
            <td className="py-2 pe-4" dir="auto">
              {labelOf(line)}
            </td>
            <td className="py-2 text-end tabular-nums">
              <bdi>{line.kind === 'discount' ? `−${m(line.amount)}` : m(line.amount)}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-bold">
          <th scope="row" className="pt-3 text-start">
            {t('deals.amounts.total')}
          </th>
          <td className="pt-3 text-end tabular-nums">
            <bdi>{m(invoice.total)}</bdi>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

export default function Invoice({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { invoice } = loaderData;
  const aed = (amount: string) => formatMoney(amount, 'AED', lang);
  return (
    <div className="container-page grid max-w-3xl gap-4 py-6 sm:py-8">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap justify-between gap-2 print:hidden">
        <LinkButton to={`/${lang}/deals/${invoice.deal_id}`} variant="ghost">
          <ArrowLeft aria-hidden="true" className="size-4.5 rtl:-scale-x-100" />
          {t('deals.pay.go_to_deal')}
        </LinkButton>
        <Button onPress={() => window.print()}>
          <Printer aria-hidden="true" className="size-4.5" />
          {t('deals.invoice.print')}
        </Button>
      </div>
      <article
        id="deal-invoice"
        aria-labelledby="invoice-title"
        className="grid gap-6 rounded-2xl border border-line bg-surface p-5 sm:p-8"
      >
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-xl font-bold text-brand-800">{t('brand.name')}</p>
            <h1 id="invoice-title" className="mt-1 text-2xl font-bold">
              {t('deals.invoice.title')}
            </h1>
          </div>
          <dl className="grid gap-1 text-sm sm:text-end">
            <div>
              <dt className="inline text-muted">{t('deals.invoice.number')} </dt>
              <dd className="inline font-semibold">
                <bdi dir="ltr">{invoice.number}</bdi>
              </dd>
            </div>
            <div>
              <dt className="inline text-muted">{t('deals.invoice.issued')} </dt>
              <dd className="inline font-semibold">
                <time dateTime={invoice.issued_at}>{formatDate(invoice.issued_at, lang)}</time>
              </dd>
            </div>
            <div>
              <dt className="inline text-muted">{t('deals.invoice.deal_code')} </dt>
              <dd className="inline font-semibold">
                <bdi dir="ltr">{invoice.deal_code}</bdi>
              </dd>
            </div>
          </dl>
        </header>
        <div className="grid gap-4 sm:grid-cols-2">
          <Party title={t('deals.invoice.seller')} party={invoice.seller} />
          <Party title={t('deals.invoice.buyer')} party={invoice.buyer} />
        </div>
        <div>
          <p className="font-semibold" dir="auto">
            {invoice.title}
          </p>
          <p className="text-sm text-muted">
            <bdi>{invoice.service.name}</bdi> · <bdi dir="ltr">{invoice.service.code}</bdi>
          </p>
        </div>
        <Lines invoice={invoice} lang={lang} />
        <section
          aria-labelledby="invoice-aed"
          className="grid gap-2 rounded-xl bg-canvas p-4 text-sm print:bg-transparent print:p-0"
        >
          <h2 id="invoice-aed" className="font-semibold">
            {t('deals.invoice.aed_title')}
          </h2>
          <dl className="grid gap-1.5">
            {(
              [
                ['deals.amounts.subtotal', invoice.aed.subtotal],
                ['deals.amounts.service_fee', invoice.aed.service_fee],
                ['deals.amounts.tax', invoice.aed.tax],
                ['deals.amounts.aed_total', invoice.aed.total],
              ] as const
            ).map(([key, amount]) => (
              <div
                key={key}
                className={`flex justify-between gap-4 ${key === 'deals.amounts.aed_total' ? 'font-bold' : ''}`}
              >
                <dt>{t(key)}</dt>
                <dd className="tabular-nums">
                  <bdi>{aed(amount)}</bdi>
                </dd>
              </div>
            ))}
          </dl>
          {invoice.currency !== 'AED' ? (
            <p className="text-xs text-muted">
              {t('deals.amounts.rate', { currency: invoice.currency, rate: invoice.aed.rate })}
            </p>
          ) : null}
        </section>
      </article>
    </div>
  );
}

export { DealPageError as ErrorBoundary };
