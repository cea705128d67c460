import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-app';

/**
 * No reply or request of the API carries money as a JSON number: amounts travel as decimal text
 * (`{ amount: "123.45", currency: "AED" }`, or the spec's own fields such as `price: "150.00"`), so a
 * client never parses them into a float. Read from the live OpenAPI document, so every new route
 * is held to it.
 */

type Schema = {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: Schema | boolean;
};
type Operation = {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

/** Field names that hold money (or a rate of it): prices, amounts, fees, minimums, balances, taxes. */
const MONEY_NAME =
  /(^|_)(price|prices|amount|amounts|fee|fees|minimum|cost|costs|balance|balances|commission|tax|taxes|total_price|refund|payout|percentage|rate)(_|$)|^price/;

const NUMERIC = new Set(['number', 'integer']);

function typesOf(schema: Schema, doc: Document): string[] {
  const resolved = resolve(schema, doc);
  const own = resolved.type === undefined ? [] : [resolved.type].flat();
  const choices = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])];
  return [...own, ...choices.flatMap((choice) => typesOf(choice, doc))];
}

function resolve(schema: Schema, doc: Document): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return doc.components?.schemas?.[name] ?? {};
}

/** Every money-named field of `schema`, with whether it may be a JSON number. */
function moneyFields(
  schema: Schema | undefined,
  doc: Document,
  at = '',
): { path: string; numeric: boolean }[] {
  if (!schema) return [];
  const s = resolve(schema, doc);
  const nested = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].flatMap((c) =>
    moneyFields(c, doc, at),
  );
  const fields = Object.entries(s.properties ?? {}).flatMap(([name, sub]) => [
    ...(MONEY_NAME.test(name)
      ? [{ path: `${at}.${name}`, numeric: typesOf(sub, doc).some((type) => NUMERIC.has(type)) }]
      : []),
    ...moneyFields(sub, doc, `${at}.${name}`),
  ]);
  const items = s.items ? moneyFields(s.items, doc, `${at}[]`) : [];
  const record =
    typeof s.additionalProperties === 'object' ? moneyFields(s.additionalProperties, doc, `${at}.*`) : [];
  return [...nested, ...fields, ...items, ...record];
}

function moneyFieldsOf(doc: Document) {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      const key = `${method.toUpperCase()} ${path}`;
      const request = Object.values(operation.requestBody?.content ?? {}).flatMap((c) =>
        moneyFields(c.schema, doc, `${key} body`),
      );
      const replies = Object.entries(operation.responses ?? {}).flatMap(([status, reply]) =>
        Object.values(reply.content ?? {}).flatMap((c) => moneyFields(c.schema, doc, `${key} ${status}`)),
      );
      return [...request, ...replies];
    }),
  );
}

describe('money in the API document', () => {
  it('finds a number where money is named, at any depth', () => {
    const doc: Document = {
      paths: {
        '/x': {
          get: {
            responses: {
              200: {
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      properties: {
                        items: {
                          type: 'array',
                          items: {
                            type: 'object',
                            properties: { price: { anyOf: [{ type: 'number' }, { type: 'null' }] } },
                          },
                        },
                        total: { type: 'integer' },
                        fee: { $ref: '#/components/schemas/Fee' },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
      components: { schemas: { Fee: { type: 'object', properties: { amount: { type: 'string' } } } } },
    };
    expect(moneyFieldsOf(doc)).toEqual([
      { path: 'GET /x 200.items[].price', numeric: true },
      { path: 'GET /x 200.fee', numeric: false },
      { path: 'GET /x 200.fee.amount', numeric: false },
    ]);
  });

  it('never carries money as a JSON number, in a request or a reply', async () => {
    const t = await createTestApp();
    let fields: ReturnType<typeof moneyFieldsOf>;
    try {
      await t.app.ready();
      fields = moneyFieldsOf(t.app.swagger() as unknown as Document);
    } finally {
      await t.close();
    }
    // The document does describe money: prices of services, cards and pages, paid features, minimums.
    expect(fields.length).toBeGreaterThan(20);
    for (const name of ['.price_from', '.budgets[].price', '.minimum_service_fee', '.minimum_price']) {
      expect(
        fields.some((f) => f.path.endsWith(name)),
        name,
      ).toBe(true);
    }
    expect(fields.filter((f) => f.numeric).map((f) => f.path)).toEqual([]);
  });
});
