import { useState } from 'react';
import {
  TextField as AriaTextField,
  FieldError,
  Input,
  Label,
  TextArea,
  type TextFieldProps,
} from 'react-aria-components';

const FIELD =
  'w-full rounded-xl border border-line bg-surface px-3.5 text-ink placeholder:text-muted/70 outline-none transition-colors focus:border-brand-500 focus:ring-3 focus:ring-brand-100 data-[invalid]:border-danger';

/**
 * A labelled input or text area that shows its error beside it. Server errors arrive as `errors`
 * and keep what the person typed (`defaultValue`). `normalise` rewrites the text as it is typed (for
 * example digits of any script to 0-9), whether the field is controlled or not.
 */
export function TextField({
  label,
  errors,
  multiline,
  description,
  inputDir,
  inputLang,
  className,
  placeholder,
  min,
  normalise,
  ...props
}: Omit<TextFieldProps, 'className'> & {
  normalise?: (text: string) => string;
  placeholder?: string;
  /** The earliest date of a date field. */
  min?: string;
  label: string;
  errors?: string[];
  multiline?: boolean;
  description?: string;
  /** Addresses, codes and keys read left to right even on right-to-left pages. */
  inputDir?: 'ltr' | 'rtl';
  /** The language of what is typed, when it is not the page's (a text kept in four languages). */
  inputLang?: string;
  className?: string;
}) {
  const invalid = Boolean(errors?.length);
  // A left-to-right text sits at the left of its box; a number, which a right-to-left page reads
  // from the right like its label, sits at the right there (its digits still read left to right).
  const numeric = props.inputMode === 'numeric' || props.inputMode === 'decimal';
  const aligned = !inputDir ? '' : numeric ? 'text-left rtl:text-right' : 'text-start';
  const [own, setOwn] = useState(props.defaultValue ?? '');
  const normalised = normalise
    ? {
        value: props.value === undefined ? own : props.value,
        defaultValue: undefined,
        onChange: (text: string) => {
          const next = normalise(text);
          setOwn(next);
          props.onChange?.(next);
        },
      }
    : {};
  return (
    <AriaTextField
      {...props}
      {...normalised}
      isInvalid={invalid || props.isInvalid}
      validationBehavior="aria"
      className={`flex flex-col gap-1.5 ${className ?? ''}`}
    >
      <Label className="text-sm font-semibold">{label}</Label>
      {multiline ? (
        <TextArea
          rows={5}
          dir={inputDir}
          lang={inputLang}
          placeholder={placeholder}
          className={`${FIELD} py-3 ${aligned}`}
        />
      ) : (
        <Input
          dir={inputDir}
          lang={inputLang}
          placeholder={placeholder}
          min={min}
          className={`${FIELD} h-11 ${aligned}`}
        />
      )}
      {description && !invalid ? <p className="text-xs text-muted">{description}</p> : null}
      <FieldError className="text-sm text-danger">{errors?.join(' ')}</FieldError>
    </AriaTextField>
  );
}
