import { z } from 'zod';
import { accountTypeRequestSchema, authReplySchema } from './auth';
import {
  categoryTreeItemSchema,
  countrySchema,
  currencySchema,
  faqSchema,
  placeSchema,
  propertySchema,
  tagSchema,
} from './catalogue';
import {
  providerCardSchema,
  providerSummarySchema,
  reviewSchema,
  searchResultSchema,
  serviceCardSchema,
  sitemapEntrySchema,
} from './discovery';
import { paginationMetaSchema } from './envelope';
import { minimumPriceSchema, myServiceSchema, serviceEditSchema, serviceMediumSchema } from './services';

/**
 * The `data` of replies, named once so that the API declares them and the web checks them with the
 * same schema. A reply whose data is a single object uses that object's schema directly.
 */

/** A page of items: `{ data: [...], meta }`, the `data` of every paged reply. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: paginationMetaSchema });

/** A session renewed: the tokens without the account. */
export const sessionTokensSchema = authReplySchema.omit({ user: true });
/** The pending request to change the account type, if there is one. */
export const accountTypeRequestReply = accountTypeRequestSchema.nullable();

/** Writes that answer nothing but success. */
export const emptyReply = z.null();

export const categoryTreeList = z.array(categoryTreeItemSchema);
export const countryList = z.array(countrySchema);
export const currencyList = z.array(currencySchema);
/** States or cities, as far as a place picker reads them. */
export const placeList = z.array(placeSchema);
export const propertyList = z.array(propertySchema);
export const tagList = z.array(tagSchema);
export const faqList = z.array(faqSchema);

export const serviceCardList = z.array(serviceCardSchema);
export const serviceCardPage = pageOf(serviceCardSchema);
export const providerCardList = z.array(providerCardSchema);
export const providerCardPage = pageOf(providerCardSchema);
/** `GET /networks/followers` and `/networks/following`: accounts in pages. */
export const networkMemberPage = pageOf(providerSummarySchema);
export const reviewPage = pageOf(reviewSchema);
export const favoritePage = pageOf(z.union([serviceCardSchema, providerCardSchema]));
export const searchResultList = z.array(searchResultSchema);
export const sitemapEntryList = z.array(sitemapEntrySchema);

export const myServicePage = pageOf(myServiceSchema);
export const serviceEditPage = pageOf(serviceEditSchema);
/** The draft a new service would continue, if there is one. */
export const latestDraftReply = serviceEditSchema.nullable();
export const minimumPriceList = z.array(minimumPriceSchema);

/** Files of one upload: the stored ones, and the refused ones with the reason in the request language. */
export const serviceMediaUploadSchema = z.object({
  media: z.array(serviceMediumSchema),
  rejected: z.array(z.object({ name: z.string(), message: z.string() })),
});

export const translationStatusSchema = z.object({ enabled: z.boolean() });

/** A message kept by the development mailbox instead of being sent. */
export const devMailboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  // queued: the worker has yet to send it; sent: a mail server took it; kept: recorded only.
  status: z.enum(['queued', 'sent', 'kept']),
  delivered: z.boolean(),
  created_at: z.string(),
});
export const devMailboxMessageList = z.array(devMailboxMessageSchema);
