import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocalizedText } from '@wasla/shared/languages';

/** Shapes of the committed seed files in `data/`, all texts in the four languages. */
export type SeedCategory = {
  slug: string;
  icon?: string;
  name: LocalizedText;
  description: LocalizedText;
  tags?: LocalizedText[];
  properties?: { key: string; name: LocalizedText; options: LocalizedText[] }[];
  children?: SeedCategory[];
};

export type SeedGeography = {
  currencies: { code: string; symbol: string; minor_units: number; per_usd: string; name: LocalizedText }[];
  countries: {
    code: string;
    phone_code: string;
    phone_digits: number[];
    flag: string;
    currency: string;
    timezone: string;
    name: LocalizedText;
    states: { code: string; name: LocalizedText; cities: LocalizedText[] }[];
  }[];
};

export type SeedFaq = { topic: string; question: LocalizedText; answer: LocalizedText };

const DATA_DIR = join(import.meta.dirname, 'data');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(DATA_DIR, file), 'utf8')) as T;

export function loadCategories(): SeedCategory[] {
  return readdirSync(DATA_DIR)
    .filter((file) => /^categories-\d+\.json$/.test(file))
    .sort()
    .flatMap((file) => readJson<SeedCategory[]>(file));
}

export const loadGeography = () => readJson<SeedGeography>('geography.json');
export const loadFaqs = () => readJson<SeedFaq[]>('faqs.json');
