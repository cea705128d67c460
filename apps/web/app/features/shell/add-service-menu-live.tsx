import type { ServiceType } from '@wasla/shared/business-constants';
import type { Language } from '@wasla/shared/languages';
import { BriefcaseBusiness, ChevronDown, type LucideIcon, Megaphone, Plus } from 'lucide-react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, RouterProvider, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router';
import { buttonClasses } from '../../components/ui/button-classes';
import { type LiveStart, useTakeOver } from '../../components/ui/deferred-live';

/** SPEC.md section 2: two cards, a request first, then a service to provide. */
const CARDS: { type: ServiceType; icon: LucideIcon }[] = [
  { type: 'requested', icon: Megaphone },
  { type: 'provided', icon: BriefcaseBusiness },
];

/** The menu behind `AddServiceMenu`, once someone reaches for it. */
export function LiveAddServiceMenu({
  lang,
  wide = false,
  start,
}: {
  lang: Language;
  wide?: boolean;
  start: LiveStart;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { trigger, isOpen, setOpen } = useTakeOver(start);
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button
          ref={trigger}
          className={buttonClasses(wide ? 'primary' : 'accent', wide ? 'md' : 'sm', wide ? 'w-full' : '')}
        >
          <Plus aria-hidden="true" className="size-4.5" />
          {t('header.add_service')}
          <ChevronDown aria-hidden="true" className="size-4 opacity-70" />
        </Button>
        <Popover
          placement={wide ? 'bottom' : 'bottom end'}
          offset={8}
          className="w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-2 shadow-xl outline-none"
        >
          <Menu aria-label={t('header.add_service_menu')} className="grid gap-1.5 outline-none">
            {CARDS.map(({ type, icon: Icon }) => (
              <MenuItem
                key={type}
                id={type}
                href={`/${lang}/add-service?type=${type}`}
                textValue={t(`header.add_${type}`)}
                className="group flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3.5 text-ink outline-none transition-colors hover:border-brand-300 hover:bg-brand-50 focus:border-brand-300 focus:bg-brand-50 data-[focus-visible]:outline-3 data-[focus-visible]:outline-solid data-[focus-visible]:outline-offset-[-3px] data-[focus-visible]:outline-accent-500"
              >
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 group-hover:bg-surface group-focus:bg-surface">
                  <Icon aria-hidden="true" className="size-5.5" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <Text slot="label" className="font-semibold">
                    {t(`header.add_${type}`)}
                  </Text>
                  <Text slot="description" className="text-sm leading-snug text-muted">
                    {t(`header.add_${type}_body`)}
                  </Text>
                </span>
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
    </RouterProvider>
  );
}
