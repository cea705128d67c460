import { CURRENCY_COOKIE } from '@wasla/shared/business-constants';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { readCookie, writeCookie } from '../../lib/cookies';
import { CurrencyMenu } from './currency-menu';
import { useLangData } from './use-lang-data';

/** Until a visitor confirms or picks a currency, every page but home asks once, above the content. */
export function CurrencyPrompt() {
  const { t } = useTranslation();
  const { currency, currencies } = useLangData();
  // The shell's data is loaded once per language, so a choice made on an earlier page is read here.
  const [confirmed, setConfirmed] = useState(
    () =>
      currency.chosen ||
      (typeof document !== 'undefined' && Boolean(readCookie(document.cookie, CURRENCY_COOKIE))),
  );
  if (confirmed) return null;
  const label = currencies.find((c) => c.code === currency.code)?.label ?? currency.code;
  return (
    <section aria-label={t('currency_prompt.label')} className="border-b border-accent-300/60 bg-accent-100">
      <div className="container-page flex flex-wrap items-center gap-3 py-3">
        <Coins aria-hidden="true" className="size-5 shrink-0 text-accent-600" />
        <p className="min-w-[14rem] flex-1 basis-64 text-sm text-accent-900">
          {t('currency_prompt.text', { currency: label })}
        </p>
        <div className="flex items-center gap-2">
          <Button
            size="sm"
            variant="primary"
            onPress={() => {
              writeCookie(CURRENCY_COOKIE, currency.code);
              setConfirmed(true);
            }}
          >
            {t('currency_prompt.keep', { code: currency.code })}
          </Button>
          <CurrencyMenu triggerClassName="bg-surface" />
        </div>
      </div>
    </section>
  );
}
