import type { ReactNode } from 'react';

/** The band at the top of a content page: title, one line of introduction, optional extra. */
export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-line bg-gradient-to-b from-brand-50 to-canvas">
      <div className="container-page py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-3 max-w-2xl text-lg text-muted">{intro}</p> : null}
        {children}
      </div>
    </header>
  );
}
