import { DEAL_DELIVERY_LIMIT } from '@wasla/shared/business-constants';
import { deals } from '../schema/deals';
import { defineFactory } from './define-factory';

/**
 * A deal as the offers service would leave it: a client's order of 100.00 AED on a provided service,
 * sent by the client, in the stage given (a draft by default). A factory writes what it is given: the
 * amounts locked at approval and the hold of a paid deal are the deal services' to write.
 */
export const dealFactory = defineFactory<typeof deals, 'serviceId' | 'clientId' | 'providerId' | 'senderId'>(
  deals,
  (n) => ({
    code: `D${String(n).padStart(7, '0')}`,
    title: `A deal of ${n}`,
    description: 'Everything the provider needs to know to do the work well.',
    budgetType: 'individual',
    estimatedTime: 3,
    estimatedUnit: 'day',
    currency: 'AED',
    price: 100_00n,
    deliveryLimit: DEAL_DELIVERY_LIMIT,
  }),
  { key: (row) => row.code },
);
