import { WALLET_CURRENCY } from '@wasla/shared/business-constants';
import type { InvoiceDocument, InvoiceLineKey } from '@wasla/shared/contracts/invoices';
import type { PlanPeriod } from '@wasla/shared/contracts/plans';
import { money } from '@wasla/shared/money';
import { priceOf } from '@wasla/shared/plan-rules/plan-pricing';
import type { Executor } from '../../lib/events/record-event';
import { composeInvoice, toInvoiceDocument } from '../invoices/invoice-composer';
import { invoiceTermsOf, issueInvoice } from '../invoices/invoice-issuer';
import type { WalletPurchases } from '../wallet/wallet-purchases';
import type { PlanRow } from './plans.repository';

const periodLine = (period: PlanPeriod): InvoiceLineKey =>
  period === 'annual' ? 'invoices.lines.plan_annual' : 'invoices.lines.plan_monthly';

/** One line of a plan's invoice: a period of it, or an upgrade to it for the rest of a period. */
export type PlanLine = { plan: PlanRow; period: PlanPeriod; upgrade?: bigint };

async function compose(executor: Executor, buyerId: number, line: PlanLine) {
  const terms = await invoiceTermsOf(executor, buyerId);
  const amount = line.upgrade ?? priceOf(line.plan, line.period);
  return composeInvoice({
    ...terms,
    lines: [
      {
        descriptionKey: line.upgrade === undefined ? periodLine(line.period) : 'invoices.lines.plan_upgrade',
        params: { plan: line.plan.name },
        quantity: 1,
        unitAmount: money(amount, WALLET_CURRENCY),
      },
    ],
  });
}

/** `GET /plans/{id}/invoice?period=`: the quote of a plan for a period, as its invoice would read. */
export async function planQuote(
  executor: Executor,
  buyerId: number,
  plan: PlanRow,
  period: PlanPeriod,
): Promise<InvoiceDocument> {
  return toInvoiceDocument(await compose(executor, buyerId, { plan, period }), { kind: 'plan', id: plan.id });
}

/**
 * Charges a plan's line to the buyer's wallet and invoices it, in the caller's transaction and under
 * one key for both (`subscription:{id}:period:{n}`, or its upgrade): the price to the platform's
 * revenue and the tax to the tax account, exactly the invoice's figures. A retry finds both done.
 */
export async function chargePlan(
  tx: Executor,
  purchases: WalletPurchases,
  input: { buyerId: number; line: PlanLine; key: string; actor: string },
) {
  const composed = await compose(tx, input.buyerId, input.line);
  await purchases.pay(tx, {
    userId: input.buyerId,
    kind: 'subscription',
    credits: [
      { account: { kind: 'platform_fees' }, amount: composed.total.amount - composed.tax.amount },
      { account: { kind: 'tax' }, amount: composed.tax.amount },
    ],
    key: input.key,
    // The wallet's activities show a `plan` reference as a subscription payment.
    reference: { kind: 'plan', id: input.line.plan.id },
    actor: input.actor,
  });
  await issueInvoice(tx, composed, {
    kind: 'plan',
    id: input.line.plan.id,
    buyerId: input.buyerId,
    key: input.key,
  });
  return composed;
}
