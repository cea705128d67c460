import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/**
 * A modal dialog with a title and a close button: focus stays inside while it is open and returns to
 * what opened it. While `busy` (a request is on its way) it cannot be dismissed by Escape or a click
 * outside. `alertdialog` is for confirmations of what cannot be undone.
 */
export function ModalDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  role = 'dialog',
  busy = false,
  children,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  busy?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
      className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-ink/40 p-4"
    >
      <Modal className="w-full max-w-md rounded-2xl bg-surface shadow-2xl outline-none">
        <Dialog role={role} className="p-5 outline-none sm:p-6">
          <div className="flex items-start gap-3">
            <Heading slot="title" className="flex-1 text-lg font-bold leading-snug">
              {title}
            </Heading>
            <Button
              slot="close"
              isDisabled={busy}
              aria-label={t('actions.close')}
              className="-me-2 -mt-1 grid size-10 shrink-0 place-items-center rounded-lg text-muted outline-none hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500 disabled:opacity-50"
            >
              <X aria-hidden="true" className="size-5" />
            </Button>
          </div>
          {description ? <div className="mt-1.5 text-sm text-muted">{description}</div> : null}
          <div className="mt-5">{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
