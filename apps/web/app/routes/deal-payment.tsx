import type { Deal } from '@wasla/shared/contracts/deals';
import type { Charge } from '@wasla/shared/contracts/wallet';
import type { Language } from '@wasla/shared/languages';
import { isFinalCharge } from '@wasla/shared/wallet-rules/charge-states';
import { CircleCheck, LoaderCircle, LockKeyhole, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Button } from '../components/ui/button';
import { LinkButton } from '../components/ui/link-button';
import { FormAlert } from '../features/auth/form-alert';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { dealIdOf } from '../features/deals/deal-offer.server';
import { DealPageError } from '../features/deals/deal-page-error';
import { loadDealPayment, payDeal } from '../features/deals/deal-payment.server';
import { AmountLines } from '../features/wallet/amount-lines';
import { PaymentUnsuccessful } from '../features/wallet/payment-unsuccessful';
import { ResultPanel } from '../features/wallet/result-panel';
import { ShortfallDialog } from '../features/wallet/shortfall-dialog';
import { useChargePolling } from '../features/wallet/use-charge-polling';
import { showAed } from '../features/wallet/wallet-money';
import { ACCOUNT_CATALOG } from '../lib/catalog-groups';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/deal-payment';

/**
 * `/deals/{id}/payment`: the client pays an approved deal from the wallet into escrow; short of
 * money, the empty-wallet dialog charges a saved card only the shortfall and its fee; back from 3-D
 * Secure (`?charge_id=`) the page waits for the charge and shows the deal paid, or "Payment
 * Unsuccessful" with try again and go to wallet.
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const payment = await loadDealPayment(signedIn, dealIdOf(args.params), new URL(args.request.url));
  return withSession(signedIn, { catalog: ACCOUNT_CATALOG, ...payment });
}

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  return withSession(signedIn, await payDeal(signedIn, dealIdOf(args.params), await args.request.formData()));
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'deals.pay.title' }, { key: 'deals.pay.intro' }),
  { name: 'robots', content: 'noindex' },
];

function Paid({ deal, lang }: { deal: Deal; lang: Language }) {
  const { t } = useTranslation();
  return (
    <ResultPanel
      tone="success"
      title={t('deals.pay.success_title')}
      icon={<CircleCheck aria-hidden="true" className="size-9" />}
    >
      <p className="text-muted">
        {t('deals.pay.success_body', { amount: showAed(deal.aed?.total ?? deal.total, lang) })}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <LinkButton to={`/${lang}/deals/${deal.id}`}>{t('deals.pay.go_to_deal')}</LinkButton>
        <LinkButton to={`/${lang}/my-wallet`} variant="secondary">
          {t('wallet.go_to_wallet')}
        </LinkButton>
      </div>
    </ResultPanel>
  );
}

/** Back from the bank: the charge as the gateway answers it, asked again until it is settled. */
function ChargeOutcome({ charge, deal, lang }: { charge: Charge; deal: Deal; lang: Language }) {
  const { t, i18n } = useTranslation();
  const settled = isFinalCharge(charge.status) || deal.dates.paid_at !== null;
  const polling = useChargePolling(settled);
  if (deal.dates.paid_at) return <Paid deal={deal} lang={lang} />;
  if (charge.status === 'failed') {
    const reason = `wallet.charge.failures.${charge.failure_code}`;
    return (
      <PaymentUnsuccessful
        lang={lang}
        reason={t(i18n.exists(reason) ? reason : 'wallet.charge.failures.generic')}
        tryAgain={{ href: `/${lang}/deals/${deal.id}/payment` }}
      />
    );
  }
  if (charge.status === 'succeeded') {
    // The card was charged but the deal was not paid (it moved on meanwhile): the money is in the wallet.
    return (
      <ResultPanel
        tone="waiting"
        title={t('deals.pay.credited_title')}
        icon={<Wallet aria-hidden="true" className="size-9" />}
      >
        <p className="text-muted">{t('deals.pay.credited_body', { amount: showAed(charge.amount, lang) })}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <LinkButton to={`/${lang}/deals/${deal.id}`}>{t('deals.pay.go_to_deal')}</LinkButton>
          <LinkButton to={`/${lang}/my-wallet`} variant="secondary">
            {t('wallet.go_to_wallet')}
          </LinkButton>
        </div>
      </ResultPanel>
    );
  }
  return (
    <ResultPanel
      tone="waiting"
      title={t('wallet.charge.checking_title')}
      icon={<LoaderCircle aria-hidden="true" className="size-9 animate-spin motion-reduce:animate-none" />}
    >
      <p className="text-muted">{t('wallet.charge.checking_body')}</p>
      {polling.gaveUp ? (
        <Button onPress={polling.again} isPending={polling.checking}>
          {t('wallet.charge.check_again')}
        </Button>
      ) : null}
    </ResultPanel>
  );
}

