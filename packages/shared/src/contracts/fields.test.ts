import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DB_INTEGER_MAX, idField, isIdText, isStorableText, secretField, textField } from './fields';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('idField', () => {
  it('takes whole numbers from 1 to the largest PostgreSQL integer, as numbers or digits', () => {
    expect(idField.parse(1)).toBe(1);
    expect(idField.parse('42')).toBe(42);
    expect(idField.parse(' 7 ')).toBe(7);
    expect(idField.parse(DB_INTEGER_MAX)).toBe(2_147_483_647);
    expect(idField.parse(String(DB_INTEGER_MAX))).toBe(2_147_483_647);
  });

  it('refuses what PostgreSQL or JavaScript cannot hold as an id, as "not valid"', () => {
    for (const value of [
      2_147_483_648,
      '2147483648',
      2 ** 53,
      '9007199254740993',
      -1,
      '-1',
      0,
      1.5,
      '1e309',
      '1e3',
      '0x10',
      'abc',
      true,
      [5],
      Number.POSITIVE_INFINITY,
      Number.NaN,
    ])
      expect(messages(idField, value), String(value)).toEqual(['validation.invalid']);
  });

  it('says "required" when nothing was given', () => {
    for (const value of [undefined, null, '', '  '])
      expect(messages(idField, value)).toEqual(['validation.required']);
    expect(idField.optional().parse(undefined)).toBeUndefined();
    expect(idField.nullish().parse(null)).toBeNull();
  });

  it('checks every id of a list given as text', () => {
    expect(isIdText('12')).toBe(true);
    expect(isIdText('2147483648')).toBe(false);
  });

  it('is documented as an integer with its bounds', () => {
    expect(z.toJSONSchema(z.object({ id: idField }), { io: 'input' }).properties?.id).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: DB_INTEGER_MAX,
    });
  });
});

describe('textField', () => {
  it('trims, and keeps every real character, emoji and right-to-left marks included', () => {
    expect(textField.parse('  مرحبا 👋🏽 \u200f ok ')).toBe('مرحبا 👋🏽 \u200f ok');
  });

  it('refuses a NUL byte and lone UTF-16 surrogates, before any length rule', () => {
    const named = textField.min(2).max(80);
    for (const value of ['abc\u0000', '\u0000', 'a\ud800b', 'a\udc00', '\udbff'])
      expect(messages(named, value), JSON.stringify(value)).toEqual(['validation.invalid']);
    expect(messages(named, 'x'.repeat(81))).toEqual([expect.any(String)]);
  });

  it('says "required" for a missing value', () => {
    expect(messages(textField, undefined)).toEqual(['validation.required']);
  });

  it('keeps secrets as typed, spaces included, under the same character rule', () => {
    expect(secretField.parse(' pass word ')).toBe(' pass word ');
    expect(messages(secretField, 'pass\u0000')).toEqual(['validation.invalid']);
  });

  it('tells storable text apart', () => {
    expect(isStorableText('a😀b')).toBe(true);
    expect(isStorableText('a\ud83d')).toBe(false);
  });
});
