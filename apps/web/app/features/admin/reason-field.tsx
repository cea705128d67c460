import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/text-field';

/** Why a setting changed: required, kept in the audit log beside the before and after. */
export function ReasonField({ errors, className }: { errors?: string[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      name="reason"
      label={t('admin.settings.reason')}
      description={t('admin.settings.reason_hint')}
      isRequired
      minLength={5}
      maxLength={500}
      errors={errors}
      className={className}
    />
  );
}
