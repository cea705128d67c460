import { LANGUAGES } from '@wasla/shared/languages';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tags } from '../../db/schema/catalogue';
import { services, serviceTags } from '../../db/schema/services';
import {
  buildSearchDocument,
  type DocumentPart,
  type SearchDocument,
  TEXT_SEARCH_CONFIG,
} from './search-document';

type Executor = Pick<Database, 'select' | 'update' | 'execute'>;

function weighted(part: DocumentPart, weight: 'A' | 'B' | 'C'): SQL {
  const vectors = LANGUAGES.map(
    (lang) => sql`to_tsvector(${sql.raw(`'${TEXT_SEARCH_CONFIG[lang]}'`)}, ${part.texts[lang]})`,
  );
  vectors.push(sql`to_tsvector('simple', ${part.keys})`);
  return sql`setweight(${sql.join(vectors, sql` || `)}, ${sql.raw(`'${weight}'`)})`;
}

/** The tsvector of a document, in SQL, so that PostgreSQL's own stemmers do the stemming. */
export function searchVectorSql(document: SearchDocument): SQL {
  return sql`${weighted(document.name, 'A')} || ${weighted(document.tags, 'B')} || ${weighted(document.description, 'C')}`;
}

/**
 * Keeps the derived columns of a service current: the search document and the listing facts (lowest
 * price, shortest delivery). Called after every save, inside the saving transaction when there is one.
 */
export async function refreshListingFacts(executor: Executor, serviceId: number) {
  const [service] = await executor
    .select({ name: services.name, description: services.description })
    .from(services)
    .where(eq(services.id, serviceId));
  if (!service) return;
  // In id order: word positions in the vector must not depend on where PostgreSQL keeps the rows
  // (an updated tag moves), or a bulk load and a save would write two vectors for one service.
  const tagNames = await executor
    .select({ name: tags.name })
    .from(serviceTags)
    .innerJoin(tags, eq(tags.id, serviceTags.tagId))
    .where(eq(serviceTags.serviceId, serviceId))
    .orderBy(asc(tags.id));
  const document = buildSearchDocument({ ...service, tags: tagNames.map((t) => t.name) });
  await executor
    .update(services)
    .set({
      searchVector: searchVectorSql(document),
      searchText: document.text,
      minPrice: sql`(select min(price) from service_budgets where service_id = ${serviceId})`,
      minDeliveryDays: sql`(select min(delivery_days) from service_budgets where service_id = ${serviceId})`,
    })
    .where(eq(services.id, serviceId));
}
