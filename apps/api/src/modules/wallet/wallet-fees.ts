import { PAID_FEATURE, WALLET_CURRENCY } from '@wasla/shared/business-constants';
import { type Money, money } from '@wasla/shared/money';
import type { ContentRepository } from '../catalogue/content.repository';

/**
 * The wallet's prices, read from the paid features at the moment of each charge, so that the team
 * changes them in one place: the top-up fee (basis points of the amount) and the card check amount.
 * A missing feature is a broken deployment, not a free service, so it fails loudly.
 */
export function createWalletFees(content: Pick<ContentRepository, 'paidFeatures'>) {
  async function feature(slug: string) {
    const row = (await content.paidFeatures()).find((f) => f.slug === slug);
    if (!row) throw new Error(`the paid feature ${slug} is missing`);
    return row;
  }
  return {
    async topUpFeeBasisPoints(): Promise<bigint> {
      const row = await feature(PAID_FEATURE.cardTopUpFee);
      if (row.kind !== 'percentage') throw new Error(`${row.slug} must be a percentage`);
      return row.value;
    },
    async cardCheckAmount(): Promise<Money> {
      const row = await feature(PAID_FEATURE.cardVerificationCharge);
      if (row.kind !== 'amount' || row.currencyCode !== WALLET_CURRENCY)
        throw new Error(`${row.slug} must be an amount in ${WALLET_CURRENCY}`);
      return money(row.value, row.currencyCode);
    },
  };
}

export type WalletFees = ReturnType<typeof createWalletFees>;
