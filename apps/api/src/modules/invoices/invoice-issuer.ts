import { WALLET_CURRENCY } from '@wasla/shared/business-constants';
import type {
  InvoiceBuyer,
  InvoiceDocument,
  InvoiceKind,
  InvoiceSeller,
} from '@wasla/shared/contracts/invoices';
import { clock } from '../../lib/clock';
import type { Executor } from '../../lib/events/record-event';
import { type BuyerCurrencyRate, type ComposedInvoice, toInvoiceDocument } from './invoice-composer';
import { WASLA_SELLER } from './invoice-seller';
import { documentOfRow } from './invoices.presenter';
import { invoicesRepository as repo } from './invoices.repository';

/** What an invoice is for: a plan subscription's period or a mark, bought by `buyerId`. */
export type InvoiceReference = {
  kind: InvoiceKind;
  id: number;
  buyerId: number;
  /**
   * What was bought, invoiced once: `plan:12` by default (`${kind}:${id}`). A purchase that repeats
   * on the same id (a renewal, an upgrade) names itself, e.g. `plan:12:renewal:2027-01`.
   */
  key?: string;
};

export type IssuedInvoice = {
  id: number;
  number: string;
  issuedAt: Date;
  document: InvoiceDocument;
  /** True when this key was invoiced already: the earlier invoice, nothing written. */
  replayed: boolean;
};

/** `WSL-2026-000001`: the year it was issued (UTC) and its place in that year. */
export const invoiceNumber = (year: number, sequence: number) =>
  `WSL-${year}-${String(sequence).padStart(6, '0')}`;

/**
 * What `composeInvoice` needs from the database for `buyerId` now: the seller, the buyer, the
 * government tax and the rate from AED to the buyer's currency with its time.
 */
export async function invoiceTermsOf(
  executor: Executor,
  buyerId: number,
): Promise<{
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  taxBasisPoints: bigint;
  buyerCurrency: BuyerCurrencyRate;
}> {
  const row = await repo.buyer(executor, buyerId);
  if (!row) throw new Error(`no account ${buyerId} to invoice`);
  const currency = row.currency ?? WALLET_CURRENCY;
  const buyerCurrency =
    currency === WALLET_CURRENCY
      ? { currency, rate: '1', ratedAt: clock.now() }
      : { currency, ...(await repo.rateFromAed(executor, currency)) };
  return {
    seller: WASLA_SELLER,
    buyer: { id: row.id, code: row.code, name: row.name, email: row.email, country: row.country },
    taxBasisPoints: await repo.taxBasisPoints(executor),
    buyerCurrency,
  };
}

/**
 * Writes `composed` as an immutable invoice with the next number of this year. Call it inside the
 * transaction that takes the money: the year's counter row stays locked until that commits, so two
 * purchases at once get consecutive numbers, and a purchase rolled back gives its number back (no
 * gap). A key already invoiced answers the earlier invoice (`replayed`), writing nothing.
 */
export async function issueInvoice(
  tx: Executor,
  composed: ComposedInvoice,
  reference: InvoiceReference,
): Promise<IssuedInvoice> {
  if (composed.buyer.id !== reference.buyerId) throw new Error('the invoice names another buyer');
  const key = reference.key ?? `${reference.kind}:${reference.id}`;
  const earlier = await repo.byKey(tx, key);
  if (earlier) {
    if (earlier.buyerId !== reference.buyerId)
      throw new Error(`the key ${key} was invoiced to another buyer`);
    return { ...facts(earlier), document: documentOfRow(earlier), replayed: true };
  }
  const issuedAt = clock.now();
  const year = issuedAt.getUTCFullYear();
  const sequence = await repo.nextSequence(tx, year);
  const row = await repo.insert(tx, {
    number: invoiceNumber(year, sequence),
    year,
    sequence,
    key,
    kind: reference.kind,
    referenceId: reference.id,
    buyerId: reference.buyerId,
    issuedAt,
    currency: WALLET_CURRENCY,
    lines: composed.lines.map((line) => ({
      descriptionKey: line.descriptionKey,
      params: line.params,
      quantity: line.quantity,
      unitAmount: line.unitAmount.amount.toString(),
      amount: line.amount.amount.toString(),
    })),
    seller: {
      name: composed.seller.name,
      address: composed.seller.address,
      taxRegistrationNumber: composed.seller.tax_registration_number,
    },
    buyer: composed.buyer,
    subtotal: composed.subtotal.amount,
    discount: composed.discount.amount,
    taxBasisPoints: Number(composed.taxBasisPoints),
    tax: composed.tax.amount,
    total: composed.total.amount,
    buyerCurrency: composed.buyerCurrency.currency,
    buyerRate: composed.buyerCurrency.rate,
    buyerRatedAt: composed.buyerCurrency.ratedAt,
    buyerTotal: composed.buyerCurrency.total.amount,
  });
  return { ...facts(row), document: toInvoiceDocument(composed, reference, facts(row)), replayed: false };
}

const facts = (row: { id: number; number: string; issuedAt: Date }) => ({
  id: row.id,
  number: row.number,
  issuedAt: row.issuedAt,
});
