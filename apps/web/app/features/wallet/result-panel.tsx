import type { ReactNode } from 'react';

const RINGS = {
  success: 'bg-success/10 text-success',
  danger: 'bg-danger/10 text-danger',
  waiting: 'bg-brand-50 text-brand-700',
};

/** A payment's outcome in the middle of the page: an icon, a title read out when it appears, and what to do next. */
export function ResultPanel({
  tone,
  icon,
  title,
  children,
  live = 'polite',
  headingLevel = 1,
}: {
  tone: keyof typeof RINGS;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  live?: 'polite' | 'assertive';
  /** 1 where the outcome is the page; 2 inside a page that has its own title. */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      aria-live={live}
      aria-labelledby="result-title"
      className="mx-auto grid w-full max-w-lg justify-items-center gap-3 rounded-2xl border border-line bg-surface px-6 py-10 text-center"
    >
      <span className={`grid size-18 place-items-center rounded-full ${RINGS[tone]}`}>{icon}</span>
      <Heading id="result-title" className="text-xl font-bold sm:text-2xl">
        {title}
      </Heading>
      {children}
    </section>
  );
}
