import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type LinkTab = { id: string; label: ReactNode; href: string };

const FOCUS =
  'outline-none focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500';

/**
 * Tabs whose choice lives in the address: each tab is a link (so it is rendered on the server, works
 * without scripts and can be shared), the open one marked with `aria-current`. `underline` is a row
 * of section tabs; `pills` is a smaller toggle inside a section. The row scrolls sideways on a narrow
 * screen rather than wrapping.
 */
export function LinkTabs({
  label,
  tabs,
  current,
  variant = 'underline',
}: {
  label: string;
  tabs: LinkTab[];
  current: string;
  variant?: 'underline' | 'pills';
}) {
  if (variant === 'pills') {
    return (
      <nav aria-label={label}>
        <ul className="inline-flex max-w-full gap-1 overflow-x-auto rounded-xl border border-line bg-canvas p-1 [scrollbar-width:none]">
          {tabs.map((tab) => {
            const active = tab.id === current;
            return (
              <li key={tab.id} className="shrink-0">
                <Link
                  to={tab.href}
                  aria-current={active ? 'page' : undefined}
                  preventScrollReset
                  className={`flex h-9 items-center gap-1.5 rounded-lg px-4 text-sm whitespace-nowrap transition-colors focus-visible:outline-offset-[-3px] ${FOCUS} ${
                    active
                      ? 'bg-surface font-semibold text-brand-800 shadow-sm'
                      : 'font-medium text-muted hover:text-ink'
                  }`}
                >
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    );
  }
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-line sm:min-w-0">
        {tabs.map((tab) => {
          const active = tab.id === current;
          return (
            <li key={tab.id} className="flex-1 shrink-0 sm:flex-none">
              <Link
                to={tab.href}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                className={`-mb-px flex h-12 items-center justify-center gap-1.5 rounded-t-lg border-b-3 px-2 text-[0.95rem] whitespace-nowrap sm:gap-2 sm:px-4 sm:text-base transition-colors focus-visible:outline-offset-[-3px] ${FOCUS} ${
                  active
                    ? 'border-brand-700 font-semibold text-brand-800'
                    : 'border-transparent font-medium text-muted hover:border-line hover:text-ink'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
