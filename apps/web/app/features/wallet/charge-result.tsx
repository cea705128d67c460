import type { Charge } from '@wasla/shared/contracts/wallet';
import type { Language } from '@wasla/shared/languages';
import { isFinalCharge } from '@wasla/shared/wallet-rules/charge-states';
import { CircleCheck, Hourglass, LoaderCircle, RotateCw, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { buttonClasses } from '../../components/ui/button-classes';
import { LinkButton } from '../../components/ui/link-button';
import { brandName, maskedCard } from './card-list';
import { PaymentUnsuccessful } from './payment-unsuccessful';
import { ResultPanel as Panel } from './result-panel';
import { POLL_LIMIT, useChargePolling } from './use-charge-polling';
import { showAed } from './wallet-money';

/** What the card was charged, for the person to recognise on their statement. */
function ChargeLines({ charge, lang }: { charge: Charge; lang: Language }) {
  const { t } = useTranslation();
  return (
    <dl className="grid w-full gap-1.5 rounded-xl bg-canvas p-4 text-sm">
      {[
        [t('wallet.pay.credited'), showAed(charge.amount, lang, charge.currency)],
        [t('wallet.pay.fee_plain'), showAed(charge.fee, lang, charge.currency)],
        [t('wallet.pay.total'), showAed(charge.total, lang, charge.currency)],
      ].map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-muted">{label}</dt>
          <dd className="font-semibold tabular-nums">
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
      {charge.card ? (
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t('wallet.pay.card')}</dt>
          <dd className="font-semibold">
            <bdi dir="ltr">{`${brandName(charge.card.brand)} ${maskedCard(charge.card.last4)}`}</bdi>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * The outcome of a card charge (retrieve-charge, and retrieve-mobile-charge for the apps' web view):
 * while the gateway has not settled it, the page asks again with progress shown; then success with
 * the amount credited, or "Payment Unsuccessful" with try again and go to wallet (SPEC.md section 8).
 * The apps' page has no links: the app takes over once the result is on screen.
 */
export function ChargeResult({ charge, lang, mobile }: { charge: Charge; lang: Language; mobile: boolean }) {
  const { t, i18n } = useTranslation();
  const settled = isFinalCharge(charge.status) || charge.status === 'requires_action';
  const polling = useChargePolling(settled);
  const wallet = mobile ? null : (
    <LinkButton to={`/${lang}/my-wallet`} variant={charge.status === 'succeeded' ? 'primary' : 'secondary'}>
      {t('wallet.go_to_wallet')}
    </LinkButton>
  );
  const back = mobile ? <p className="text-sm text-muted">{t('wallet.charge.back_to_app')}</p> : null;

  if (charge.status === 'succeeded') {
    return (
      <Panel
        tone="success"
        title={t('wallet.charge.success_title')}
        icon={<CircleCheck aria-hidden="true" className="size-9" />}
      >
        <p className="text-muted">
          {t('wallet.charge.success_body', { amount: showAed(charge.amount, lang, charge.currency) })}
        </p>
        <ChargeLines charge={charge} lang={lang} />
        <div className="mt-2 flex flex-wrap justify-center gap-2">{wallet}</div>
        {back}
      </Panel>
    );
  }
  if (charge.status === 'failed') {
    const reason = `wallet.charge.failures.${charge.failure_code}`;
    return (
      <PaymentUnsuccessful
        lang={lang}
        mobile={mobile}
        reason={t(i18n.exists(reason) ? reason : 'wallet.charge.failures.generic')}
        tryAgain={{ href: `/${lang}/top-up-wallet?amount=${encodeURIComponent(charge.amount)}` }}
      />
    );
  }
  if (charge.status === 'requires_action' && charge.redirect_url) {
    return (
      <Panel
        tone="waiting"
        title={t('wallet.charge.action_title')}
        icon={<ShieldCheck aria-hidden="true" className="size-9" />}
      >
        <p className="text-muted">{t('wallet.charge.action_body')}</p>
        {/* The bank's page is outside the app: a whole-page visit, not a route of ours. */}
        <a href={charge.redirect_url} className={buttonClasses('primary', 'md')}>
          {t('wallet.charge.action_button')}
        </a>
      </Panel>
    );
  }
  if (polling.gaveUp) {
    return (
      <Panel
        tone="waiting"
        title={t('wallet.charge.slow_title')}
        icon={<Hourglass aria-hidden="true" className="size-9" />}
      >
        <p className="text-muted">{t('wallet.charge.slow_body')}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button onPress={polling.again} isPending={polling.checking}>
            <RotateCw aria-hidden="true" className="size-4.5" />
            {t('wallet.charge.check_again')}
          </Button>
          {wallet}
        </div>
        {back}
      </Panel>
    );
  }
  const percent = Math.round((Math.min(polling.asked, POLL_LIMIT) / POLL_LIMIT) * 100);
  return (
    <Panel
      tone="waiting"
      title={t('wallet.charge.checking_title')}
      icon={<LoaderCircle aria-hidden="true" className="size-9 animate-spin motion-reduce:animate-none" />}
    >
      <p className="text-muted">{t('wallet.charge.checking_body')}</p>
      <progress
        max={100}
        value={percent}
        aria-label={t('wallet.charge.checking_progress')}
        className="h-2 w-full max-w-xs accent-brand-700"
      />
      <ChargeLines charge={charge} lang={lang} />
    </Panel>
  );
}
