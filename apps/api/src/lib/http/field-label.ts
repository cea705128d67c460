import type { TFunction } from '@wasla/i18n/server-translator';
import { LANGUAGES } from '@wasla/shared/languages';

const LANGUAGE_CODES = new Set<string>(LANGUAGES);

/**
 * The name of a field in the reader's language, for messages such as "{{field}} is required". Paths
 * of nested fields (`social_media.0.link`, `names.en`, `budgets.basic.price`) are named by their
 * field (`link`, `names`, `price`): list positions and language codes are no names, and a path as
 * the code writes it is never shown to a person.
 */
export function fieldLabel(t: TFunction, field: string): string {
  const named = field.split('.').filter((part) => !/^\d+$/.test(part) && !LANGUAGE_CODES.has(part));
  const candidates = [field, named.join('.'), named.at(-1), named[0]];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const label = t(`fields.${candidate}`, { ns: 'validation', defaultValue: '' });
    if (typeof label === 'string' && label) return label;
  }
  return t('fields.this_field', { ns: 'validation' });
}
