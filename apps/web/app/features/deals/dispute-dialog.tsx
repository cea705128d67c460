import { DEAL_DESCRIPTION_MAX_CHARS, DEAL_REASON_COMMENT_MAX_CHARS } from '@wasla/shared/business-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { TextField } from '../../components/ui/text-field';
import { FormAlert } from '../auth/form-alert';
import { useDealAction } from './use-deal-action';

/**
 * Asking the support team to decide (a delivery in question, or a provider more than a day late):
 * what went wrong and the evidence. The payout is frozen until the team decides.
 */
export function DisputeDialog({
  isOpen,
  onOpenChange,
  action,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  action: string;
}) {
  const { t } = useTranslation();
  const sent = useDealAction(action, () => onOpenChange(false));
  const [reason, setReason] = useState('');
  const [evidence, setEvidence] = useState('');
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('deals.dispute.title')}
      description={t('deals.dispute.body')}
      busy={sent.busy}
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          sent.submit({ intent: 'dispute', reason, evidence });
        }}
      >
        <FormAlert messages={sent.formErrors} />
        <TextField
          label={t('deals.dispute.reason')}
          description={t('deals.dispute.reason_hint')}
          multiline
          value={reason}
          onChange={setReason}
          maxLength={DEAL_REASON_COMMENT_MAX_CHARS}
          isRequired
          errors={sent.errors.reason}
        />
        <TextField
          label={t('deals.dispute.evidence')}
          description={t('deals.dispute.evidence_hint')}
          multiline
          value={evidence}
          onChange={setEvidence}
          maxLength={DEAL_DESCRIPTION_MAX_CHARS}
          errors={sent.errors.evidence}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={sent.busy}>
            {t('deals.actions.back')}
          </Button>
          <Button type="submit" variant="danger" isPending={sent.busy}>
            {t('deals.dispute.open')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
