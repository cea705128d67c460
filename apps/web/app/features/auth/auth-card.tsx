import type { ReactNode } from 'react';
import { LogoMark } from '../shell/logo';

/** The frame of every sign-in screen: a centred card with the mark, a title and a short line. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-canvas px-4 py-12 sm:py-16">
      <section
        aria-labelledby="auth-title"
        className="mx-auto w-full max-w-md rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8"
      >
        <LogoMark className="size-10" />
        <h1 id="auth-title" className="mt-5 text-2xl font-bold text-brand-950">
          {title}
        </h1>
        {intro ? <p className="mt-2 text-muted">{intro}</p> : null}
        <div className="mt-6">{children}</div>
        {footer ? (
          <div className="mt-6 border-t border-line pt-5 text-center text-sm text-muted">{footer}</div>
        ) : null}
      </section>
    </div>
  );
}
