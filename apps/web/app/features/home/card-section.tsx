import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A titled row of cards on home with a link to see them all. On phones the cards scroll sideways
 * (snapping to each card) rather than making the page eight cards longer; from 640 px they are a grid.
 * The section is below the fold: it is laid out only as it nears the screen, so its cards (and the
 * fonts their names need, Arabic names on a Latin page) cost nothing before the first paint.
 */
export function CardSection({
  id,
  title,
  subtitle,
  all,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  subtitle: string;
  all?: { href: string; label: string };
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`below-fold py-16 [contain-intrinsic-size:auto_56rem] ${tinted ? 'bg-surface' : ''}`}
    >
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id={`${id}-title`} className="text-2xl font-bold sm:text-3xl">
              {title}
            </h2>
            <p className="mt-2 text-muted">{subtitle}</p>
          </div>
          {all ? (
            <Link
              to={all.href}
              className="inline-flex items-center gap-1.5 rounded-sm font-semibold text-brand-700 outline-none hover:underline focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-accent-500"
            >
              {all.label}
              <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </Link>
          ) : null}
        </div>
        <ul className="-mx-4 mt-8 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4">
          {children}
        </ul>
      </div>
    </section>
  );
}

/** One card of a `CardSection`: most of a phone's width, so the next card peeks in. */
export function CardSlot({ children }: { children: ReactNode }) {
  return (
    <li className="w-[78%] max-w-80 shrink-0 snap-start sm:w-auto sm:max-w-none [&>article]:h-full">
      {children}
    </li>
  );
}
