import type { TFunction } from '@wasla/i18n/server-translator';
import { fieldLabelKeys } from '@wasla/shared/field-label-keys';

/** The name of a field in the reader's language: see `fieldLabelKeys`. */
export function fieldLabel(t: TFunction, field: string): string {
  for (const key of fieldLabelKeys(field)) {
    const label = t(`fields.${key}`, { ns: 'validation', defaultValue: '' });
    if (typeof label === 'string' && label) return label;
  }
  return t('fields.this_field', { ns: 'validation' });
}
