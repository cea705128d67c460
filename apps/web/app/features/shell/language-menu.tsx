import { LANG_STORAGE_KEY, LOCALE_COOKIE } from '@wasla/shared/business-constants';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@wasla/shared/languages';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PopoverMenu } from '../../components/ui/popover-menu';
import { writeCookie } from '../../lib/cookies';

/** The same page in another language: only the first path segment changes. */
export function pathInLanguage(pathname: string, search: string, lang: Language) {
  const rest = pathname.split('/').slice(2).join('/');
  return `/${lang}${rest ? `/${rest}` : ''}${search}`;
}

export function rememberLanguage(lang: Language) {
  writeCookie(LOCALE_COOKIE, lang);
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage can be off (private mode); the cookie alone is enough.
  }
}

/**
 * Current language first and ticked; choosing another reloads the same page in it. `short` shows the
 * code on the trigger ("FR"), for the header where "Français" or "Türkçe" would crowd out the links;
 * the trigger's accessible name starts with that code, then carries the full name.
 */
export function LanguageMenu({ lang, short = false }: { lang: Language; short?: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const ordered = [lang, ...LANGUAGES.filter((l) => l !== lang)];
  return (
    <PopoverMenu
      label={t('header.language')}
      value={LANGUAGE_NAMES[lang]}
      shown={short ? lang.toUpperCase() : undefined}
      triggerContent={
        <>
          <Globe aria-hidden="true" className="size-4.5 text-muted" />
          <span lang={lang}>{short ? lang.toUpperCase() : LANGUAGE_NAMES[lang]}</span>
        </>
      }
      items={ordered.map((l) => ({
        id: l,
        label: <span lang={l}>{LANGUAGE_NAMES[l]}</span>,
        selected: l === lang,
      }))}
      onAction={(id) => {
        if (id === lang) return;
        rememberLanguage(id as Language);
        window.location.assign(pathInLanguage(pathname, search, id as Language));
      }}
    />
  );
}
