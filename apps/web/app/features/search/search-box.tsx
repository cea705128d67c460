import { SEARCH_MIN_CHARS } from '@wasla/shared/business-constants';
import type { SearchType } from '@wasla/shared/contracts/discovery';
import type { Language } from '@wasla/shared/languages';
import { ArrowRight, Search, X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  fullSearchHref,
  isolated,
  isSearchShortcut,
  nextActiveIndex,
  resultHref,
  SEARCH_MAX_CHARS,
  searchKey,
} from './search-logic';
import { SearchEmpty, SearchHint, SearchKeysHelp } from './search-messages';
import { SearchResultList, SearchSkeleton } from './search-result-list';
import { SearchTypeToggle } from './search-type-toggle';
import { useSearchResults } from './use-search-results';

/**
 * The search itself, inside the desktop box or the mobile panel: a combobox field (arrow keys move
 * through the results, Enter opens the highlighted one or the full listing), the services/providers
 * toggle, and what there is to show under them. `onClose` runs after choosing where to go, and on
 * Ctrl/Cmd+K typed in the field.
 */
export function SearchBox({
  lang,
  variant,
  onClose,
  leading,
}: {
  lang: Language;
  variant: 'popover' | 'panel';
  onClose: () => void;
  /** The mobile panel's back button, before the field. */
  leading?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [type, setType] = useState<SearchType>('service');
  const [activeIndex, setActiveIndex] = useState(-1);
  const { status, results } = useSearchResults(lang, type, text);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const listId = `${baseId}-results`;
  const hintId = `${baseId}-hint`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const key = searchKey(type, text);
  const query = text.trim();

  // A new question starts without a highlight.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key or reply is a new list
  useEffect(() => setActiveIndex(-1), [key, status]);

  const showAll = () => {
    if (!query) {
      inputRef.current?.focus();
      return;
    }
    onClose();
    navigate(fullSearchHref(lang, type, query));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that finish a composition (an input method's candidates) belong to it.
    if (event.nativeEvent.isComposing) return;
    if (isSearchShortcut(event)) {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    const next = nextActiveIndex(activeIndex, event.key, results.length);
    if (next !== null) {
      event.preventDefault();
      setActiveIndex(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
      return;
    }
    const chosen = results[activeIndex];
    if (event.key === 'Enter' && chosen) {
      event.preventDefault();
      onClose();
      navigate(resultHref(lang, type, chosen.slug));
    }
  };

  const panel = variant === 'panel';
  const expanded = status === 'results';
  return (
    <div className={`flex min-h-0 flex-col ${panel ? 'h-full' : ''}`}>
      <div className={`flex flex-col gap-3 border-b border-line ${panel ? 'px-3 pt-3 pb-3' : 'p-4'}`}>
        {/* biome-ignore lint/a11y/useSemanticElements: a search form landmark that every browser knows, unlike <search> */}
        <form
          role="search"
          aria-label={t('search_box.title')}
          className="flex items-center gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            showAll();
          }}
        >
          {leading}
          <div className="relative min-w-0 flex-1">
            <input
              ref={inputRef}
              // biome-ignore lint/a11y/noAutofocus: the box or panel opens to type into it
              autoFocus
              type="search"
              role="combobox"
              aria-label={t(`search_box.field_${type}`)}
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={expanded ? listId : undefined}
              aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
              aria-describedby={status === 'hint' ? hintId : undefined}
              placeholder={t(`search_box.placeholder_${type}`)}
              enterKeyHint="search"
              autoComplete="off"
              spellCheck={false}
              maxLength={SEARCH_MAX_CHARS}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              className="h-12 w-full rounded-xl border border-line bg-surface ps-3.5 pe-22 text-base text-ink outline-none transition-colors placeholder:text-muted/80 focus:border-brand-500 focus:ring-3 focus:ring-brand-100 [&::-webkit-search-cancel-button]:hidden"
            />
            <div className="absolute inset-y-0 end-1.5 flex items-center gap-0.5">
              {text ? (
                <button
                  type="button"
                  aria-label={t('search_box.clear')}
                  onClick={() => {
                    setText('');
                    inputRef.current?.focus();
                  }}
                  className="grid size-9 place-items-center rounded-lg text-muted outline-none hover:bg-canvas hover:text-ink focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
                >
                  <X aria-hidden="true" className="size-4.5" />
                </button>
              ) : null}
              <button
                type="submit"
                aria-label={t(`search_box.submit_${type}`)}
                className="grid size-9 place-items-center rounded-lg bg-brand-700 text-white outline-none hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-accent-500"
              >
                <Search aria-hidden="true" className="size-4.5" />
              </button>
            </div>
          </div>
        </form>
        <SearchTypeToggle value={type} onChange={setType} />
      </div>

      <div
        className={`min-h-0 overflow-y-auto overscroll-contain p-2 ${panel ? 'flex-1' : 'max-h-[min(26rem,calc(100vh-16rem))]'}`}
      >
        <p role="status" className="sr-only">
          {status === 'loading'
            ? t('search_box.loading')
            : status === 'results'
              ? t('search_box.results_count', { count: results.length })
              : status === 'empty'
                ? t('search_box.empty_title', { text: isolated(query) })
                : ''}
        </p>
        {status === 'hint' ? <SearchHint id={hintId} min={SEARCH_MIN_CHARS} /> : null}
        {status === 'loading' ? <SearchSkeleton type={type} rows={panel ? 10 : 5} /> : null}
        {status === 'empty' ? (
          <SearchEmpty
            text={query}
            type={type}
            onSwitch={() => setType(type === 'service' ? 'provider' : 'service')}
          />
        ) : null}
        {status === 'results' ? (
          <>
            <SearchResultList
              lang={lang}
              type={type}
              label={t(`search_box.results_${type}`)}
              results={results}
              listId={listId}
              optionId={optionId}
              activeIndex={activeIndex}
              onHighlight={setActiveIndex}
              onChoose={onClose}
            />
            <Link
              to={fullSearchHref(lang, type, query)}
              onClick={onClose}
              className="mt-1 flex items-center justify-between gap-2 rounded-xl px-3 py-3 text-sm font-semibold text-brand-700 outline-none hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:-outline-offset-3 focus-visible:outline-accent-500"
            >
              <span className="min-w-0 truncate">{t('search_box.see_all', { text: isolated(query) })}</span>
              <ArrowRight aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
            </Link>
          </>
        ) : null}
      </div>
      {panel ? null : <SearchKeysHelp />}
    </div>
  );
}
