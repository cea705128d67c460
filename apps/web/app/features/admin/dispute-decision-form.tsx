import { DEAL_REASON_COMMENT_MAX_CHARS } from '@wasla/shared/business-constants';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button';
import { SegmentedField } from '../../components/ui/segmented-field';
import { TextField } from '../../components/ui/text-field';

export type DecisionErrors = Partial<Record<'resolution' | 'provider_amount' | 'note' | 'form', string[]>>;

const RESOLUTIONS = ['release', 'refund', 'split'] as const;

/**
 * The support team's decision on a dispute: the whole payment to the provider, back to the client,
 * or split by the AED amount the provider is given; with a note both sides read (10 characters at
 * least).
 */
export function DisputeDecisionForm({
  attempt,
  maxAmount,
  errors = {},
}: {
  attempt: string;
  /** The AED held for the deal, what a split divides. */
  maxAmount: string;
  errors?: DecisionErrors;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <Form method="post" className="grid gap-4 rounded-2xl border border-line bg-surface p-5">
      <h2 className="text-lg font-semibold">{t('admin.disputes.decide')}</h2>
      <input type="hidden" name="attempt" value={attempt} />
      <SegmentedField
        label={t('admin.disputes.resolution')}
        name="resolution"
        options={RESOLUTIONS.map((id) => ({ id, name: t(`admin.disputes.resolutions.${id}`) }))}
        errors={errors.resolution}
      />
      {/* Read only for a split; shown always, so the form works the same before its scripts run. */}
      <TextField
        name="provider_amount"
        label={t('admin.disputes.provider_amount')}
        description={t('admin.disputes.provider_amount_hint', { max: maxAmount })}
        inputMode="decimal"
        inputDir="ltr"
        errors={errors.provider_amount}
      />
      <TextField
        name="note"
        label={t('admin.disputes.note')}
        description={t('admin.disputes.note_hint')}
        multiline
        isRequired
        minLength={10}
        maxLength={DEAL_REASON_COMMENT_MAX_CHARS}
        errors={errors.note}
      />
      {errors.form?.length ? (
        <p role="alert" className="text-danger">
          {errors.form.join(' ')}
        </p>
      ) : null}
      <div>
        <Button type="submit" isDisabled={navigation.state === 'submitting'}>
          {t('admin.disputes.send')}
        </Button>
      </div>
    </Form>
  );
}
