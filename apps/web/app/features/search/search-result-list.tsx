import type { SearchResult, SearchType } from '@wasla/shared/contracts/discovery';
import type { Language } from '@wasla/shared/languages';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ResultMedia } from './result-media';
import { resultHref } from './search-logic';

/**
 * The results as a listbox for the field's combobox: the highlighted option (`aria-activedescendant`
 * of the field) carries the same ring as keyboard focus. Each option is a link, so it also opens with
 * a click, a middle click or in a new tab.
 */
export function SearchResultList({
  lang,
  type,
  label,
  results,
  listId,
  optionId,
  activeIndex,
  onHighlight,
  onChoose,
}: {
  lang: Language;
  type: SearchType;
  label: string;
  results: SearchResult[];
  listId: string;
  optionId: (index: number) => string;
  activeIndex: number;
  onHighlight: (index: number) => void;
  onChoose: () => void;
}) {
  return (
    <div role="listbox" id={listId} aria-label={label} className="flex flex-col gap-0.5">
      {results.map((result, index) => {
        const active = index === activeIndex;
        return (
          <Link
            key={result.id}
            id={optionId(index)}
            role="option"
            aria-selected={active}
            tabIndex={-1}
            to={resultHref(lang, type, result.slug)}
            onClick={onChoose}
            onMouseMove={() => {
              if (!active) onHighlight(index);
            }}
            data-active={active || undefined}
            className="group flex min-h-16 items-center gap-3 rounded-xl px-2.5 py-2 text-ink outline-none transition-colors data-[active]:bg-brand-50 data-[active]:outline-2 data-[active]:-outline-offset-2 data-[active]:outline-brand-300 data-[active]:outline-solid"
          >
            <ResultMedia type={type} result={result} />
            <span className="line-clamp-2 min-w-0 flex-1 text-[0.95rem] leading-snug font-medium">
              <bdi>{result.name}</bdi>
            </span>
            <ChevronRight
              aria-hidden="true"
              className="size-4 shrink-0 text-muted opacity-0 transition-opacity group-data-[active]:opacity-100 rtl:-scale-x-100"
            />
          </Link>
        );
      })}
    </div>
  );
}

const WIDTHS = ['78%', '62%', '86%', '55%', '70%'];
const ROWS = Array.from({ length: 10 }, (_, index) => ({ id: `row-${index}`, index }));

/** Rows in the shape of results while the reply is on its way. */
export function SearchSkeleton({ type, rows }: { type: SearchType; rows: number }) {
  return (
    <div aria-hidden="true" className="flex flex-col gap-0.5">
      {ROWS.slice(0, rows).map(({ id, index }) => (
        <div key={id} className="flex min-h-16 items-center gap-3 px-2.5 py-2">
          <span
            className={`size-12 shrink-0 animate-pulse bg-line/80 ${type === 'service' ? 'rounded-lg' : 'rounded-full'}`}
          />
          <span className="flex flex-1 flex-col gap-2">
            <span
              className="h-3.5 animate-pulse rounded-full bg-line/80"
              style={{ width: WIDTHS[index % WIDTHS.length] }}
            />
            {index % 2 ? null : <span className="h-3 w-2/5 animate-pulse rounded-full bg-line/60" />}
          </span>
        </div>
      ))}
    </div>
  );
}
