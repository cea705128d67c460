import type { Language } from '@wasla/shared/languages';
import { ChevronDown, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button-classes';
import { useDeferredLive } from '../../components/ui/deferred-live';

const loadLive = () => import('./add-service-menu-live').then((m) => m.LiveAddServiceMenu);

/**
 * "Add service" for signed-in people, in the header and in the mobile drawer: a button that opens two
 * cards, each starting the wizard for its type. Arrow keys move between the cards, Enter opens one.
 * The menu's code loads when the button is reached for; a plain button with the same look stands in.
 */
export function AddServiceMenu({ lang, wide = false }: { lang: Language; wide?: boolean }) {
  const { t } = useTranslation();
  const { live, standInProps } = useDeferredLive(loadLive);
  if (live) return <live.component lang={lang} wide={wide} start={live.start} />;
  return (
    <button
      {...standInProps}
      aria-haspopup="menu"
      aria-expanded={false}
      className={buttonClasses(wide ? 'primary' : 'accent', wide ? 'md' : 'sm', wide ? 'w-full' : '')}
    >
      <Plus aria-hidden="true" className="size-4.5" />
      {t('header.add_service')}
      <ChevronDown aria-hidden="true" className="size-4 opacity-70" />
    </button>
  );
}
