import type { ReactNode } from 'react';
import type { DecisionOutcome } from './decision-outcome';

/** One record of a back-office queue: its title, facts and decisions, and what the last decision answered. */
export function RecordCard({
  id,
  title,
  children,
  outcome,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  outcome?: DecisionOutcome;
}) {
  return (
    <li aria-labelledby={id} className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <h2 id={id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-lg font-semibold">
        {title}
      </h2>
      {children}
      {outcome?.message ? (
        <p role="status" className={outcome.ok ? 'text-success' : 'text-danger'}>
          {outcome.message}
        </p>
      ) : null}
    </li>
  );
}

/** Label and value rows; values that are codes and numbers read left to right. */
export function Facts({ rows }: { rows: [string, ReactNode, boolean?][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value, ltr]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="min-w-0">
            {ltr ? (
              <span dir="ltr" className="break-all">
                {value}
              </span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
