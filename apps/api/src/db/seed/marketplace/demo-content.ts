import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AccountType, EXPERIENCES, GENDERS } from '@wasla/shared/contracts/auth';
import type { Language, LocalizedText } from '@wasla/shared/languages';

/** Shapes of the hand-written demo marketplace files in `data/`. */
export type DemoAccount = {
  name: string;
  /** ASCII, unique: the e-mail address is `<login>@<DEMO_EMAIL_DOMAIN>`. */
  login: string;
  lang: Language;
  type: AccountType;
  gender: (typeof GENDERS)[number];
  country: string;
  experiences: (typeof EXPERIENCES)[number][];
  /** Slugs of the main categories this account works in; its services are drawn from them. */
  categories: string[];
  bio: string;
};

/** One service idea: its sub category and its name in the four languages. */
export type DemoTemplate = LocalizedText & { sub: string; type?: 'requested' };

export type DemoCategory = {
  /** Range of a starting price in AED; other currencies are converted from it. */
  price: [number, number];
  /** Opening sentences of descriptions of services offered in this category. */
  pitches: LocalizedText[];
  services: DemoTemplate[];
};

export type DemoTexts = {
  providedSuffixes: LocalizedText[];
  requestedSuffixes: LocalizedText[];
  providedClosings: LocalizedText[];
  requestedPitches: LocalizedText[];
  requestedClosings: LocalizedText[];
  extraOptions: { days: number; text: LocalizedText }[];
  reviews: Record<'positive' | 'mixed' | 'negative', LocalizedText[]>;
};

export type DemoContent = {
  accounts: DemoAccount[];
  categories: Record<string, DemoCategory>;
  texts: DemoTexts;
};

const DATA_DIR = join(import.meta.dirname, '..', 'data');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(DATA_DIR, file), 'utf8')) as T;

export function loadDemoContent(): DemoContent {
  return {
    accounts: readJson('demo-accounts.json'),
    categories: readJson('demo-services.json'),
    texts: readJson('demo-texts.json'),
  };
}
