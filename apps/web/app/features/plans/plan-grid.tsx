import type { Plan } from '@wasla/shared/contracts/plans';
import type { Card } from '@wasla/shared/contracts/wallet';
import type { Language } from '@wasla/shared/languages';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { FormAlert } from '../auth/form-alert';
import type { GatewayView } from '../wallet/add-card-form';
import { PaymentUnsuccessful } from '../wallet/payment-unsuccessful';
import { ResultPanel } from '../wallet/result-panel';
import { ShortfallDialog } from '../wallet/shortfall-dialog';
import { ChoiceDialog, type PaidChoice, RefusedDialog } from './choice-dialog';
import { PlanCard } from './plan-card';
import { planChoiceOf } from './plan-choice';
import type { PlanReply } from './plan-payment.server';

/** What a signed-in reader pays with: the wallet's available balance, saved cards, the gateway. */
export type PayContext = {
  available: string;
  cards: Card[];
  gateway: GatewayView;
  attempt: string;
  cardAttempt: string;
};

/**
 * The plan cards with each one's action for the reader (log in, subscribe, upgrade, downgrade), the
 * confirmation with the price, and what the page's action answered: paid (the server's message),
 * the empty-wallet dialog with the card path, "Payment Unsuccessful", or a refusal.
 */
export function PlanGrid({
  plans,
  lang,
  pay,
  reply,
  loginHref,
  headingLevel = 2,
}: {
  plans: Plan[];
  lang: Language;
  pay: PayContext | null;
  reply?: PlanReply;
  loginHref: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<{ plan: Plan; choice: PaidChoice } | null>(null);
  const [seen, setSeen] = useState<PlanReply | undefined>(undefined);
  const open = reply && reply !== seen ? reply : undefined;
  const close = () => setSeen(reply);
  useEffect(() => {
    if (reply) setChosen(null);
  }, [reply]);

  if (open?.outcome === 'paid' || open?.outcome === 'scheduled') {
    return (
      <ResultPanel
        tone="success"
        headingLevel={2}
        title={t(open.outcome === 'paid' ? 'plans.paid_title' : 'plans.scheduled_title')}
        icon={<CircleCheck aria-hidden="true" className="size-9" />}
      >
        <p className="text-muted">{open.message}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <LinkButton to={`/${lang}/my-subscription`}>{t('plans.go_to_subscription')}</LinkButton>
          <Button variant="secondary" onPress={close}>
            {t('plans.back_to_plans')}
          </Button>
        </div>
      </ResultPanel>
    );
  }
  if (open?.outcome === 'failed') {
    return <PaymentUnsuccessful lang={lang} reason={open.reason} tryAgain={{ onPress: close }} />;
  }

  return (
    <>
      {open?.outcome === 'refused' && open.code !== 'plan_downgrade_refused' ? (
        <FormAlert messages={open.errors} />
      ) : null}
      <ul className="grid gap-6 pt-3 md:grid-cols-2 xl:grid-cols-3">
        {plans.map((plan) => {
          const choice = planChoiceOf(plan, plans, pay !== null);
          return (
            <li key={plan.id} className="grid">
              <PlanCard
                plan={plan}
                lang={lang}
                headingLevel={headingLevel}
                action={
                  choice === 'start' ? (
                    <LinkButton to={`/${lang}/auth/sign-up`} variant="secondary">
                      {t('plans.actions.start_free')}
                    </LinkButton>
                  ) : choice === 'login' ? (
                    <LinkButton to={loginHref}>{t('plans.actions.subscribe')}</LinkButton>
                  ) : choice === 'current' ? (
                    pay && !plan.is_free ? (
                      <LinkButton to={`/${lang}/my-subscription`} variant="secondary">
                        {t('plans.actions.manage')}
                      </LinkButton>
                    ) : null
                  ) : choice === 'none' ? null : (
                    <Button
                      variant={choice === 'downgrade' ? 'secondary' : 'primary'}
                      onPress={() => setChosen({ plan, choice })}
                    >
                      {t(`plans.actions.${choice}`)}
                    </Button>
                  )
                }
              />
            </li>
          );
        })}
      </ul>
      {chosen && pay ? (
        <ChoiceDialog
          plan={chosen.plan}
          choice={chosen.choice}
          available={pay.available}
          attempt={pay.attempt}
          lang={lang}
          onClose={() => setChosen(null)}
        />
      ) : null}
      {open?.outcome === 'shortfall' && pay ? (
        <ShortfallDialog
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) close();
          }}
          shortfall={open.shortfall}
          cards={pay.cards}
          gateway={pay.gateway}
          lang={lang}
          attempt={pay.cardAttempt}
          totalLabel={t('plans.plan_total')}
          description={t('plans.short_body')}
          fields={open.fields}
        />
      ) : null}
      {open?.outcome === 'refused' && open.code === 'plan_downgrade_refused' ? (
        <RefusedDialog messages={open.errors} onClose={close} />
      ) : null}
    </>
  );
}
