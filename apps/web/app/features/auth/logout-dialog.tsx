import { LogOut } from 'lucide-react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../components/ui/button';
import { buttonClasses } from '../../components/ui/button-classes';
import { beforeLogout } from './before-logout';

/** "Log out?" with the choice of this device or every device; the form posts to the logout route. */
export function LogoutDialog({
  lang,
  isOpen,
  onOpenChange,
}: {
  lang: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 grid place-items-center bg-ink/40 p-4"
    >
      <Modal className="w-full max-w-sm rounded-2xl bg-surface p-6 shadow-2xl outline-none">
        <Dialog role="alertdialog" className="outline-none">
          <Heading slot="title" className="text-lg font-bold">
            {t('auth.logout_title')}
          </Heading>
          <p className="mt-2 text-muted">{t('auth.logout_body')}</p>
          <Form
            method="post"
            action={`/${lang}/auth/logout`}
            onSubmit={beforeLogout}
            className="mt-5 grid gap-3"
          >
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="everywhere" value="1" className="size-4 accent-brand-700" />
              {t('auth.logout_everywhere')}
            </label>
            <div className="flex flex-wrap justify-end gap-2">
              <Button slot="close" variant="secondary">
                {t('auth.cancel')}
              </Button>
              <button type="submit" className={buttonClasses('primary')}>
                <LogOut aria-hidden="true" className="size-4.5 rtl:-scale-x-100" />
                {t('auth.logout')}
              </button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
