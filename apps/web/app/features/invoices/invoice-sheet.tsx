import { type InvoiceDocument, lineParamsIn } from '@wasla/shared/contracts/invoices';
import { formatDate, formatMoney } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { useTranslation } from 'react-i18next';

/** The element a printed invoice shows alone (see INVOICE_PRINT_CSS). */
export const INVOICE_SHEET_ID = 'invoice-sheet';

// Printing shows the invoice alone: the site's header, footer and the page's buttons stay off paper.
export const INVOICE_PRINT_CSS = `@media print {
  body { background: #fff; }
  body * { visibility: hidden; }
  #${INVOICE_SHEET_ID}, #${INVOICE_SHEET_ID} * { visibility: visible; }
  #${INVOICE_SHEET_ID} { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0; box-shadow: none; }
  @page { size: A4; margin: 16mm; }
}`;

function Party({ title, lines }: { title: string; lines: (string | null)[] }) {
  return (
    <div>
      <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</h2>
      {lines
        .filter((line): line is string => Boolean(line))
        .map((line, index) => (
          <p key={line} className={index === 0 ? 'mt-1 font-semibold' : 'text-sm text-muted'}>
            <bdi>{line}</bdi>
          </p>
        ))}
    </div>
  );
}

/**
 * An invoice, or a quote before payment (no number yet), as the buyer reads and prints it: seller
 * and buyer, the lines, discount, tax and total in AED, and the total in the buyer's currency at the
 * rate stored with it. Plans and promotions show their quotes with it too.
 */
export function InvoiceSheet({ invoice, lang }: { invoice: InvoiceDocument; lang: Language }) {
  const { t } = useTranslation();
  const aed = (amount: string) => formatMoney(amount, invoice.currency, lang);
  const { seller, buyer, buyer_currency: other } = invoice;
  const totals: [string, string, boolean][] = [
    [t('invoices.subtotal'), aed(invoice.subtotal), false],
    [t('invoices.discount'), aed(invoice.discount), false],
    [t('invoices.tax', { percentage: invoice.tax_percentage }), aed(invoice.tax), false],
    [t('invoices.total'), aed(invoice.total), true],
  ];
  return (
    <article
      id={INVOICE_SHEET_ID}
      aria-labelledby="invoice-title"
      className="grid gap-6 rounded-2xl border border-line bg-surface p-5 sm:p-8"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-xl font-bold text-brand-800">{t('brand.name')}</p>
          <h1 id="invoice-title" className="mt-1 text-2xl font-bold">
            {invoice.number ? t('invoices.title') : t('invoices.quote_title')}
          </h1>
        </div>
        <dl className="grid gap-1 text-sm sm:text-end">
          <div>
            <dt className="inline text-muted">{t('invoices.kind')}: </dt>
            <dd className="inline font-semibold">{t(`invoices.kinds.${invoice.kind}`)}</dd>
          </div>
          {invoice.number ? (
            <div>
              <dt className="inline text-muted">{t('invoices.number')}: </dt>
              <dd className="inline font-semibold">
                <bdi dir="ltr">{invoice.number}</bdi>
              </dd>
            </div>
          ) : null}
          {invoice.issued_at ? (
            <div>
              <dt className="inline text-muted">{t('invoices.issued')}: </dt>
              <dd className="inline font-semibold">
                <time dateTime={invoice.issued_at}>{formatDate(invoice.issued_at, lang)}</time>
              </dd>
            </div>
          ) : null}
        </dl>
      </header>
      <div className="grid gap-4 sm:grid-cols-2">
        <Party
          title={t('invoices.seller')}
          lines={[seller.name, seller.address, `${t('invoices.trn')}: ${seller.tax_registration_number}`]}
        />
        <Party
          title={t('invoices.buyer')}
          lines={[
            buyer.name,
            `${t('invoices.account')}: ${buyer.code}`,
            buyer.email ? `${t('invoices.email')}: ${buyer.email}` : null,
            buyer.country ? `${t('invoices.country')}: ${buyer.country}` : null,
          ]}
        />
      </div>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-line text-xs text-muted">
            <th scope="col" className="py-2 text-start font-semibold">
              {t('invoices.item')}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {t('invoices.quantity')}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {t('invoices.unit_price')}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {t('invoices.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an invoice's lines never change; two may read alike.
            <tr key={index} className="border-b border-line/60">
              <td className="py-2 pe-4">
                {t(line.description_key, lineParamsIn(line.description_params, lang))}
              </td>
              <td className="py-2 text-end tabular-nums">{line.quantity}</td>
              <td className="py-2 ps-4 text-end tabular-nums">
                <bdi>{aed(line.unit_amount)}</bdi>
              </td>
              <td className="py-2 ps-4 text-end tabular-nums">
                <bdi>{aed(line.amount)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-label={t('invoices.total')} className="grid gap-2 text-sm sm:ms-auto sm:w-80">
        <dl className="grid gap-1.5">
          {totals.map(([label, amount, strong]) => (
            <div
              key={label}
              className={`flex justify-between gap-4 ${strong ? 'border-t border-line pt-2 text-base font-bold' : ''}`}
            >
              <dt>{label}</dt>
              <dd className="tabular-nums">
                <bdi>{amount}</bdi>
              </dd>
            </div>
          ))}
          {other.currency !== invoice.currency ? (
            <div className="flex justify-between gap-4 text-muted">
              <dt>{t('invoices.buyer_total', { currency: other.currency })}</dt>
              <dd className="tabular-nums">
                <bdi>{formatMoney(other.total, other.currency, lang)}</bdi>
              </dd>
            </div>
          ) : null}
        </dl>
        {other.currency !== invoice.currency ? (
          <p className="text-xs text-muted">
            {t('invoices.rate', {
              rate: other.rate,
              currency: other.currency,
              date: formatDate(other.rated_at, lang),
            })}
          </p>
        ) : null}
      </section>
      <p className="text-xs text-muted">{t('invoices.aed_note')}</p>
    </article>
  );
}
