import { LANGUAGES } from './languages';

const LANGUAGE_CODES = new Set<string>(LANGUAGES);

/**
 * The catalog keys (under `validation:fields.`) that may name a field, most specific first, for
 * messages such as "{{field}} is required". Nested paths (`social_media.0.link`, `names.en`,
 * `budgets.basic.price`) are named by their field (`link`, `names`, `price`): list positions and
 * language codes are no names. The API's messages and the web's own checks read the same keys, and
 * when none is found they say "this field", never the path as the code writes it.
 */
export function fieldLabelKeys(field: string): string[] {
  const named = field.split('.').filter((part) => !/^\d+$/.test(part) && !LANGUAGE_CODES.has(part));
  const keys = [field, named.join('.'), named.at(-1), named[0], 'this_field'];
  return [...new Set(keys.filter((key): key is string => Boolean(key)))];
}
