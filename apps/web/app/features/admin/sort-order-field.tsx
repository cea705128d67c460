import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/text-field';

/** A record's place in the list it is shown in: smaller numbers first. */
export function SortOrderField({ value, errors }: { value: number | undefined; errors?: string[] }) {
  const { t } = useTranslation();
  return (
    <TextField
      name="sort_order"
      label={t('admin.faqs.sort_order')}
      description={t('admin.faqs.sort_order_hint')}
      defaultValue={String(value ?? 0)}
      inputMode="numeric"
      inputDir="ltr"
      errors={errors}
    />
  );
}
