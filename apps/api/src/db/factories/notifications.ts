import { notifications } from '../schema/notifications';
import { defineFactory } from './define-factory';

/**
 * A notification of an account: an offer received on a deal, from the Wasla team unless `senderId`
 * is given, unread. The handlers write real ones from events; this writes what a test or the demo
 * seed names.
 */
export const notificationFactory = defineFactory<typeof notifications, 'recipientId'>(notifications, (n) => ({
  kind: 'deal_offer_received',
  template: 'deal_offer_received',
  data: { deal: { id: n, code: `D${n}`, title: `Offer ${n}` } },
  senderId: null,
}));
