import { WALLET_CURRENCY } from '@wasla/shared/business-constants';
import { useTranslation } from 'react-i18next';
import { redirect, useNavigation } from 'react-router';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { ActivityList } from '../features/wallet/activity-list';
import { BalancePanel, type RateView } from '../features/wallet/balance-panel';
import { TwoFactorReminder } from '../features/wallet/two-factor-reminder';
import { walletApi } from '../features/wallet/wallet-api.server';
import { WalletErrorBoundary } from '../features/wallet/wallet-error-boundary';
import { pageMeta } from '../lib/meta';
import { visitorApi } from '../lib/visitor.server';
import type { Route } from './+types/my-wallet';

const pageOf = (url: URL) => {
  const page = Number(url.searchParams.get('page') ?? 1);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
};

/**
 * The wallet (SPEC.md sections 2 and 7): `GET /wallets/balance`, `GET /wallets/activities?page=`, and
 * the rate from AED to the user's currency when that is another one.
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const { lang, user } = signedIn;
  const { currency } = await visitorApi(args);
  const wallet = walletApi(signedIn.api);
  const url = new URL(args.request.url);
  const page = pageOf(url);
  const [balance, activities, rate] = await Promise.all([
    wallet.balance(),
    wallet.activities(page),
    currency === WALLET_CURRENCY
      ? null
      : // Without a stored rate the balances are simply shown in AED alone.
        wallet
          .exchangeRate(WALLET_CURRENCY, currency)
          .then((r): RateView => ({ to: r.to, rate: r.rate, updated_at: r.updated_at }))
          .catch(() => null),
  ]);
  const last = Math.max(activities.meta.last_page, 1);
  if (page > last) throw redirect(`/${lang}/my-wallet${last > 1 ? `?page=${last}` : ''}`);
  return withSession(signedIn, {
    lang,
    balance,
    activities: activities.data,
    page: activities.meta.current_page,
    last,
    rate,
    twoFactor: user.two_factor_enabled,
  });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'wallet.title' }, { key: 'wallet.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function MyWallet({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang, balance, activities, page, last, rate, twoFactor } = loaderData;
  const navigation = useNavigation();
  // Another page of activities is on its way: its rows are not known yet.
  const loading =
    navigation.state === 'loading' &&
    !navigation.formData &&
    navigation.location.pathname === `/${lang}/my-wallet`;
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{t('wallet.title')}</h1>
        <p className="mt-1 text-muted">{t('wallet.intro')}</p>
      </header>
      <BalancePanel balance={balance} lang={lang} rate={rate} />
      <ActivityList lang={lang} activities={activities} page={page} last={last} loading={loading} />
      <TwoFactorReminder enabled={twoFactor} storageKey="twoFactorReminder:wallet" lang={lang} />
    </div>
  );
}

export { WalletErrorBoundary as ErrorBoundary };
