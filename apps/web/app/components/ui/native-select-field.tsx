import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import type { SelectOption } from './select-field';

/**
 * A labelled browser `<select>`, for the filter forms and toolbars of public listings. It works
 * before the page's scripts run (a filter form can be sent at once), opens the phone's own picker,
 * and costs nothing to hydrate; the forms behind an account keep the richer `SelectField`.
 */
export function NativeSelectField({
  label,
  name,
  options,
  value,
  defaultValue,
  onChange,
  className,
}: {
  label: string;
  name: string;
  options: SelectOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          name={name}
          value={value}
          defaultValue={defaultValue}
          onChange={onChange ? (event) => onChange(event.target.value) : undefined}
          className="h-11 w-full cursor-pointer appearance-none truncate rounded-xl border border-line bg-surface ps-3.5 pe-10 text-ink outline-none transition-colors hover:border-brand-300 focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-brand-100"
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute end-3.5 top-1/2 size-4.5 -translate-y-1/2 text-muted"
        />
      </div>
    </div>
  );
}
