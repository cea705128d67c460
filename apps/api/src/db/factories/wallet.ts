import { paymentCards, walletCharges } from '../schema/wallet';
import { defineFactory } from './define-factory';

/**
 * A saved card of an account: a test card of the sandbox gateway by default, under a gateway id of
 * its own. What a real save adds (the check charge, its refund) is the wallet's to do, not a row's.
 */
export const paymentCardFactory = defineFactory<typeof paymentCards, 'userId'>(
  paymentCards,
  (n) => ({
    gateway: 'sandbox',
    gatewayCardId: `card_factory${n}`,
    name: `Card ${n}`,
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 3,
  }),
  { key: (row) => row.gatewayCardId },
);

/** A card top-up of 100.00 AED with a 2.90 AED fee, as just created, before the gateway answered. */
export const walletChargeFactory = defineFactory<typeof walletCharges, 'userId'>(walletCharges, () => ({
  purpose: 'top_up',
  currency: 'AED',
  amount: 100_00n,
  fee: 2_90n,
  total: 102_90n,
  status: 'created',
}));
