/**
 * Turns the OpenAPI document of the app into hostile requests: every path parameter, query parameter
 * and JSON body field of every operation, one at a time, set to a value an attacker would try while
 * everything else in the request stays well formed, so the hostile value is what the route meets.
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
};

type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema };
type Operation = {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** Numbers past PostgreSQL's integer, past a safe double, negative, infinite, and not a number. */
export const HOSTILE_IDS = ['2147483648', '9007199254740993', '-1', '1e309', 'abc'] as const;
/** The same, as JSON tokens: the first three as numbers, the last two as the strings a form sends. */
const HOSTILE_ID_TOKENS = ['2147483648', '9007199254740993', '-1', '"1e309"', '"abc"'];

/** A NUL byte, a lone UTF-16 surrogate (no UTF-8 form), and 100 KB of text. */
export const HOSTILE_TEXTS = ['hostile text\u0000', 'hostile \ud800 text', 'x'.repeat(100_000)] as const;
// In a URL the lone surrogate travels as the bytes it would have in CESU-8, which are not UTF-8.
const HOSTILE_URL_TEXTS = ['hostile%20text%00', 'hostile%20%ED%A0%80%20text', 'x'.repeat(100_000)];

const HOSTILE_HEADERS: [string, string][] = [
  ['authorization', 'Bearer 2147483648'],
  ['authorization', `Bearer ${'x'.repeat(100_000)}`],
  ['currency', '2147483648'],
  ['currency', 'x'.repeat(100_000)],
  ['content-language', 'x'.repeat(100_000)],
];

export type HostileCase = {
  operation: string;
  /** Where the hostile value went, e.g. `path id`, `query name`, `body properties.0.id`. */
  target: string;
  /** The hostile value, shortened for a failure message. */
  value: string;
  method: string;
  url: string;
  payload?: string | Buffer;
  /** Request headers to set or replace, for the headers that reach a query. */
  headers?: Record<string, string>;
  contentType?: string;
};

/** Values of the walker's own world that make the rest of each request valid. */
export type WalkContext = {
  /** The walker's own draft: "my service" routes go all the way with it. */
  serviceId: number;
  /** Someone else's listed service and its provider: public pages and favourites find them. */
  listed: { serviceId: number; serviceSlug: string; providerId: number };
  email: string;
  password: string;
  /** A small real picture, so uploads get past the file checks to the file name. */
  picture: Buffer;
};

export type OperationRef = { method: string; path: string; operation: Operation };

export function operationsOf(doc: OpenApiDocument): OperationRef[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** The one concrete type of a schema: the first non-null choice of a union. */
function typeOf(schema: JsonSchema): string | undefined {
  const choice = (schema.anyOf ?? schema.oneOf)?.find((s) => typeOf(s) !== 'null');
  if (choice) return typeOf(choice);
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties || schema.additionalProperties) return 'object';
  return undefined;
}

function concrete(schema: JsonSchema): JsonSchema {
  return (schema.anyOf ?? schema.oneOf)?.find((s) => typeOf(s) !== 'null') ?? schema;
}

/** Keys of a record whose names are an enumeration (e.g. one text per language): the first is enough. */
function recordKey(schema: JsonSchema): string | undefined {
  const names = schema.propertyNames?.enum;
  return typeof schema.additionalProperties === 'object' ? String(names?.[0] ?? 'key') : undefined;
}

