import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@wasla/shared/languages';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', 'locales');
const ARABIC_PLURALS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

function load(lang: string, file: string) {
  return flatten(JSON.parse(readFileSync(join(root, lang, file), 'utf8')));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const files = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'));

describe('catalogs', () => {
  it('has every namespace in every language', () => {
    for (const lang of LANGUAGES) expect(readdirSync(join(root, lang)).sort()).toEqual([...files].sort());
  });

  for (const file of files) {
    it(`${file}: same keys and placeholders in ar, en, fr and tr`, () => {
      const base = load('en', file);
      // Plural keys differ by language: compare the key without its plural suffix.
      const stems = (m: Map<string, string>) =>
        new Set([...m.keys()].map((k) => k.replace(PLURAL_SUFFIX, '')));
      for (const lang of LANGUAGES) {
        const other = load(lang, file);
        expect([...stems(other)].sort(), `${lang}/${file} keys`).toEqual([...stems(base)].sort());
        for (const [key, text] of other) {
          expect(text.trim(), `${lang}/${file} ${key} is empty`).not.toBe('');
          const enText = base.get(key) ?? base.get(key.replace(PLURAL_SUFFIX, '_other')) ?? '';
          if (PLURAL_SUFFIX.test(key)) {
            // A plural form may spell its number out ("تخصصان": two specialties) but adds no placeholder.
            const allowed = placeholders(enText);
            for (const name of placeholders(text))
              expect(allowed, `${lang}/${file} ${key} placeholders`).toContain(name);
          } else {
            expect(placeholders(text), `${lang}/${file} ${key} placeholders`).toEqual(placeholders(enText));
          }
        }
      }
    });

    it(`${file}: Arabic has all six plural forms wherever English has plurals`, () => {
      const ar = load('ar', file);
      const pluralStems = [...load('en', file).keys()]
        .filter((k) => k.endsWith('_other'))
        .map((k) => k.slice(0, -6));
      for (const stem of pluralStems) {
        for (const form of ARABIC_PLURALS) expect(ar.has(`${stem}_${form}`), `ar ${stem}_${form}`).toBe(true);
      }
    });
  }
});
