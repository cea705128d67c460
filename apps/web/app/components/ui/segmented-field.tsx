import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';

/**
 * One choice out of a few, side by side (radio buttons underneath: arrow keys move between them, and
 * the form receives `name`). The chosen one is filled and bold, not told apart by colour alone.
 */
export function SegmentedField({
  label,
  name,
  options,
  defaultValue,
  errors,
  id,
  onChange,
}: {
  label: string;
  name: string;
  options: { id: string; name: string }[];
  defaultValue?: string;
  errors?: string[];
  id?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <RadioGroup
      id={id}
      name={name}
      defaultValue={defaultValue}
      onChange={onChange}
      isInvalid={Boolean(errors?.length)}
      validationBehavior="aria"
      orientation="horizontal"
      className="flex flex-col gap-2"
    >
      <Label className="text-sm font-semibold">{label}</Label>
      <div className="inline-flex w-full flex-wrap gap-1 rounded-xl border border-line bg-canvas p-1 sm:w-auto sm:self-start">
        {options.map((option) => (
          <Radio
            key={option.id}
            value={option.id}
            className="flex h-9 flex-1 cursor-pointer items-center justify-center rounded-lg px-4 text-sm font-medium whitespace-nowrap text-muted transition-colors outline-none hover:text-ink data-[focus-visible]:outline-3 data-[focus-visible]:outline-solid data-[focus-visible]:outline-accent-500 data-[selected]:bg-surface data-[selected]:font-semibold data-[selected]:text-brand-800 data-[selected]:shadow-sm sm:flex-none"
          >
            {option.name}
          </Radio>
        ))}
      </div>
      <FieldError className="text-sm text-danger">{errors?.join(' ')}</FieldError>
    </RadioGroup>
  );
}
