import { directionOf, LANGUAGE_NAMES, LANGUAGES } from '@wasla/shared/languages';
import { TextField } from '../../components/ui/text-field';
import type { Texts } from './localized-fields';
import type { SettingErrors } from './setting-outcome';

/**
 * One short text in the four languages side by side (a property's or an option's name): each box
 * named `{name}.{lang}`, labelled with its language and typed in its direction.
 */
export function LocalizedInputs({
  name,
  label,
  values,
  errors,
}: {
  name: string;
  label: string;
  values: Texts;
  errors: SettingErrors;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {LANGUAGES.map((code) => (
        <TextField
          key={code}
          name={`${name}.${code}`}
          label={`${label} · ${LANGUAGE_NAMES[code]}`}
          defaultValue={values[code] ?? ''}
          inputDir={directionOf(code)}
          inputLang={code}
          isRequired
          maxLength={80}
          errors={errors[`${name}.${code}`]}
        />
      ))}
    </div>
  );
}
