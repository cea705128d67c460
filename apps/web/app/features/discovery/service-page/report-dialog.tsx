import { REPORT_REASON_MAX_CHARS } from '@wasla/shared/business-constants';
import { Flag } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-queue';

export type ReportReply = { ok: true; message: string } | { ok: false; errors: Record<string, string[]> };

/**
 * Report a service or a provider to the team: the reason is required (SPEC.md section 5) and what
 * was typed stays in the box when the server refuses it. Guests are sent to log in first.
 */
export function ReportButton({
  type,
  id,
  action,
  signedIn,
  loginHref,
}: {
  type: 'service' | 'provider';
  id: number;
  action: string;
  signedIn: boolean;
  loginHref: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<ReportReply>();
  const busy = fetcher.state !== 'idle';
  const reply = fetcher.data;
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !reply) return;
    if (reply.ok) {
      toast.success(reply.message);
      setOpen(false);
    } else {
      // The send button was disabled while the report was on its way, which dropped the focus out of
      // the dialog, and with it Escape. The reason, now showing what to fix, takes it back.
      form.current?.querySelector('textarea')?.focus();
    }
  }, [fetcher.state, reply]);

  const trigger = (
    <span className="inline-flex items-center gap-1.5">
      <Flag aria-hidden="true" className="size-4" />
      {t('report.action')}
    </span>
  );
  if (!signedIn) {
    return (
      <a
        href={loginHref}
        className="inline-flex h-10 items-center rounded-xl px-3 text-sm font-semibold text-muted hover:bg-brand-50"
      >
        {trigger}
      </a>
    );
  }
  return (
    <>
      <Button variant="ghost" size="sm" onPress={() => setOpen(true)}>
        {trigger}
      </Button>
      <ModalDialog
        isOpen={open}
        onOpenChange={setOpen}
        busy={busy}
        title={t(`report.title_${type}`)}
        description={t('report.intro')}
      >
        <fetcher.Form ref={form} method="post" action={action} className="mt-4 flex flex-col gap-4">
          <input type="hidden" name="intent" value="report" />
          <input type="hidden" name="type" value={type} />
          <input type="hidden" name="type_id" value={id} />
          <TextField
            label={t('report.reason')}
            name="reason"
            multiline
            isRequired
            maxLength={REPORT_REASON_MAX_CHARS}
            errors={
              reply && !reply.ok ? (reply.errors.reason ?? Object.values(reply.errors).flat()) : undefined
            }
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onPress={() => setOpen(false)} isDisabled={busy}>
              {t('report.cancel')}
            </Button>
            {/* Pending, not disabled: a disabled button would drop the focus out of the dialog. */}
            <Button type="submit" variant="danger" isPending={busy}>
              {t('report.send')}
            </Button>
          </div>
        </fetcher.Form>
      </ModalDialog>
    </>
  );
}
