import { Check, ChevronDown } from 'lucide-react';
import {
  Button,
  FieldError,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';

export type SelectOption = { id: string | number; name: string };

/**
 * A labelled list to choose one option from, with keyboard typeahead. `name` sends the chosen id with
 * a plain form; server errors arrive as `errors` and show beside the field.
 */
export function SelectField({
  label,
  name,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  description,
  errors,
  isDisabled,
  id,
}: {
  label: string;
  name: string;
  options: SelectOption[];
  value?: Key | null;
  defaultValue?: Key | null;
  onChange?: (key: Key | null) => void;
  placeholder?: string;
  description?: string;
  errors?: string[];
  isDisabled?: boolean;
  id?: string;
}) {
  const invalid = Boolean(errors?.length);
  return (
    <Select
      id={id}
      name={name}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      placeholder={placeholder}
      isDisabled={isDisabled}
      isInvalid={invalid}
      validationBehavior="aria"
      // `group`: the trigger's border turns red with the field's `data-invalid`.
      className="group flex flex-col gap-1.5"
    >
      <Label className="text-sm font-semibold">{label}</Label>
      <Button className="flex h-11 w-full items-center gap-2 rounded-xl border border-line bg-surface px-3.5 text-start text-ink outline-none transition-colors focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-brand-100 disabled:cursor-not-allowed disabled:bg-canvas disabled:text-muted data-[pressed]:border-brand-500 group-data-[invalid]:border-danger">
        <SelectValue className="min-w-0 flex-1 truncate data-[placeholder]:text-muted" />
        <ChevronDown aria-hidden="true" className="size-4.5 shrink-0 text-muted" />
      </Button>
      {description && !invalid ? (
        <Text slot="description" className="text-xs text-muted">
          {description}
        </Text>
      ) : null}
      <FieldError className="text-sm text-danger">{errors?.join(' ')}</FieldError>
      <Popover
        offset={4}
        className="max-h-72 w-(--trigger-width) overflow-auto rounded-xl border border-line bg-surface p-1.5 shadow-xl outline-none"
      >
        <ListBox items={options} className="outline-none">
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.name}
              className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-ink outline-none data-[focused]:bg-brand-50 data-[selected]:font-semibold data-[selected]:text-brand-800"
            >
              {({ isSelected }) => (
                <>
                  <span className="min-w-0 flex-1">{option.name}</span>
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
  );
}