const TEXT_SAMPLES: [RegExp, (ctx: WalkContext) => string][] = [
  [/^email/, (ctx) => ctx.email],
  [/password/, (ctx) => ctx.password],
  [/^phone_number$/, () => '501234567'],
  [/^country_code$/, () => '971'],
  [/^code$/, () => '123456'],
  [/^price$/, () => '150'],
  [/^link$/, () => 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  [/^from$/, () => 'USD'],
  [/^to$/, () => 'AED'],
  [/^(holiday_start|until)$/, () => '2031-01-10'],
  [/^holiday_end$/, () => '2031-01-20'],
];

/** A well-formed value for a field, so that only the hostile value differs from a real request. */
export function sample(schema: JsonSchema, name: string, ctx: WalkContext): unknown {
  const s = concrete(schema);
  switch (typeOf(s)) {
    case 'object': {
      const key = recordKey(s);
      if (key) return { [key]: sample(s.additionalProperties as JsonSchema, key, ctx) };
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([field, sub]) => [field, sample(sub, field, ctx)]),
      );
    }
    case 'array':
      return s.items ? [sample(s.items, name, ctx)] : [];
    case 'integer':
    case 'number':
      if (name === 'service_id') return ctx.serviceId;
      if (name === 'type_id') return ctx.listed.serviceId;
      if (s.exclusiveMinimum !== undefined) return s.exclusiveMinimum + 1;
      return s.minimum !== undefined && s.minimum > -1e6 ? s.minimum : 1;
    case 'boolean':
      return true;
    case 'string': {
      if (s.enum?.length) return s.enum[0];
      if (s.format === 'date') return '2031-01-15';
      const known = TEXT_SAMPLES.find(([pattern]) => pattern.test(name));
      return known ? known[1](ctx) : 'A well formed text';
    }
    default:
      return null;
  }
}

type Leaf = { path: (string | number)[]; kind: 'id' | 'text' };

/** Every number and text inside a body schema, with the path to reach it. */
export function leavesOf(schema: JsonSchema, path: (string | number)[] = []): Leaf[] {
  const s = concrete(schema);
  switch (typeOf(s)) {
    case 'object': {
      const key = recordKey(s);
      if (key) return leavesOf(s.additionalProperties as JsonSchema, [...path, key]);
      return Object.entries(s.properties ?? {}).flatMap(([field, sub]) => leavesOf(sub, [...path, field]));
    }
    case 'array':
      return s.items ? leavesOf(s.items, [...path, 0]) : [];
    case 'integer':
    case 'number':
      return [{ path, kind: 'id' }];
    case 'string':
      return [{ path, kind: 'text' }];
    default:
      return [];
  }
}

const MARK = '\u0001hostile\u0001';

function withMark(value: unknown, path: (string | number)[]): unknown {
  if (!path.length) return MARK;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[head as string] = withMark(copy[head as string], rest);
  return copy;
}

/** The JSON text of `base` with the value at `path` replaced by a raw JSON token. */
function jsonWith(base: unknown, path: (string | number)[], token: string) {
  return JSON.stringify(withMark(base, path)).replace(JSON.stringify(MARK), token);
}

/** The shapes a body may take: each branch of a top-level union is a request of its own. */
function bodyVariants(schema: JsonSchema): JsonSchema[] {
  const branches = schema.oneOf ?? schema.anyOf;
  return branches?.every((b) => typeOf(b) === 'object') ? branches : [schema];
}

/** Path parameters name real rows, so a hostile value elsewhere in the request meets the whole route. */
function baseValue(param: Parameter, ctx: WalkContext, path: string): string {
  if (param.in === 'path') {
    if (param.name === 'id' && path.includes('/services/{id}')) return String(ctx.serviceId);
    if (param.name === 'id' && path.includes('/networks/')) return String(ctx.listed.providerId);
    if (param.name === 'key' && path.includes('/providers/')) return String(ctx.listed.providerId);
    if (param.name === 'key') return ctx.listed.serviceSlug;
  }
  return String(sample(param.schema, param.name, ctx));
}

const shown = (value: string) =>
  value.length > 40 ? `${value.slice(0, 12)}… (${value.length} chars)` : value;

const isIdSchema = (schema: JsonSchema) => ['integer', 'number'].includes(typeOf(schema) ?? '');

