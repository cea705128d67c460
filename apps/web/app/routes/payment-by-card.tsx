import { useTranslation } from 'react-i18next';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { loadCardPayment, startCardPayment } from '../features/wallet/card-payment.server';
import { CardPaymentForm } from '../features/wallet/card-payment-form';
import { WalletErrorBoundary } from '../features/wallet/wallet-error-boundary';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/payment-by-card';

/**
 * The page that starts a card payment (SPEC.md section 2, payment-by-card): an amount (given by the
 * page that sent the user here, `?amount=`, or typed) and a card; the browser then goes to the
 * bank's 3-D Secure page when the gateway asks, and to retrieve-charge for the outcome.
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const payment = await loadCardPayment(signedIn, new URL(args.request.url));
  return withSession(signedIn, { lang: signedIn.lang, ...payment });
}

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  return withSession(signedIn, await startCardPayment(signedIn, await args.request.formData()));
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'wallet.pay_page.title' }, { key: 'wallet.pay_page.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function PaymentByCard({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang, cards, feePercent, gateway, attempt, defaults } = loaderData;
  return (
    <div className="grid max-w-2xl gap-6">
      <header>
        <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{t('wallet.pay_page.title')}</h1>
        <p className="mt-1 text-muted">{t('wallet.pay_page.intro')}</p>
      </header>
      <section className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
        <CardPaymentForm
          lang={lang}
          cards={cards}
          feePercent={feePercent}
          attempt={attempt}
          gateway={gateway}
          methodsAction={`/${lang}/payment-methods`}
          defaults={defaults}
          failed={actionData && !actionData.ok ? actionData : undefined}
        />
      </section>
    </div>
  );
}

export { WalletErrorBoundary as ErrorBoundary };
