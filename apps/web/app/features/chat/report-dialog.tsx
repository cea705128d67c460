import { REPORT_REASON_MAX_CHARS } from '@wasla/shared/business-constants';
import type { Language } from '@wasla/shared/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast-queue';
import { reportConversation } from './chat-client';

/**
 * Reporting a conversation to the support team: a reason, sent with the conversation's messages
 * for the team to read. A refused reason (too short, too long) says why under the field.
 */
export function ReportDialog({
  isOpen,
  onOpenChange,
  lang,
  conversationId,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  lang: Language;
  conversationId: number;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const reply = await reportConversation(lang, conversationId, reason).catch(() => null);
      if (reply?.ok) {
        toast.success(t('chat.report_done'));
        setReason('');
        setError(undefined);
        onOpenChange(false);
        return;
      }
      setError(reply && !reply.ok && reply.text ? reply.text : t('chat.report_failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('chat.report_title')}
      description={t('chat.report_body')}
      busy={busy}
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('chat.report_reason')}
          multiline
          value={reason}
          onChange={setReason}
          maxLength={REPORT_REASON_MAX_CHARS}
          isRequired
          errors={error ? [error] : undefined}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={busy}>
            {t('chat.cancel')}
          </Button>
          <Button type="submit" variant="danger" isDisabled={busy}>
            {t('chat.report_send')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
