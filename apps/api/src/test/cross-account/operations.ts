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
