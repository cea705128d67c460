import { CURRENCY_COOKIE } from '@wasla/shared/business-constants';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PopoverMenu } from '../../components/ui/popover-menu';
import { toast } from '../../components/ui/toast-queue';
import { writeCookie } from '../../lib/cookies';
import { useLangData } from './use-lang-data';

/** How long the success alert stays before the page reloads in the new currency. */
const ALERT_BEFORE_RELOAD_MS = 1_200;

/**
 * Keeps the choice for a year and reloads so every price is shown in it (SPEC.md section 4). A signed-in
 * account also saves it on the server and shows the server's message first; if that fails, nothing
 * changes and nothing is said (SPEC.md section 8). Guests make no call.
 */
export async function chooseCurrency(
  code: string,
  options: { lang: string; currencyId?: number; signedIn: boolean },
) {
  if (options.signedIn && options.currencyId) {
    const body = new FormData();
    body.set('currency_id', String(options.currencyId));
    const reply = await fetch(`/${options.lang}/user-currency`, { method: 'POST', body })
      .then((res) => res.json() as Promise<{ ok: boolean; message?: string }>)
      .catch(() => ({ ok: false }) as { ok: boolean; message?: string });
    if (!reply.ok) return;
    writeCookie(CURRENCY_COOKIE, code);
    if (reply.message) {
      toast.success(reply.message);
      await new Promise((resolve) => setTimeout(resolve, ALERT_BEFORE_RELOAD_MS));
    }
  } else {
    writeCookie(CURRENCY_COOKIE, code);
  }
  window.location.reload();
}

/** Current currency first and ticked, each shown as "currency_name (currency)", 320 px wide at least. */
export function CurrencyMenu({ triggerClassName }: { triggerClassName?: string }) {
  const { t } = useTranslation();
  const { currencies, currency, lang, user } = useLangData();
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
        if (code !== currency.code) {
          const currencyId = currencies.find((c) => c.code === code)?.id;
          void chooseCurrency(code, { lang, currencyId, signedIn: Boolean(user) });
        }
      }}
    />
  );
}
