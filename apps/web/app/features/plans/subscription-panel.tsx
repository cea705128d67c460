import type { MyPlan, Subscription } from '@wasla/shared/contracts/plans';
import { formatDate } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { CalendarClock, CircleAlert, RotateCcw, XCircle } from 'lucide-react';
import { Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { FormAlert } from '../auth/form-alert';
import { useFormAction } from '../feedback/use-form-action';
import { showAed } from '../wallet/wallet-money';
import type { SubscriptionReply } from './subscription-actions.server';

const STATUS_TONE: Record<Subscription['status'], string> = {
  active: 'bg-success/10 text-success',
  canceled: 'bg-accent-100 text-accent-900',
  past_due: 'bg-danger/10 text-danger',
  ended: 'bg-canvas text-muted',
};

/**
 * A paid plan as its owner manages it (SPEC.md section 4, Subscription): its period, renewal date,
 * what was paid, automatic renewal, a downgrade waiting for the renewal, a failing renewal's next
 * try; cancel (with a reason, in a dialog) and undo. Each change is sent on a fetcher and the page's
 * data, the plan among it, is read again afterwards.
 */
export function SubscriptionPanel({
  myPlan,
  subscription,
  lang,
  action,
  onCancel,
}: {
  myPlan: MyPlan;
  subscription: Subscription;
  lang: Language;
  action: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const toggle = useFormAction<SubscriptionReply>(action);
  const undo = useFormAction<SubscriptionReply>(action);
  const can = (name: string) => subscription.actions.includes(name);
  const date = (iso: string) => formatDate(iso, lang);
  const canceled = subscription.status === 'canceled';
  const rows: [string, string][] = [
    [t(`plans.period_${subscription.period}`), t('subscription.period')],
    [date(subscription.current_period_start), t('subscription.started')],
    [
      date(subscription.current_period_end),
      t(canceled ? 'subscription.benefits_end' : 'subscription.next_renewal'),
    ],
    [showAed(subscription.amount_paid, lang), t('subscription.amount_paid')],
  ];
  return (
    <section
      aria-labelledby="subscription-plan"
      className="grid gap-5 rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="subscription-plan" className="text-xl font-bold text-brand-950" dir="auto">
          {myPlan.plan.name}
        </h2>
        <span className={`rounded-full px-3 py-1 text-xs font-bold ${STATUS_TONE[subscription.status]}`}>
          {t(`subscription.status.${subscription.status}`)}
        </span>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map(([value, label]) => (
          <div key={label} className="rounded-xl bg-canvas p-3">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-0.5 font-semibold tabular-nums">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>

      {subscription.scheduled_plan ? (
        <p className="flex items-start gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-4.5 shrink-0" />
          {t('subscription.scheduled', {
            name: subscription.scheduled_plan.name,
            period: t(`plans.period_${subscription.scheduled_period ?? subscription.period}`),
            date: date(subscription.current_period_end),
          })}
        </p>
      ) : null}
      {subscription.status === 'past_due' ? (
        <p role="status" className="flex items-start gap-2 rounded-xl bg-danger/5 p-3 text-sm text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4.5 shrink-0" />
          {t('subscription.past_due', {
            retry: subscription.next_retry_at ? date(subscription.next_retry_at) : '—',
            grace: subscription.grace_ends_at ? date(subscription.grace_ends_at) : '—',
          })}
        </p>
      ) : null}
      {canceled ? (
        <p className="text-sm text-muted">
          {t('subscription.canceled_note', { date: date(subscription.current_period_end) })}
          {subscription.cancellation_reason ? (
            <>
              {' '}
              {t('subscription.your_reason')} <q dir="auto">{subscription.cancellation_reason}</q>
            </>
          ) : null}
        </p>
      ) : null}

      {can('toggle_auto_renew') ? (
        <div className="grid gap-1">
          <Switch
            isSelected={subscription.auto_renew}
            isDisabled={toggle.busy}
            onChange={() => toggle.submit({ intent: 'toggle' })}
            className="group inline-flex w-fit cursor-pointer items-center gap-3 outline-none"
          >
            <span
              aria-hidden="true"
              className="relative h-6 w-11 shrink-0 rounded-full border-2 border-muted bg-surface transition-colors group-data-[selected]:border-brand-700 group-data-[selected]:bg-brand-700 group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-accent-500 group-data-[focus-visible]:outline-solid"
            >
              <span className="absolute start-0.5 top-0.5 size-4 rounded-full bg-muted transition-transform group-data-[selected]:translate-x-5 group-data-[selected]:bg-white motion-reduce:transition-none rtl:group-data-[selected]:-translate-x-5" />
            </span>
            <span className="font-semibold">{t('subscription.auto_renew')}</span>
            <span className="text-sm text-muted">
              {t(subscription.auto_renew ? 'subscription.on' : 'subscription.off')}
            </span>
          </Switch>
          <p className="text-sm text-muted">{t('subscription.auto_renew_hint')}</p>
          <FormAlert messages={toggle.formErrors} />
        </div>
      ) : null}

      <FormAlert messages={undo.formErrors} />
      <div className="flex flex-wrap gap-2 border-t border-line pt-4">
        <LinkButton to={`/${lang}/plans?period=${subscription.period}`}>
          {t('subscription.change_plan')}
        </LinkButton>
        {can('undo_cancellation') ? (
          <Button variant="secondary" isPending={undo.busy} onPress={() => undo.submit({ intent: 'undo' })}>
            <RotateCcw aria-hidden="true" className="size-4.5" />
            {t('subscription.undo')}
          </Button>
        ) : null}
        {can('cancel') ? (
          <Button variant="ghost" onPress={onCancel}>
            <XCircle aria-hidden="true" className="size-4.5" />
            {t('subscription.cancel')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
