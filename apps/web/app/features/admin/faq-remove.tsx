import { useTranslation } from 'react-i18next';
import { ConfirmRemove } from './confirm-remove';

/** Removing a question of the FAQ, after saying which one and that readers will no longer find it. */
export function FaqRemove({ id, question }: { id: number; question: string }) {
  const { t } = useTranslation();
  return (
    <ConfirmRemove
      id={id}
      texts={{
        button: t('admin.faqs.remove'),
        title: t('admin.faqs.remove_title'),
        body: t('admin.faqs.remove_body', { question }),
        keep: t('admin.faqs.keep'),
        confirm: t('admin.faqs.remove_confirm'),
      }}
    />
  );
}
