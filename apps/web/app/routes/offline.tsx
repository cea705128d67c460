import { formatDateTime } from '@wasla/shared/format';
import { BookmarkCheck, FileText, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClasses } from '../components/ui/button-classes';
import { EmptyState } from '../components/ui/empty-state';
import { type SavedPage, savedPages } from '../features/offline/saved-pages';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import { languageOf } from '../service-worker/offline-rules';
import type { Route } from './+types/offline';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'offline.page_title' }, { key: 'offline.page_intro' }),
  { name: 'robots', content: 'noindex' },
];

// Read in the browser only, so the reader's own clock shows when each page was saved.
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The saved pages of this device, read from the service worker's cache once the page runs. */
function useSavedPages(lang: string) {
  const [pages, setPages] = useState<SavedPage[] | null>(null);
  useEffect(() => {
    let live = true;
    savedPages(lang)
      .catch(() => [])
      .then((found) => live && setPages(found));
    return () => {
      live = false;
    };
  }, [lang]);
  return pages;
}

/**
 * The pages kept on this device for reading offline, newest first. Offline, the service worker shows
 * this page in place of any page that was never opened here; it is cached as a visitor sees it, and
 * the list is read in the browser, so nothing of an account is kept in it.
 */
export default function Offline({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const pages = useSavedPages(lang);
  // Sent here by the service worker in place of a page never opened on this device (`from`).
  const [search] = useSearchParams();
  // Only a page of this site, by its path: never an address elsewhere (`//other.example`).
  const from = search.get('from') ?? '';
  const asked = languageOf(from) ? from : null;
  const [offline, setOffline] = useState(false);
  useEffect(() => setOffline(!navigator.onLine), []);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="flex items-center gap-3 text-2xl font-bold sm:text-3xl">
        <BookmarkCheck aria-hidden="true" className="size-7 text-brand-700" />
        {t('offline.page_title')}
      </h1>
      <p className="mt-3 text-muted">{t('offline.page_intro')}</p>
      {offline && asked ? (
        <div className="mt-6 flex flex-wrap items-center gap-3 rounded-2xl border border-accent-300 bg-accent-100 p-4">
          <WifiOff aria-hidden="true" className="size-5 shrink-0 text-accent-900" />
          <p className="flex-1 text-sm">{t('offline.page_offline')}</p>
          <button
            type="button"
            className={buttonClasses('primary', 'sm')}
            onClick={() => window.location.assign(asked)}
          >
            {t('offline.try_again')}
          </button>
        </div>
      ) : null}
      {/* As tall as the empty state: the list read after the page starts does not push the footer. */}
      <div className="mt-8 min-h-72">
        {pages === null ? (
          <p role="status" className="text-muted">
            {t('offline.loading')}
          </p>
        ) : pages.length === 0 ? (
          <EmptyState icon={FileText} title={t('offline.empty_title')} body={t('offline.empty_body')} />
        ) : (
          <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
            {pages.map((page) => (
              <li key={page.path}>
                {/* Whole-page links: offline, the service worker answers them from this device. */}
                <a
                  href={page.path}
                  className="flex flex-col gap-1 px-5 py-4 outline-none hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-500"
                >
                  <span className="font-semibold text-brand-800">{page.title}</span>
                  {page.savedAt ? (
                    <span className="text-sm text-muted">
                      {t('offline.saved_at', {
                        date: formatDateTime(new Date(page.savedAt), lang, localZone()),
                      })}
                    </span>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
