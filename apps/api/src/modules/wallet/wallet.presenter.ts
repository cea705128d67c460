import type { Card, Charge } from '@wasla/shared/contracts/wallet';
import { toDecimalString } from '@wasla/shared/money';
import type { CardRow, ChargeRow } from './wallet.repository';

/** Brand, last four digits and expiry: what the gateway let us keep of a card, never its number. */
export function presentCard(row: CardRow): Card {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    created_at: row.createdAt.toISOString(),
  };
}

const text = (amount: bigint, currency: string) => toDecimalString({ amount, currency });

/**
 * A top-up charge. `redirect_url` is the gateway's 3-D Secure page while the charge waits for the
 * card holder; it is never stored, only passed on from the gateway's latest answer.
 */
export function presentCharge(
  row: ChargeRow,
  card: Pick<CardRow, 'brand' | 'last4'> | undefined,
  redirectUrl: string | null = null,
): Charge {
  return {
    id: row.id,
    status: row.status as Charge['status'],
    amount: text(row.amount, row.currency),
    fee: text(row.fee, row.currency),
    total: text(row.total, row.currency),
    currency: row.currency,
    redirect_url: row.status === 'requires_action' ? redirectUrl : null,
    failure_code: row.failureCode,
    card: card ? { brand: card.brand, last4: card.last4 } : null,
    created_at: row.createdAt.toISOString(),
  };
}
