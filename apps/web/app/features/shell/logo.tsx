import type { Language } from '@wasla/shared/languages';

/** The mark: two links of a chain, the brand's name ("a link") drawn; legible at 24 px. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#135d56" />
      <rect
        x="4.5"
        y="11.5"
        width="14"
        height="9"
        rx="4.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        transform="rotate(-35 11.5 16)"
      />
      <rect
        x="13.5"
        y="11.5"
        width="14"
        height="9"
        rx="4.5"
        fill="none"
        stroke="#f4b74a"
        strokeWidth="2.6"
        transform="rotate(-35 20.5 16)"
      />
    </svg>
  );
}

/** Logotype in the page's script: "وصلة" in Arabic, "Wasla" otherwise. */
export function Logo({ lang, withBoth = false }: { lang: Language; withBoth?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <LogoMark />
      <span className="flex flex-col leading-none">
        <span className="text-xl font-bold tracking-tight text-brand-800">
          {lang === 'ar' ? 'وصلة' : 'Wasla'}
        </span>
        {/* The other script in the system face: no web font is fetched for one word. */}
        {withBoth ? (
          <span
            lang={lang === 'ar' ? 'en' : 'ar'}
            className="mt-1 font-[system-ui] text-xs font-medium text-muted"
          >
            {lang === 'ar' ? 'Wasla' : 'وصلة'}
          </span>
        ) : null}
      </span>
    </span>
  );
}
