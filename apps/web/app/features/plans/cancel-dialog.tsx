import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { TextField } from '../../components/ui/text-field';
import { FormAlert } from '../auth/form-alert';
import { useFormAction } from '../feedback/use-form-action';
import type { SubscriptionReply } from './subscription-actions.server';

/**
 * Cancelling a plan (SPEC.md section 5: a reason is required): the benefits last until `until`. The
 * dialog keeps what was typed and shows the server's errors beside the field; it closes on success,
 * when the page reads the plan again. A failure is said in the server's words (SPEC.md section 8).
 */
export function CancelDialog({
  isOpen,
  onOpenChange,
  action,
  until,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  action: string;
  until: string;
}) {
  const { t } = useTranslation();
  const cancel = useFormAction<SubscriptionReply>(action, () => onOpenChange(false));
  const [reason, setReason] = useState('');
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={t('subscription.cancel_title')}
      description={t('subscription.cancel_body', { date: until })}
      busy={cancel.busy}
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          cancel.submit({ intent: 'cancel', reason });
        }}
      >
        <FormAlert messages={cancel.formErrors} />
        <TextField
          label={t('subscription.cancel_reason')}
          multiline
          isRequired
          value={reason}
          onChange={setReason}
          maxLength={500}
          errors={cancel.errors.reason}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={cancel.busy}>
            {t('subscription.keep_plan')}
          </Button>
          <Button type="submit" variant="danger" isPending={cancel.busy}>
            {t('subscription.cancel_submit')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
