import type { TWO_FACTOR_REMINDER_KEYS } from '@wasla/shared/business-constants';
import type { Language } from '@wasla/shared/languages';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { ModalDialog } from '../../components/ui/modal-dialog';

export type ReminderKey = (typeof TWO_FACTOR_REMINDER_KEYS)[number];

/** Whether this browser already showed the reminder of `key`; storage refused counts as shown. */
function alreadyShown(key: ReminderKey): boolean {
  try {
    if (window.localStorage.getItem(key)) return true;
    window.localStorage.setItem(key, '1');
    return false;
  } catch {
    return true;
  }
}

/**
 * SPEC.md section 4: the wallet and payment-method pages suggest two-step verification once, while
 * it is off. The key is set when the suggestion shows, so it never comes back on this browser until
 * someone logs out (which clears the keys, for the next person on the device).
 */
export function TwoFactorReminder({
  enabled,
  storageKey,
  lang,
}: {
  enabled: boolean;
  storageKey: ReminderKey;
  lang: Language;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!enabled && !alreadyShown(storageKey)) setOpen(true);
  }, [enabled, storageKey]);
  return (
    <ModalDialog
      isOpen={open}
      onOpenChange={setOpen}
      title={t('wallet.reminder.title')}
      description={t('wallet.reminder.body')}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={() => setOpen(false)}>
          {t('wallet.reminder.later')}
        </Button>
        <LinkButton to={`/${lang}/two-step-verification`} onClick={() => setOpen(false)}>
          <ShieldCheck aria-hidden="true" className="size-4.5" />
          {t('wallet.reminder.turn_on')}
        </LinkButton>
      </div>
    </ModalDialog>
  );
}
