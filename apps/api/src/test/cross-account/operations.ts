import type { JsonSchema, OpenApiDocument } from '../hostile-cases';
import { operationsOf } from '../hostile-cases';

/** A field or parameter that names a row: `id`, `ids`, `service_id`, `tag_ids`, `mediaId`. */
export const ID_NAME = /^(id|ids)$|_ids?$|[a-z]Ids?$/;

export type IdOperation = {
  /** `'POST /api/v1/services/{id}/close'` */
  key: string;
  method: string;
  path: string;
  /** Where the ids are: `path id`, `query provider_id`, `body properties.[].id`. */
  ids: string[];
};

function bodyIds(schema: JsonSchema | undefined, at: string[] = []): string[] {
  if (!schema) return [];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((s) => bodyIds(s, at));
  const fields = Object.entries(schema.properties ?? {}).flatMap(([name, sub]) => [
    ...(ID_NAME.test(name) ? [[...at, name].join('.')] : []),
    ...bodyIds(sub, [...at, name]),
  ]);
  const items = schema.items ? bodyIds(schema.items, [...at, '[]']) : [];
  const record =
    typeof schema.additionalProperties === 'object' ? bodyIds(schema.additionalProperties, [...at, '*']) : [];
  return [...new Set([...nested, ...fields, ...items, ...record])];
}

/**
 * Every operation of the document that carries an id: any path parameter (`{id}`, `{key}`,
 * `{slug}`), a query parameter or a JSON body field with an id's name, at any depth.
 */
export function idOperationsOf(doc: OpenApiDocument): IdOperation[] {
  return operationsOf(doc).flatMap(({ method, path, operation }) => {
    const params = operation.parameters ?? [];
    const ids = [
      ...params.filter((p) => p.in === 'path').map((p) => `path ${p.name}`),
      ...params.filter((p) => p.in === 'query' && ID_NAME.test(p.name)).map((p) => `query ${p.name}`),
      ...bodyIds(operation.requestBody?.content['application/json']?.schema).map((b) => `body ${b}`),
    ];
    return ids.length ? [{ key: `${method} ${path}`, method, path, ids }] : [];
  });
}

/** Query values that make a read well formed; `name` searches for the words of a draft's title. */
function queryValue(name: string, schema: JsonSchema, searchText: string): string | undefined {
  if (name === 'name') return searchText;
  if (schema.enum?.length) return String(schema.enum[0]);
  const known: Record<string, string> = { page: '1', per_page: '50', perPage: '50', from: 'USD', to: 'AED' };
  return known[name];
}

/**
 * Every read of the document that carries no id, as a URL: lists, search, sitemaps, one's own
 * pages. The development mailbox is left out: it shows every message to anyone by design and is
 * never on a public site (the deployment safety check refuses it there).
 */
export function readsWithoutIds(doc: OpenApiDocument, searchText: string): string[] {
  const withIds = new Set(idOperationsOf(doc).map((op) => op.key));
  return operationsOf(doc)
    .filter(
      (op) => op.method === 'GET' && op.path.startsWith('/api/v1/') && !op.path.startsWith('/api/v1/dev/'),
    )
    .filter((op) => !withIds.has(`${op.method} ${op.path}`))
    .map(({ path, operation }) => {
      const query = (operation.parameters ?? [])
        .filter((p) => p.in === 'query')
        .flatMap((p) => {
          const value = queryValue(p.name, p.schema, searchText);
          return value === undefined ? [] : [`${p.name}=${encodeURIComponent(value)}`];
        });
      return query.length ? `${path}?${query.join('&')}` : path;
    });
}
