import { DEAL_REASON_COMMENT_MAX_CHARS } from '@wasla/shared/business-constants';
import { useState } from 'react';
import { FieldError, Label, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { TextField } from '../../components/ui/text-field';
import { FormAlert } from '../auth/form-alert';
import { ChoiceRadio } from '../wallet/choice-radio';
import { useDealAction } from './use-deal-action';

/**
 * A refusal or a cancellation with one of five reasons and a comment (SPEC.md section 5: a reason
 * is required): rejecting an offer or a delivery, cancelling a deal. The dialog stays open with the
 * server's errors beside the fields and what was typed; it closes on success.
 */
export function ReasonDialog({
  isOpen,
  onOpenChange,
  action,
  intent,
  reasons,
  title,
  description,
  submit,
  extra,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  action: string;
  intent: string;
  reasons: readonly string[];
  title: string;
  description?: string;
  submit: string;
  /** Hidden fields the intent needs besides (a delivery's id). */
  extra?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const deal = useDealAction(action, () => onOpenChange(false));
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const errors = deal.errors;
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      busy={deal.busy}
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          deal.submit({ intent, reason, comment, ...extra });
        }}
      >
        <FormAlert messages={deal.formErrors} />
        <RadioGroup
          value={reason}
          onChange={setReason}
          isRequired
          isInvalid={Boolean(errors.reason?.length)}
          validationBehavior="aria"
          className="grid gap-2"
        >
          <Label className="text-sm font-semibold">{t('deals.reason.label')}</Label>
          {reasons.map((code) => (
            <ChoiceRadio key={code} value={code}>
              <span className="text-sm">{t(`deals.reasons.${code}`)}</span>
            </ChoiceRadio>
          ))}
          <FieldError className="text-sm text-danger">{errors.reason?.join(' ')}</FieldError>
        </RadioGroup>
        <TextField
          label={t(reason === 'other' ? 'deals.reason.comment_required' : 'deals.reason.comment')}
          multiline
          value={comment}
          onChange={setComment}
          maxLength={DEAL_REASON_COMMENT_MAX_CHARS}
          errors={errors.comment}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={deal.busy}>
            {t('deals.actions.back')}
          </Button>
          <Button type="submit" variant="danger" isPending={deal.busy}>
            {submit}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
