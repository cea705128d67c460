import { CURRENCY_COOKIE } from '@wasla/shared/business-constants';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PopoverMenu } from '../../components/ui/popover-menu';
import { writeCookie } from '../../lib/cookies';
import { useLangData } from './use-lang-data';

/** Keeps the choice for a year and reloads so every price is shown in it (SPEC.md section 4). */
export function chooseCurrency(code: string) {
  writeCookie(CURRENCY_COOKIE, code);
  window.location.reload();
}

/** Current currency first and ticked, each shown as "currency_name (currency)", 320 px wide at least. */
export function CurrencyMenu({ triggerClassName }: { triggerClassName?: string }) {
  const { t } = useTranslation();
  const { currencies, currency } = useLangData();
  const current = currencies.find((c) => c.code === currency.code);
  const ordered = current ? [current, ...currencies.filter((c) => c.code !== current.code)] : currencies;
  return (
    <PopoverMenu
      label={t('header.currency')}
      value={currency.code}
      minWidth="320px"
      triggerClassName={triggerClassName}
      triggerContent={
        <>
          <Coins aria-hidden="true" className="size-4.5 text-muted" />
          <span>{currency.code}</span>
        </>
      }
      items={ordered.map((c) => ({ id: c.code, label: c.label, selected: c.code === currency.code }))}
      onAction={(code) => {
        if (code !== currency.code) chooseCurrency(code);
      }}
    />
  );
}
