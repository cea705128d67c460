import type { InvoiceDocument, InvoiceLineKey, InvoiceSummary } from '@wasla/shared/contracts/invoices';
import { money, toDecimalString } from '@wasla/shared/money';
import { type ComposedInvoice, plainRate, toInvoiceDocument } from './invoice-composer';
import type { InvoiceRow } from './invoices.repository';

/** The figures of a stored invoice, exactly as they were composed when it was issued. */
export function composedOfRow(row: InvoiceRow): ComposedInvoice {
  const aed = (minor: bigint | string) => money(BigInt(minor), row.currency);
  return {
    seller: {
      name: row.seller.name,
      address: row.seller.address,
      tax_registration_number: row.seller.taxRegistrationNumber,
    },
    buyer: row.buyer,
    lines: row.lines.map((line) => ({
      descriptionKey: line.descriptionKey as InvoiceLineKey,
      params: line.params,
      quantity: line.quantity,
      unitAmount: aed(line.unitAmount),
      amount: aed(line.amount),
    })),
    subtotal: aed(row.subtotal),
    discount: aed(row.discount),
    taxBasisPoints: BigInt(row.taxBasisPoints),
    tax: aed(row.tax),
    total: aed(row.total),
    buyerCurrency: {
      currency: row.buyerCurrency,
      rate: row.buyerRate,
      ratedAt: row.buyerRatedAt,
      total: money(row.buyerTotal, row.buyerCurrency),
    },
  };
}

export const documentOfRow = (row: InvoiceRow): InvoiceDocument =>
  toInvoiceDocument(composedOfRow(row), { kind: row.kind, id: row.referenceId }, row);

export const summaryOfRow = (row: InvoiceRow): InvoiceSummary => ({
  id: row.id,
  number: row.number,
  issued_at: row.issuedAt.toISOString(),
  kind: row.kind,
  currency: 'AED',
  total: toDecimalString(money(row.total, row.currency)),
  buyer_currency: {
    currency: row.buyerCurrency,
    rate: plainRate(row.buyerRate),
    rated_at: row.buyerRatedAt.toISOString(),
    total: toDecimalString(money(row.buyerTotal, row.buyerCurrency)),
  },
});
