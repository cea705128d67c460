import type { SearchType } from '@wasla/shared/contracts/discovery';
import { CornerDownLeft, MoveVertical, SearchX, TextCursorInput } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isolated } from './search-logic';

/** Under the minimum length: what to do for results to appear. */
export function SearchHint({ id, min }: { id: string; min: number }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="flex items-center gap-3 px-3 py-5 text-sm text-muted">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
        <TextCursorInput aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      </span>
      {t('search_box.hint', { min })}
    </p>
  );
}

/** Nothing found (or the search failed): say so, and offer the other kind of search. */
export function SearchEmpty({
  text,
  type,
  onSwitch,
}: {
  text: string;
  type: SearchType;
  onSwitch: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-1 max-w-full font-bold break-words">
        {t('search_box.empty_title', { text: isolated(text) })}
      </p>
      <p className="max-w-xs text-sm text-muted">{t(`search_box.empty_body_${type}`)}</p>
      <button
        type="button"
        onClick={onSwitch}
        className="mt-2 inline-flex h-9 items-center rounded-xl border border-line bg-surface px-3 text-sm font-semibold text-ink outline-none transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-accent-500"
      >
        {t(`search_box.switch_to_${type === 'service' ? 'provider' : 'service'}`)}
      </button>
    </div>
  );
}

function Key({ children }: { children: ReactNode }) {
  return (
    <kbd className="inline-grid h-5 min-w-5 place-items-center rounded border border-line bg-surface px-1 font-sans text-[0.7rem] text-ink shadow-[0_1px_0_var(--color-line)]">
      {children}
    </kbd>
  );
}

/** The desktop box's footer: the keys that work in it (the field's combobox role tells screen readers). */
export function SearchKeysHelp() {
  const { t } = useTranslation();
  return (
    <p
      aria-hidden="true"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-line bg-canvas px-4 py-2 text-xs text-muted"
    >
      <span className="inline-flex items-center gap-1.5">
        <Key>
          <MoveVertical aria-hidden="true" className="size-3" />
        </Key>
        {t('search_box.keys_move')}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Key>
          <CornerDownLeft aria-hidden="true" className="size-3 rtl:-scale-x-100" />
        </Key>
        {t('search_box.keys_open')}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Key>Esc</Key>
        {t('search_box.keys_close')}
      </span>
    </p>
  );
}
