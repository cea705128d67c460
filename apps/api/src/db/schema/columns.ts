import type { LocalizedText } from '@wasla/shared/languages';
import { customType, jsonb, timestamp } from 'drizzle-orm/pg-core';

/** A text kept in all four languages; the presenter picks the request's language with a fallback. */
export const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A full-text search document; written and read only through SQL functions. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
