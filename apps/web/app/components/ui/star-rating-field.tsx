import { Star } from 'lucide-react';
import { useState } from 'react';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';

/**
 * One to five stars as a radio group: arrow keys move, the form receives `name`. Stars up to the
 * chosen one are filled, so the value is shown by shape and not by colour alone.
 */
export function StarRatingField({
  name,
  label,
  starLabel,
  errors,
  defaultValue,
}: {
  name: string;
  label: string;
  starLabel: (count: number) => string;
  errors?: string[];
  defaultValue?: string;
}) {
  const [value, setValue] = useState(defaultValue ?? '');
  const chosen = Number(value) || 0;
  return (
    <RadioGroup
      name={name}
      value={value}
      onChange={setValue}
      isInvalid={Boolean(errors?.length)}
      validationBehavior="aria"
      orientation="horizontal"
      className="flex flex-col gap-2"
    >
      <Label className="text-sm font-semibold">{label}</Label>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((count) => (
          <Radio
            key={count}
            value={String(count)}
            aria-label={starLabel(count)}
            className="cursor-pointer rounded-lg p-1 outline-none focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
          >
            <Star
              aria-hidden="true"
              className={`size-9 transition-colors ${count <= chosen ? 'fill-accent-400 text-accent-500' : 'text-line hover:text-accent-300'}`}
            />
          </Radio>
        ))}
      </div>
      <FieldError className="text-sm text-danger">{errors?.join(' ')}</FieldError>
    </RadioGroup>
  );
}
