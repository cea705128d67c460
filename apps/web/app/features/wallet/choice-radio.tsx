import type { ReactNode } from 'react';
import { Radio } from 'react-aria-components';

/** One choice of a radio group drawn as a card with its own dot: a saved card, a bank account. */
export function ChoiceRadio({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Radio
      value={value}
      className="flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface p-3.5 outline-none transition-colors hover:border-brand-300 data-[focus-visible]:outline-3 data-[focus-visible]:outline-solid data-[focus-visible]:outline-accent-500 data-[selected]:border-brand-600 data-[selected]:bg-brand-50"
    >
      {({ isSelected }) => (
        <>
          <span
            aria-hidden="true"
            className={`grid size-5 shrink-0 place-items-center rounded-full border-2 ${isSelected ? 'border-brand-700' : 'border-line'}`}
          >
            {isSelected ? <span className="size-2.5 rounded-full bg-brand-700" /> : null}
          </span>
          {children}
        </>
      )}
    </Radio>
  );
}
