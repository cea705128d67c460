import {
  serviceBudgets,
  serviceExtraOptions,
  serviceMedia,
  servicePlaces,
  serviceProperties,
  serviceSocialChannels,
  serviceTags,
} from '../schema/services';
import { defineFactory } from './define-factory';

/** A price: one individual price of 150.00 in the service's currency, delivered in three days. */
export const budgetFactory = defineFactory<typeof serviceBudgets, 'serviceId'>(serviceBudgets, () => ({
  tier: 'individual',
  price: 15_000n,
  deliveryDays: 3,
}));

export const extraOptionFactory = defineFactory<typeof serviceExtraOptions, 'serviceId'>(
  serviceExtraOptions,
  (n) => ({ price: 5_000n, description: `Extra ${n}`, deliveryDays: 1, unit: 'day' }),
);

/** A place; all of the world unless a country (and state, and city) is given. */
export const placeFactory = defineFactory<typeof servicePlaces, 'serviceId'>(servicePlaces, () => ({}));

/** A way to reach the author; phone by default, which shows the account's own number. */
export const socialChannelFactory = defineFactory<typeof serviceSocialChannels, 'serviceId'>(
  serviceSocialChannels,
  () => ({ kind: 'phone' }),
);

export const serviceTagFactory = defineFactory<typeof serviceTags, 'serviceId' | 'tagId'>(
  serviceTags,
  () => ({}),
);

/** An answer to one of the category's properties: the chosen option ids. */
export const propertyAnswerFactory = defineFactory<typeof serviceProperties, 'serviceId' | 'propertyId'>(
  serviceProperties,
  () => ({ otherValue: null }),
);

/**
 * A picture, as the upload of a gallery stores it: a WebP file under a random-looking name. No file
 * is written to the media store; give `file` to point at one that is there.
 */
export const mediaFactory = defineFactory<typeof serviceMedia, 'serviceId'>(serviceMedia, (n) => ({
  kind: 'image',
  file: `${n.toString(16).padStart(32, '0')}.webp`,
  mime: 'image/webp',
}));
