import { toLatinDigits } from '@wasla/shared/digits';
import { Check, ChevronDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  TextField as AriaTextField,
  Button,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { allowedDigitCounts, PHONE_MAX_DIGITS, type PhoneCountry } from './contact';

const BOX =
  'h-11 rounded-xl border border-line bg-surface text-ink outline-none transition-colors focus:border-brand-500 focus:ring-3 focus:ring-brand-100 data-[invalid]:border-danger';

/**
 * A phone number: the country calling code chosen from a list, then the digits. The pair reads left to
 * right in every language, as phone numbers are written; the keyboard shows digits. The form receives
 * `country_code` (digits of the calling code) and `phone_number`. Arabic-Indic and Persian digits
 * become 0-9 as they are typed.
 */
export function PhoneField({
  countries,
  label,
  defaultCountryCode,
  defaultPhone,
  errors,
  codeErrors,
  autoFocus,
}: {
  countries: PhoneCountry[];
  label?: string;
  defaultCountryCode?: string;
  defaultPhone?: string;
  errors?: string[];
  codeErrors?: string[];
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  // One entry per calling code: two countries sharing one would send the same value.
  const options = useMemo(
    () => countries.filter((c, i) => countries.findIndex((o) => o.phone_code === c.phone_code) === i),
    [countries],
  );
  const [code, setCode] = useState(
    () =>
      options.find((o) => o.phone_code === defaultCountryCode?.replace(/^\+/, ''))?.phone_code ??
      options[0]?.phone_code ??
      '',
  );
  const country = options.find((o) => o.phone_code === code);
  const counts = allowedDigitCounts(country);
  const hint =
    counts.length === 1 ? t('auth.phone_digits_hint', { count: counts[0] }) : t('auth.phone_digits_any');
  const invalid = Boolean(errors?.length || codeErrors?.length);
  const [phone, setPhone] = useState(defaultPhone ?? '');

  return (
    <AriaTextField
      name="phone_number"
      value={phone}
      onChange={(text) => setPhone(toLatinDigits(text))}
      isInvalid={invalid}
      validationBehavior="aria"
      autoFocus={autoFocus}
      className="flex flex-col gap-1.5"
    >
      <Label className="text-sm font-semibold">{label ?? t('auth.phone')}</Label>
      <div dir="ltr" className="flex gap-2">
        <Select
          aria-label={t('auth.country_code')}
          name="country_code"
          selectedKey={code}
          onSelectionChange={(key) => {
            if (key !== null) setCode(String(key));
          }}
          isInvalid={Boolean(codeErrors?.length)}
          className="shrink-0"
        >
          <Button
            className={`${BOX} flex items-center gap-1.5 px-3 font-medium tabular-nums focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-brand-100 data-[pressed]:border-brand-500`}
          >
            <SelectValue className="flex items-center gap-1.5">
              {() => (
                <>
                  <span className="rounded bg-canvas px-1 text-xs font-semibold text-muted">
                    {country?.code}
                  </span>
                  <span>+{code}</span>
                </>
              )}
            </SelectValue>
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted" />
          </Button>
          <Popover
            placement="bottom left"
            offset={4}
            className="max-h-72 w-72 max-w-[calc(100vw-2rem)] overflow-auto rounded-xl border border-line bg-surface p-1.5 shadow-xl outline-none"
          >
            <ListBox items={options.map((o) => ({ ...o, id: o.phone_code }))} className="outline-none">
              {(option) => (
                <ListBoxItem
                  id={option.phone_code}
                  textValue={`${option.name} +${option.phone_code}`}
                  className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-ink outline-none data-[focused]:bg-brand-50 data-[selected]:font-semibold data-[selected]:text-brand-800"
                >
                  {({ isSelected }) => (
                    <>
                      {/* The country's name in the page's language and direction, its code left to right. */}
                      <span dir="auto" className="min-w-0 flex-1 truncate">
                        {option.name}
                      </span>
                      <span className="shrink-0 tabular-nums text-muted">+{option.phone_code}</span>
                      {isSelected ? (
                        <Check aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                      ) : null}
                    </>
                  )}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </Select>
        <Input
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_MAX_DIGITS + 4}
          className={`${BOX} w-full min-w-0 flex-1 px-3.5 tabular-nums`}
        />
      </div>
      {invalid ? null : (
        <Text slot="description" className="text-xs text-muted">
          {hint}
        </Text>
      )}
      <FieldError className="text-sm text-danger">
        {[...(codeErrors ?? []), ...(errors ?? [])].join(' ')}
      </FieldError>
    </AriaTextField>
  );
}
