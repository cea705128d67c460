import { money } from '@wasla/shared/money';
import type { Database } from '../db/client';
import { composeInvoice } from '../modules/invoices/invoice-composer';
import { invoiceTermsOf, issueInvoice } from '../modules/invoices/invoice-issuer';

let made = 0;

/**
 * An invoice issued to `buyerId` as a purchase would issue it: a promotion of three days at 10 AED
 * (or `days` at `dayFils`), less `discountFils`, taxed at the paid feature's rate, in a transaction.
 */
export async function issueTestInvoice(
  db: Database,
  buyerId: number,
  options: { days?: number; dayFils?: bigint; discountFils?: bigint; service?: string } = {},
) {
  const terms = await invoiceTermsOf(db, buyerId);
  const composed = composeInvoice({
    ...terms,
    lines: [
      {
        descriptionKey: 'invoices.lines.mark_days',
        params: { service: { en: options.service ?? 'Logo design', ar: options.service ?? 'تصميم شعار' } },
        quantity: options.days ?? 3,
        unitAmount: money(options.dayFils ?? 10_00n, 'AED'),
      },
    ],
    discount: money(options.discountFils ?? 0n, 'AED'),
  });
  const id = 900_000 + made++;
  return db.transaction((tx) =>
    issueInvoice(tx, composed, { kind: 'mark', id, buyerId, key: `test:${process.pid}:${Date.now()}:${id}` }),
  );
}
