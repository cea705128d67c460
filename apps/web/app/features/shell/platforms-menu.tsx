import type { Language } from '@wasla/shared/languages';
import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PopoverMenu } from '../../components/ui/popover-menu';

/** This marketplace and its sister platforms (SPEC.md section 1). */
export function PlatformsMenu({ lang, compact = false }: { lang: Language; compact?: boolean }) {
  const { t } = useTranslation();
  const items = [
    {
      id: 'services',
      label: t('platforms.services'),
      description: t('platforms.services_hint'),
      href: `/${lang}`,
      selected: true,
    },
    {
      id: 'auctions',
      label: t('platforms.auctions'),
      description: t('platforms.auctions_hint'),
      href: `/${lang}/our-platforms#auctions`,
    },
    {
      id: 'franchise',
      label: t('platforms.franchise'),
      description: t('platforms.franchise_hint'),
      href: `/${lang}/our-platforms#franchise`,
    },
    {
      id: 'jobs',
      label: t('platforms.jobs'),
      description: t('platforms.jobs_hint'),
      href: `/${lang}/our-platforms#jobs`,
    },
  ];
  return (
    <PopoverMenu
      label={t('header.our_platforms')}
      minWidth="18rem"
      triggerContent={
        <>
          <LayoutGrid aria-hidden="true" className="size-4.5 text-muted" />
          {/* In the header below 1536 px the icon alone stands for the menu; its accessible name stays whole. */}
          <span className={compact ? 'hidden 2xl:inline' : undefined}>{t('header.our_platforms')}</span>
        </>
      }
      items={items}
    />
  );
}
