import type { InvoiceSeller } from '@wasla/shared/contracts/invoices';

/**
 * Wasla as the seller on every invoice it issues (plans and promotions): the same company that holds
 * the platform's bank account (`payouts/platform-bank-account.ts`). Like that account it is a constant,
 * changed here only, so every instance and environment prints the same seller; an issued invoice
 * keeps the words it was issued with.
 */
export const WASLA_SELLER: InvoiceSeller = Object.freeze({
  name: 'Wasla Technologies L.L.C.',
  address: 'Dubai Internet City, Dubai, United Arab Emirates',
  tax_registration_number: '100456789000003',
});
