import { Check } from 'lucide-react';
import { Checkbox, CheckboxGroup, FieldError, Label, Text } from 'react-aria-components';

/**
 * Several choices shown as chips (checkboxes underneath: Tab reaches each, Space toggles, and a plain
 * form receives every chosen value under `name`). A chosen chip carries a tick, not only a colour.
 */
export function ChoiceChipsField({
  label,
  name,
  options,
  defaultValue,
  value,
  onChange,
  description,
  errors,
  id,
}: {
  label: string;
  name?: string;
  options: { id: string; name: string }[];
  defaultValue?: string[];
  /** Controlled use: the chosen ids and what to do when they change. */
  value?: string[];
  onChange?: (value: string[]) => void;
  description?: string;
  errors?: string[];
  id?: string;
}) {
  const invalid = Boolean(errors?.length);
  return (
    <CheckboxGroup
      id={id}
      name={name}
      defaultValue={defaultValue}
      value={value}
      onChange={onChange}
      isInvalid={invalid}
      validationBehavior="aria"
      className="flex flex-col gap-2"
    >
      <Label className="text-sm font-semibold">{label}</Label>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <Checkbox
            key={option.id}
            value={option.id}
            className="group inline-flex h-10 cursor-pointer items-center gap-1.5 rounded-full border border-line bg-surface px-4 text-sm font-medium text-ink transition-colors outline-none hover:border-brand-300 data-[focus-visible]:outline-3 data-[focus-visible]:outline-solid data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-accent-500 data-[selected]:border-brand-700 data-[selected]:bg-brand-50 data-[selected]:text-brand-800"
          >
            <Check aria-hidden="true" className="hidden size-4 group-data-[selected]:block" />
            {option.name}
          </Checkbox>
        ))}
      </div>
      {description && !invalid ? (
        <Text slot="description" className="text-xs text-muted">
          {description}
        </Text>
      ) : null}
      <FieldError className="text-sm text-danger">{errors?.join(' ')}</FieldError>
    </CheckboxGroup>
  );
}
