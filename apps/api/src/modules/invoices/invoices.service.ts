import type { InvoiceDocument, InvoiceListQuery } from '@wasla/shared/contracts/invoices';
import type { Language } from '@wasla/shared/languages';
import type { Database } from '../../db/client';
import { errors } from '../../lib/http/app-error';
import type { UserActor } from '../../lib/policy/actor';
import { renderInvoicePdf } from './invoice-pdf';
import { documentOfRow, summaryOfRow } from './invoices.presenter';
import { invoicesRepository as repo } from './invoices.repository';

/**
 * An account's own invoices. Only the buyer reads an invoice: anyone else is answered 404 exactly
 * like an id that does not exist, so invoice ids reveal nothing.
 */
export function createInvoices(db: Database) {
  const own = async (actor: UserActor, id: number) => {
    const row = await repo.ofBuyer(db, actor.id, id);
    if (!row) throw errors.notFound();
    return row;
  };
  return {
    async list(actor: UserActor, query: InvoiceListQuery) {
      const { rows, total } = await repo.pageOfBuyer(db, actor.id, query.page, query.per_page);
      return { items: rows.map(summaryOfRow), total };
    },

    async document(actor: UserActor, id: number): Promise<InvoiceDocument> {
      return documentOfRow(await own(actor, id));
    },

    /** The invoice as a PDF in `lang`, and the file name it downloads as. */
    async pdf(actor: UserActor, id: number, lang: Language) {
      const row = await own(actor, id);
      return { name: `${row.number}.pdf`, body: await renderInvoicePdf(documentOfRow(row), lang) };
    },
  };
}

export type Invoices = ReturnType<typeof createInvoices>;
