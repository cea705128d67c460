import { CreditCard, Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../components/ui/link-tabs';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { BankDetailsPanel } from '../features/wallet/bank-details-panel';
import { BankTransferForm } from '../features/wallet/bank-transfer-form';
import { BankTransferList } from '../features/wallet/bank-transfer-list';
import { loadCardPayment, newAttempt, startCardPayment } from '../features/wallet/card-payment.server';
import { CardPaymentForm } from '../features/wallet/card-payment-form';
import { walletApi } from '../features/wallet/wallet-api.server';
import { WalletErrorBoundary } from '../features/wallet/wallet-error-boundary';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/top-up-wallet';

type Method = 'card' | 'bank';

/**
 * Topping up the wallet (SPEC.md sections 3 and 7): by card at once (`POST /wallets/top-up`), or by
 * bank transfer to the platform's account (`GET /bank-information`, `POST /bank-transfers`), which
 * the finance team approves within 3 days. The method lives in the address (`?method=bank`).
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const url = new URL(args.request.url);
  const lang = signedIn.lang;
  if (url.searchParams.get('method') === 'bank') {
    const wallet = walletApi(signedIn.api);
    const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
    const [bank, transfers] = await Promise.all([wallet.bankInformation(), wallet.bankTransfers(page)]);
    return withSession(signedIn, {
      lang,
      method: 'bank' as Method,
      bank,
      transfers,
      attempt: newAttempt(),
      card: null,
    });
  }
  const card = await loadCardPayment(signedIn, url);
  return withSession(signedIn, {
    lang,
    method: 'card' as Method,
    bank: null,
    transfers: null,
    attempt: card.attempt,
    card,
  });
}

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  return withSession(signedIn, await startCardPayment(signedIn, await args.request.formData()));
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'wallet.top_up_page.title' }, { key: 'wallet.top_up_page.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function TopUpWallet({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang, method, bank, transfers, card, attempt } = loaderData;
  const base = `/${lang}/top-up-wallet`;
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{t('wallet.top_up_page.title')}</h1>
        <p className="mt-1 text-muted">{t('wallet.top_up_page.intro')}</p>
      </header>
      <LinkTabs
        label={t('wallet.top_up_page.methods')}
        current={method}
        tabs={[
          {
            id: 'card',
            href: base,
            label: (
              <>
                <CreditCard aria-hidden="true" className="size-4.5" />
                {t('wallet.top_up_page.by_card')}
              </>
            ),
          },
          {
            id: 'bank',
            href: `${base}?method=bank`,
            label: (
              <>
                <Landmark aria-hidden="true" className="size-4.5" />
                {t('wallet.top_up_page.by_bank')}
              </>
            ),
          },
        ]}
      />
      <section className="grid gap-5 rounded-2xl border border-line bg-surface p-5 sm:p-6">
        {card ? (
          <CardPaymentForm
            lang={lang}
            cards={card.cards}
            feePercent={card.feePercent}
            attempt={attempt}
            gateway={card.gateway}
            methodsAction={`/${lang}/payment-methods`}
            defaults={card.defaults}
            failed={actionData && !actionData.ok ? actionData : undefined}
          />
        ) : null}
        {bank ? (
          <>
            <BankDetailsPanel bank={bank} />
            <BankTransferForm lang={lang} uploadUrl={`${base}/bank-transfer`} attempt={attempt} />
          </>
        ) : null}
      </section>
      {transfers ? (
        <BankTransferList
          transfers={transfers.data}
          lang={lang}
          page={transfers.meta.current_page}
          last={transfers.meta.last_page}
        />
      ) : null}
    </div>
  );
}

export { WalletErrorBoundary as ErrorBoundary };
