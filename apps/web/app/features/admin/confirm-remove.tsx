import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';

/** The words of one removal: the button, the question, what goes, and the two answers. */
export type RemoveTexts = { button: string; title: string; body: string; keep: string; confirm: string };

/**
 * Removing one record of a settings screen after saying what goes: posts `intent=delete` with the
 * record's `id` to the screen's action, which tells the outcome.
 */
export function ConfirmRemove({ id, texts }: { id: number; texts: RemoveTexts }) {
  const [open, setOpen] = useState(false);
  const busy = useNavigation().state === 'submitting';
  // Open while the removal is on its way, closed once it is answered: a refusal shows on the page.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy) setOpen(false);
    wasBusy.current = busy;
  }, [busy]);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4.5" />
        {texts.button}
      </Button>
      <ModalDialog
        isOpen={open}
        onOpenChange={setOpen}
        role="alertdialog"
        title={texts.title}
        description={texts.body}
        busy={busy}
      >
        <Form method="post" className="flex flex-wrap justify-end gap-2">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={id} />
          <Button variant="secondary" onPress={() => setOpen(false)} isDisabled={busy}>
            {texts.keep}
          </Button>
          <Button type="submit" variant="danger" isPending={busy}>
            {texts.confirm}
          </Button>
        </Form>
      </ModalDialog>
    </>
  );
}
