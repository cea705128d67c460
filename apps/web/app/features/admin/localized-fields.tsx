import { directionOf, LANGUAGE_NAMES, LANGUAGES, type Language } from '@wasla/shared/languages';
import { TextField } from '../../components/ui/text-field';
import type { SettingErrors } from './setting-outcome';

export type Texts = Partial<Record<Language, string>>;

/**
 * Texts kept in all four languages: one group per language, each field typed in that language's
 * direction, sent as `{field}.{lang}` (the API's own field names, so its errors land beside them).
 */
export function LocalizedFields({
  fields,
  values,
  onChange,
  errors,
}: {
  fields: { name: string; label: string; max: number; multiline?: boolean }[];
  values: Record<string, Texts>;
  onChange: (field: string, lang: Language, text: string) => void;
  errors: SettingErrors;
}) {
  return LANGUAGES.map((code) => (
    <fieldset key={code} className="grid gap-3 rounded-xl border border-line p-4">
      <legend lang={code} className="px-1 text-sm font-bold">
        {LANGUAGE_NAMES[code]}
      </legend>
      {fields.map((field) => (
        <TextField
          key={field.name}
          name={`${field.name}.${code}`}
          label={field.label}
          inputDir={directionOf(code)}
          inputLang={code}
          value={values[field.name]?.[code] ?? ''}
          onChange={(text) => onChange(field.name, code, text)}
          multiline={field.multiline}
          isRequired
          maxLength={field.max}
          errors={errors[`${field.name}.${code}`]}
        />
      ))}
    </fieldset>
  ));
}

/** The flat `{field}.{lang}` entries of a submitted form as one text per language of each field. */
export const localizedBody = (form: Record<string, unknown>, fields: string[]) =>
  Object.fromEntries(
    fields.map((field) => [
      field,
      Object.fromEntries(LANGUAGES.map((lang) => [lang, String(form[`${field}.${lang}`] ?? '')])),
    ]),
  );

/** The form fields `LocalizedFields` sends, for the action's schema. */
export const localizedFormFields = <T,>(fields: string[], text: T) =>
  Object.fromEntries(fields.flatMap((field) => LANGUAGES.map((lang) => [`${field}.${lang}`, text])));
