import { WALLET_CURRENCY } from '@wasla/shared/business-constants';
import type {
  InvoiceBuyer,
  InvoiceDocument,
  InvoiceKind,
  InvoiceLineKey,
  InvoiceLineParam,
  InvoiceSeller,
} from '@wasla/shared/contracts/invoices';
import {
  add,
  convert,
  type Money,
  minorToDecimalText,
  money,
  multiply,
  percentOf,
  subtract,
  sum,
  toDecimalString,
} from '@wasla/shared/money';

/** A line to invoice: its words (a catalog key and params), how many, and the price of one in AED. */
export type InvoiceLineInput = {
  descriptionKey: InvoiceLineKey;
  params?: Record<string, InvoiceLineParam>;
  quantity: number;
  unitAmount: Money;
};

/** The buyer's currency and how many of its units one AED buys, as the currencies table had it then. */
export type BuyerCurrencyRate = { currency: string; rate: string; ratedAt: Date };

export type ComposeInvoiceInput = {
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: readonly InvoiceLineInput[];
  /** In AED; never more than the subtotal (a larger one is capped there). */
  discount?: Money;
  /** The `government-tax-percentage` paid feature: 500 = 5 %. */
  taxBasisPoints: bigint | number;
  buyerCurrency: BuyerCurrencyRate;
};

export type ComposedLine = {
  descriptionKey: InvoiceLineKey;
  params: Record<string, InvoiceLineParam>;
  quantity: number;
  unitAmount: Money;
  amount: Money;
};

/** An invoice's figures before it has a number: what a quote shows and what `issueInvoice` keeps. */
export type ComposedInvoice = {
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: ComposedLine[];
  subtotal: Money;
  discount: Money;
  taxBasisPoints: bigint;
  tax: Money;
  total: Money;
  buyerCurrency: BuyerCurrencyRate & { total: Money };
};

const aed = (m: Money, what: string) => {
  if (m.currency !== WALLET_CURRENCY) throw new RangeError(`${what} must be in ${WALLET_CURRENCY}`);
  if (m.amount < 0n) throw new RangeError(`${what} cannot be negative`);
  return m;
};

/**
 * The figures of an invoice in AED fils, without a float: each line is its unit price times its
 * quantity; the discount comes off the subtotal (capped there); the government tax is its percentage
 * of what is left, rounded half-even to a fils; the total is what is left plus the tax. The total in
 * the buyer's currency is converted once, at the given rate, half-even. Pure: the caller reads the
 * tax rate and the exchange rate (`invoiceTermsOf`) and decides the lines.
 */
export function composeInvoice(input: ComposeInvoiceInput): ComposedInvoice {
  if (!input.lines.length) throw new RangeError('an invoice needs at least one line');
  const taxBasisPoints = BigInt(input.taxBasisPoints);
  if (taxBasisPoints < 0n || taxBasisPoints > 10_000n) throw new RangeError('tax must be 0 to 100 %');
  const lines = input.lines.map((line): ComposedLine => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`not a quantity: ${line.quantity}`);
    }
    const unitAmount = aed(line.unitAmount, 'a line');
    return {
      descriptionKey: line.descriptionKey,
      params: { ...line.params },
      quantity: line.quantity,
      unitAmount,
      amount: multiply(unitAmount, line.quantity),
    };
  });
  const subtotal = sum(
    WALLET_CURRENCY,
    lines.map((line) => line.amount),
  );
  const asked = aed(input.discount ?? money(0n, WALLET_CURRENCY), 'the discount');
  const discount = asked.amount > subtotal.amount ? subtotal : asked;
  const taxable = subtract(subtotal, discount);
  const tax = percentOf(taxable, taxBasisPoints);
  const total = add(taxable, tax);
  const { currency, rate, ratedAt } = input.buyerCurrency;
  if (currency === WALLET_CURRENCY && !/^1(\.0+)?$/.test(rate)) throw new RangeError('one AED is one AED');
  return {
    seller: input.seller,
    buyer: input.buyer,
    lines,
    subtotal,
    discount,
    taxBasisPoints,
    tax,
    total,
    buyerCurrency: { currency, rate, ratedAt, total: convert(total, rate, currency).money },
  };
}

/** A rate as decimal text without trailing zeros ("3.6725000000" is "3.6725", "1.00" is "1"). */
export const plainRate = (rate: string) => (rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate);

/** What an issued invoice adds to its figures. */
export type IssuedFacts = { id: number; number: string; issuedAt: Date };

/**
 * The document the API answers for a quote (`issued` absent: no id, number or date) or an issued
 * invoice: amounts as decimal text, the tax as a percentage with two decimals.
 */
export function toInvoiceDocument(
  composed: ComposedInvoice,
  reference: { kind: InvoiceKind; id: number | null },
  issued?: IssuedFacts,
): InvoiceDocument {
  const text = toDecimalString;
  return {
    id: issued?.id ?? null,
    number: issued?.number ?? null,
    issued_at: issued?.issuedAt.toISOString() ?? null,
    kind: reference.kind,
    reference_id: reference.id,
    seller: composed.seller,
    buyer: composed.buyer,
    currency: 'AED',
    lines: composed.lines.map((line) => ({
      description_key: line.descriptionKey,
      description_params: line.params,
      quantity: line.quantity,
      unit_amount: text(line.unitAmount),
      amount: text(line.amount),
    })),
    subtotal: text(composed.subtotal),
    discount: text(composed.discount),
    tax_percentage: minorToDecimalText(composed.taxBasisPoints, 2),
    tax: text(composed.tax),
    total: text(composed.total),
    buyer_currency: {
      currency: composed.buyerCurrency.currency,
      rate: plainRate(composed.buyerCurrency.rate),
      rated_at: composed.buyerCurrency.ratedAt.toISOString(),
      total: text(composed.buyerCurrency.total),
    },
  };
}