/** Every hostile request of one operation. */
export function hostileCasesOf(ref: OperationRef, ctx: WalkContext): HostileCase[] {
  const { method, path, operation } = ref;
  const name = `${method} ${path}`;
  const params = (operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
  const values = new Map(params.map((p) => [p, baseValue(p, ctx, path)]));

  const urlWith = (target?: Parameter, raw?: string) => {
    let url = path;
    const query: string[] = [];
    for (const param of params) {
      const value = param === target ? (raw as string) : encodeURIComponent(values.get(param) as string);
      if (param.in === 'path') url = url.replace(`{${param.name}}`, value);
      else if (param === target || param.required) query.push(`${param.name}=${value}`);
    }
    return query.length ? `${url}?${query.join('&')}` : url;
  };

  const jsonBody = operation.requestBody?.content['application/json']?.schema;
  const variants = jsonBody ? bodyVariants(jsonBody) : [];
  const baseBody = variants[0] ? JSON.stringify(sample(variants[0], '', ctx)) : undefined;
  const bodyFields = baseBody ? { payload: baseBody, contentType: 'application/json' } : {};

  const cases: HostileCase[] = [];
  for (const param of params) {
    // A text parameter may still carry ids (a slug or an id in `/services/{key}`, a list of ids in
    // `options`): text parameters get both kinds.
    const raws = isIdSchema(param.schema) ? [...HOSTILE_IDS] : [...HOSTILE_IDS, ...HOSTILE_URL_TEXTS];
    for (const raw of raws)
      cases.push({
        operation: name,
        target: `${param.in} ${param.name}`,
        value: shown(raw),
        method,
        url: urlWith(param, raw),
        ...bodyFields,
      });
  }

  for (const variant of variants) {
    const base = sample(variant, '', ctx);
    for (const leaf of leavesOf(variant)) {
      const tokens =
        leaf.kind === 'id' ? HOSTILE_ID_TOKENS : HOSTILE_TEXTS.map((text) => JSON.stringify(text));
      for (const token of tokens)
        cases.push({
          operation: name,
          target: `body ${leaf.path.join('.')}`,
          value: shown(token),
          method,
          url: urlWith(),
          payload: jsonWith(base, leaf.path, token),
          contentType: 'application/json',
        });
    }
  }

  // Headers that reach queries: the bearer token (looked up by its digest) and the display currency
  // (compared with currency codes); the language header picks a catalogue. Header values cannot
  // carry NUL bytes on the wire, so these are the long and the numeric ones. Only reads get them:
  // the rest of such a request is valid, and a valid change (a deletion) would spoil later cases.
  for (const [header, value] of method === 'GET' ? HOSTILE_HEADERS : [])
    cases.push({
      operation: name,
      target: `header ${header}`,
      value: shown(value),
      method,
      url: urlWith(),
      ...bodyFields,
      headers: { [header]: value },
    });

  // Uploads name their form field in the summary; their text parts are the file names.
  const field = operation.summary?.match(/multipart field "(\w+)"/)?.[1];
  if (field) {
    for (const fileName of HOSTILE_TEXTS) {
      const form = multipartForm(field, fileName, ctx.picture);
      cases.push({
        operation: name,
        target: `multipart ${field} file name`,
        value: shown(JSON.stringify(fileName)),
        method,
        url: urlWith(),
        payload: form.body,
        contentType: form.contentType,
      });
    }
  }
  return cases;
}

/**
 * A form with one picture under `field`, written by hand so the file name carries the exact bytes
 * given (a lone surrogate becomes the bytes a careless client would send for it), and a text part.
 */
function multipartForm(field: string, fileName: string, picture: Buffer) {
  const boundary = '----hostile-walk-boundary';
  const textBytes = (text: string) =>
    Buffer.concat(
      text
        .split('\ud800')
        .flatMap((part, i) => [...(i ? [Buffer.from([0xed, 0xa0, 0x80])] : []), Buffer.from(part, 'utf8')]),
    );
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n`),
    textBytes(fileName),
    Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="`),
    textBytes(fileName),
    Buffer.from('.jpg"\r\nContent-Type: image/jpeg\r\n\r\n'),
    picture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
