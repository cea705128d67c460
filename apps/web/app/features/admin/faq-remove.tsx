import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';

/** Removing a question of the FAQ, after saying which one and that readers will no longer find it. */
export function FaqRemove({ id, question }: { id: number; question: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4.5" />
        {t('admin.faqs.remove')}
      </Button>
      <ModalDialog
        isOpen={open}
        onOpenChange={setOpen}
        role="alertdialog"
        title={t('admin.faqs.remove_title')}
        description={t('admin.faqs.remove_body', { question })}
        busy={busy}
      >
        <Form method="post" className="flex flex-wrap justify-end gap-2">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={id} />
          <Button variant="secondary" onPress={() => setOpen(false)} isDisabled={busy}>
            {t('admin.faqs.keep')}
          </Button>
          <Button type="submit" variant="danger" isPending={busy}>
            {t('admin.faqs.remove_confirm')}
          </Button>
        </Form>
      </ModalDialog>
    </>
  );
}