export default function DealPayment({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { deal, balance, cards, gateway, charge, attempt, cardAttempt } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay';
  const [shortOpen, setShortOpen] = useState(false);
  const [dismissed, setDismissed] = useState<typeof actionData>(undefined);
  useEffect(() => {
    if (actionData?.outcome === 'shortfall') setShortOpen(true);
  }, [actionData]);

  const outcome = charge ? (
    <ChargeOutcome charge={charge} deal={deal} lang={lang} />
  ) : actionData?.outcome === 'paid' || deal.dates.paid_at ? (
    <Paid deal={deal} lang={lang} />
  ) : actionData?.outcome === 'failed' && dismissed !== actionData ? (
    <PaymentUnsuccessful
      lang={lang}
      reason={actionData.reason}
      tryAgain={{ onPress: () => setDismissed(actionData) }}
    />
  ) : null;
  if (outcome) return <div className="container-page py-6 sm:py-10">{outcome}</div>;
  const aed = deal.aed;
  const payable = deal.actions.includes('pay') && aed;
  return (
    <div className="container-page grid max-w-2xl gap-5 py-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{t('deals.pay.title')}</h1>
        <p className="mt-1 text-muted">{t('deals.pay.intro')}</p>
      </header>
      <section className="grid gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6">
        <p className="text-sm text-muted">
          <bdi dir="ltr">{deal.code}</bdi>
          {' · '}
          <span className="font-semibold text-ink" dir="auto">
            {deal.title}
          </span>
        </p>
        {aed ? (
          <AmountLines
            lines={[
              [t('deals.amounts.subtotal'), showAed(aed.subtotal, lang)],
              [t('deals.amounts.service_fee'), showAed(aed.service_fee, lang)],
              [t('deals.amounts.tax'), showAed(aed.tax, lang)],
            ]}
            total={[t('deals.amounts.total'), showAed(aed.total, lang)]}
          />
        ) : null}
        <p className="flex items-center gap-2 text-sm">
          <Wallet aria-hidden="true" className="size-4.5 text-brand-700" />
          {t('deals.pay.available_now', { amount: showAed(balance.available_balance, lang) })}
        </p>
        <FormAlert
          messages={actionData?.outcome === 'refused' ? Object.values(actionData.errors).flat() : undefined}
        />
        {payable ? (
          <Form method="post" className="grid gap-2">
            <input type="hidden" name="intent" value="pay" />
            <input type="hidden" name="attempt" value={attempt} />
            <Button
              type="submit"
              size="lg"
              isPending={busy}
              className="w-full sm:w-auto sm:justify-self-start"
            >
              <LockKeyhole aria-hidden="true" className="size-4.5" />
              {t('deals.pay.pay_from_wallet', { total: showAed(aed.total, lang) })}
            </Button>
            <p className="text-xs text-muted">{t('deals.pay.escrow_note')}</p>
          </Form>
        ) : (
          <div className="grid justify-items-start gap-3">
            <p className="text-muted">{t('deals.pay.not_payable')}</p>
            <LinkButton to={`/${lang}/deals/${deal.id}`} variant="secondary">
              {t('deals.pay.go_to_deal')}
            </LinkButton>
          </div>
        )}
      </section>
      {actionData?.outcome === 'shortfall' ? (
        <ShortfallDialog
          isOpen={shortOpen}
          onOpenChange={setShortOpen}
          shortfall={actionData.shortfall}
          cards={cards}
          gateway={gateway}
          lang={lang}
          attempt={cardAttempt}
          totalLabel={t('deals.pay.deal_total')}
        />
      ) : null}
    </div>
  );
}

export { DealPageError as ErrorBoundary };
