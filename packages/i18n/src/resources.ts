import type { Language } from '@wasla/shared/languages';
import arCommon from '../locales/ar/common.json' with { type: 'json' };
import arErrors from '../locales/ar/errors.json' with { type: 'json' };
import arPages from '../locales/ar/pages.json' with { type: 'json' };
import arValidation from '../locales/ar/validation.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enPages from '../locales/en/pages.json' with { type: 'json' };
import enValidation from '../locales/en/validation.json' with { type: 'json' };
import frCommon from '../locales/fr/common.json' with { type: 'json' };
import frErrors from '../locales/fr/errors.json' with { type: 'json' };
import frPages from '../locales/fr/pages.json' with { type: 'json' };
import frValidation from '../locales/fr/validation.json' with { type: 'json' };
import trCommon from '../locales/tr/common.json' with { type: 'json' };
import trErrors from '../locales/tr/errors.json' with { type: 'json' };
import trPages from '../locales/tr/pages.json' with { type: 'json' };
import trValidation from '../locales/tr/validation.json' with { type: 'json' };
import type { Namespace } from './namespaces';

type Catalog = Record<string, unknown>;

/** Every catalog of every language. Server-side only: the browser receives one language at a time. */
export const resources: Record<Language, Record<Namespace, Catalog>> = {
  ar: { common: arCommon, validation: arValidation, errors: arErrors, pages: arPages },
  en: { common: enCommon, validation: enValidation, errors: enErrors, pages: enPages },
  fr: { common: frCommon, validation: frValidation, errors: frErrors, pages: frPages },
  tr: { common: trCommon, validation: trValidation, errors: trErrors, pages: trPages },
};
