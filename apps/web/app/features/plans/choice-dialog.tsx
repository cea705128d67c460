import type { Plan } from '@wasla/shared/contracts/plans';
import { formatDate } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { LockKeyhole, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { AmountLines } from '../wallet/amount-lines';
import { showAed } from '../wallet/wallet-money';

export type PaidChoice = 'subscribe' | 'upgrade' | 'downgrade';

/**
 * The confirmation of one plan choice, with what it costs: subscribing pays the plan's total for
 * the period from the wallet; upgrading pays the difference for the rest of the period; a
 * downgrade pays nothing and starts at the renewal.
 */
export function ChoiceDialog({
  plan,
  choice,
  available,
  attempt,
  lang,
  onClose,
}: {
  plan: Plan;
  choice: PaidChoice;
  available: string | null;
  attempt: string;
  lang: Language;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === choice;
  const pays = choice !== 'downgrade';
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(`plans.confirm.${choice}_title`, { name: plan.name })}
      description={t(`plans.confirm.${choice}_body`)}
      busy={busy}
    >
      <Form method="post" className="grid gap-4">
        <input type="hidden" name="intent" value={choice} />
        <input type="hidden" name="plan_id" value={plan.id} />
        <input type="hidden" name="period" value={plan.period} />
        <input type="hidden" name="attempt" value={attempt} />
        <p className="text-sm">
          <span className="font-semibold" dir="auto">
            {plan.name}
          </span>
          {' · '}
          {t(`plans.period_${plan.period}`)}
        </p>
        {choice === 'upgrade' && plan.upgrade ? (
          <AmountLines
            lines={[
              [
                t('plans.confirm.upgrade_difference', { date: formatDate(plan.upgrade.until, lang) }),
                showAed(plan.upgrade.fees, lang),
              ],
              [t('plans.tax', { percentage: plan.tax_percentage }), showAed(plan.upgrade.tax, lang)],
            ]}
            total={[t('plans.confirm.upgrade_now'), showAed(plan.upgrade.total, lang)]}
          />
        ) : null}
        {pays && !plan.is_free ? (
          <>
            {choice === 'upgrade' ? (
              <p className="text-sm font-semibold">{t('plans.confirm.upgrade_renewal')}</p>
            ) : null}
            <AmountLines
              lines={[
                [t('plans.fees'), showAed(plan.fees, lang)],
                [t('plans.tax', { percentage: plan.tax_percentage }), showAed(plan.tax, lang)],
              ]}
              total={[t('plans.total'), showAed(plan.total, lang)]}
            />
          </>
        ) : null}
        {pays && available !== null ? (
          <p className="flex items-center gap-2 text-sm">
            <Wallet aria-hidden="true" className="size-4.5 text-brand-700" />
            {t('plans.confirm.available', { amount: showAed(available, lang) })}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>
            {t('plans.confirm.back')}
          </Button>
          <Button type="submit" isPending={busy}>
            {pays ? <LockKeyhole aria-hidden="true" className="size-4.5" /> : null}
            {t(`plans.confirm.${choice}_submit`)}
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}

/** "Operation Cannot Be Completed" (SPEC.md section 8): a downgrade refused, in the server's words. */
export function RefusedDialog({ messages, onClose }: { messages: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      isOpen
      role="alertdialog"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('plans.refused_title')}
      description={messages.join(' ')}
    >
      <div className="flex justify-end">
        <Button onPress={onClose}>{t('plans.refused_ok')}</Button>
      </div>
    </ModalDialog>
  );
}
