import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { ScreenHeader } from './screen-header';

/** The page a queue's link asks for, kept within what the API pages through. */
export const queuePageOf = (query: URLSearchParams) =>
  Math.max(1, Math.min(100_000, Number(query.get('page')) || 1));

/** `value` when it is one of `options`, else the first option: a queue's tab from its query. */
export const pickOf = <T extends string>(options: readonly T[], value: string | null): T =>
  options.includes(value as T) ? (value as T) : options[0]!;

/**
 * One back-office queue: its title, its tabs, the outcome of the decision just taken (when the
 * record it concerned has left the list), the cards or an empty state, and the pages.
 */
export function QueuePage({
  screen,
  before,
  tabs,
  outcome,
  cards,
  empty,
  pages,
}: {
  /** The key of the screen under `admin.screens`. */
  screen: string;
  /** What sits between the title and the tabs (the ledger's health on the finance desk). */
  before?: ReactNode;
  tabs: ReactNode;
  outcome?: { ok: boolean; message: string } | null;
  cards: ReactNode[];
  empty: { icon: LucideIcon; title: string; body: string };
  pages: { current: number; last: number; hrefOf: (page: number) => string };
}) {
  return (
    <div className="grid gap-5">
      <ScreenHeader screen={screen} />
      {before}
      {tabs}
      {outcome?.message ? (
        <p role="status" className={outcome.ok ? 'text-success' : 'text-danger'}>
          {outcome.message}
        </p>
      ) : null}
      {cards.length ? <ul className="grid gap-3">{cards}</ul> : <EmptyState {...empty} />}
      <Pagination {...pages} />
    </div>
  );
}
