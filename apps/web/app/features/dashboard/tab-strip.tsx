import type { Language } from '@wasla/shared/languages';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CompletionStatus } from './completion-status';
import { MENU_ICONS } from './menu-icons';
import { activeGroupOf, currentOf, type MenuGroup } from './menu-model';

/** Chips that scroll sideways; the current one is brought into view. */
const STRIP = 'flex gap-2 overflow-x-auto overscroll-x-contain px-4 pb-1 [scrollbar-width:none]';

/**
 * The dashboard menu below 900 px: the completion line, a strip of the same groups that scrolls
 * sideways, and a second strip with the active group's sub-links.
 */
export function TabStrip({ menu, lang, score }: { menu: MenuGroup[]; lang: Language; score: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeGroupOf(menu, pathname);
  const strip = useRef<HTMLUListElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the current chip changes with the address
  useEffect(() => {
    const current = strip.current?.querySelector<HTMLElement>('[aria-current]');
    if (!current || !strip.current) return;
    // Scroll the strip only (not the page) so the current chip sits in the middle.
    const box = strip.current.getBoundingClientRect();
    const chip = current.getBoundingClientRect();
    strip.current.scrollLeft += chip.left + chip.width / 2 - (box.left + box.width / 2);
  }, [pathname]);

  return (
    <div className="-mx-4 mb-6 nav:hidden">
      <div className="mx-4 mb-4 rounded-2xl border border-line bg-surface p-3">
        <CompletionStatus score={score} lang={lang} />
      </div>
      <nav aria-label={t('dashboard.menu.label')}>
        <ul ref={strip} className={STRIP}>
          {menu.map((group) => {
            const Icon = MENU_ICONS[group.id];
            const current = currentOf(group, pathname);
            return (
              <li key={group.id} className="shrink-0">
                <Link
                  to={group.to}
                  data-tour={group.id}
                  aria-current={current}
                  className={`inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium whitespace-nowrap outline-none focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-offset-[-3px] focus-visible:outline-accent-500 ${current ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-surface text-ink'}`}
                >
                  {Icon ? <Icon aria-hidden="true" className="size-4.5" /> : null}
                  {t(group.label)}
                </Link>
              </li>
            );
          })}
        </ul>
        {active?.children.length ? (
          <ul aria-label={t(active.label)} className={`${STRIP} mt-2`}>
            {active.children.map((child) => {
              const current = currentOf(active, pathname, child);
              return (
                <li key={child.id} className="shrink-0">
                  <Link
                    to={child.to}
                    aria-current={current}
                    className={`inline-flex h-9 items-center rounded-full px-3.5 text-sm whitespace-nowrap outline-none focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-offset-[-3px] focus-visible:outline-accent-500 ${current ? 'bg-brand-50 font-semibold text-brand-800 underline decoration-2 underline-offset-6' : 'text-muted'}`}
                  >
                    {t(child.label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : null}
      </nav>
    </div>
  );
}
