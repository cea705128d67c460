import { Download, List, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { LinkButton } from '../components/ui/link-button';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { dealIdOf } from '../features/deals/deal-offer.server';
import { LoadErrorPanel } from '../features/errors/load-error-panel';
import { INVOICE_PRINT_CSS, InvoiceSheet } from '../features/invoices/invoice-sheet';
import { invoicesApi } from '../features/invoices/invoices-api.server';
import { ACCOUNT_CATALOG } from '../lib/catalog-groups';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/invoice-page';

/**
 * `/invoices/{id}`: one of my invoices (`GET /invoices/{id}`), printable, with its PDF through this
 * host (`/invoices/{id}/pdf`). Anyone else's invoice is the 404 page, as one that does not exist.
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const invoice = await invoicesApi(signedIn.api).invoice(dealIdOf(args.params));
  return withSession(signedIn, { catalog: ACCOUNT_CATALOG, invoice });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(
    args,
    { text: args.loaderData?.invoice.number ?? undefined, key: 'invoices.title' },
    { key: 'invoices.list_intro' },
  ),
  { name: 'robots', content: 'noindex' },
];

export default function InvoicePage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { invoice } = loaderData;
  return (
    <div className="container-page grid max-w-3xl gap-4 py-6 sm:py-8">
      <style>{INVOICE_PRINT_CSS}</style>
      <div className="flex flex-wrap justify-between gap-2 print:hidden">
        <LinkButton to={`/${lang}/invoices`} variant="ghost">
          <List aria-hidden="true" className="size-4.5" />
          {t('invoices.back')}
        </LinkButton>
        <div className="flex flex-wrap gap-2">
          <LinkButton to={`/${lang}/invoices/${invoice.id}/pdf`} variant="secondary" reloadDocument download>
            <Download aria-hidden="true" className="size-4.5" />
            {t('invoices.download_pdf')}
          </LinkButton>
          <Button onPress={() => window.print()}>
            <Printer aria-hidden="true" className="size-4.5" />
            {t('invoices.print')}
          </Button>
        </div>
      </div>
      <InvoiceSheet invoice={invoice} lang={lang} />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className="container-page py-6">
      <LoadErrorPanel title="invoices.load_failed" retry="invoices.retry" />
    </div>
  );
}
