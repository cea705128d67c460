import type { InvoiceSeller } from '@wasla/shared/contracts/invoices';

/**
 * Wasla as the seller on every invoice it issues (plans and promotions). Changed here only; an
 * issued invoice keeps the words it was issued with.
 */
export const WASLA_SELLER: InvoiceSeller = Object.freeze({
  name: 'Wasla Technologies FZ-LLC',
  address: 'Dubai Internet City, Dubai, United Arab Emirates',
  tax_registration_number: '100456789000003',
});
