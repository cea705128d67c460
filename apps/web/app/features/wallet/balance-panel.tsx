import type { Balance } from '@wasla/shared/contracts/wallet';
import { formatDateTime } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { ArrowDownToLine, ArrowUpFromLine, Lock, type LucideIcon, Wallet, WalletCards } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/ui/link-button';
import { convertedAmount, showAed, showMoney } from './wallet-money';

/** A stored rate from AED to the user's currency, and when it was taken. */
export type RateView = { to: string; rate: string; updated_at: string };

function Figure({
  icon: Icon,
  label,
  hint,
  amount,
  lang,
  rate,
  main = false,
}: {
  icon: LucideIcon;
  label: string;
  hint: string;
  amount: string;
  lang: Language;
  rate: RateView | null;
  main?: boolean;
}) {
  const converted = rate ? convertedAmount(amount, rate.rate, rate.to) : undefined;
  return (
    <div
      className={`flex min-w-0 flex-col gap-1 rounded-2xl p-4 sm:p-5 ${main ? 'col-span-2 bg-brand-800 text-white sm:col-span-1' : 'border border-line bg-surface'}`}
    >
      <dt
        className={`flex items-center gap-2 text-sm font-semibold ${main ? 'text-brand-100' : 'text-muted'}`}
      >
        <Icon aria-hidden="true" className="size-4.5" />
        {label}
      </dt>
      <dd
        className={`font-bold tabular-nums [overflow-wrap:anywhere] ${main ? 'text-3xl' : 'text-xl text-brand-950 sm:text-2xl'}`}
      >
        <bdi>{showAed(amount, lang)}</bdi>
      </dd>
      {converted ? (
        <dd className={`text-sm tabular-nums ${main ? 'text-brand-100' : 'text-muted'}`}>
          ≈ <bdi>{showMoney(converted, lang)}</bdi>
        </dd>
      ) : null}
      <dd className={`text-xs ${main ? 'text-brand-100' : 'text-muted'}`}>{hint}</dd>
    </div>
  );
}

/**
 * The three balances (SPEC.md section 3, Wallet): total, what can be spent or withdrawn, and what is
 * held. The wallet holds AED; another currency of the user's is shown beside it at a stored rate,
 * with the time of that rate.
 */
export function BalancePanel({
  balance,
  lang,
  rate,
}: {
  balance: Balance;
  lang: Language;
  rate: RateView | null;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="balance-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="balance-title" className="text-lg font-bold">
          {t('wallet.balance.title')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <LinkButton to={`/${lang}/top-up-wallet`}>
            <ArrowDownToLine aria-hidden="true" className="size-4.5" />
            {t('wallet.top_up')}
          </LinkButton>
          <LinkButton to={`/${lang}/withdraw`} variant="secondary">
            <ArrowUpFromLine aria-hidden="true" className="size-4.5" />
            {t('wallet.withdraw')}
          </LinkButton>
        </div>
      </div>
      {/* On a phone the total spans the row and the two parts of it sit side by side below. */}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure
          main
          icon={Wallet}
          label={t('wallet.balance.total')}
          hint={t('wallet.balance.total_hint')}
          amount={balance.total_balance}
          lang={lang}
          rate={rate}
        />
        <Figure
          icon={WalletCards}
          label={t('wallet.balance.available')}
          hint={t('wallet.balance.available_hint')}
          amount={balance.available_balance}
          lang={lang}
          rate={rate}
        />
        <Figure
          icon={Lock}
          label={t('wallet.balance.blocked')}
          hint={t('wallet.balance.blocked_hint')}
          amount={balance.blocked_balance}
          lang={lang}
          rate={rate}
        />
      </dl>
      {rate ? (
        <p className="text-xs text-muted">
          {t('wallet.balance.converted_note', {
            currency: rate.to,
            time: formatDateTime(rate.updated_at, lang),
          })}
        </p>
      ) : null}
    </section>
  );
}
