import { BellRing, Check } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { toast } from '../../../components/ui/toast-queue';

export type NotifyReply = { ok: boolean; message: string };

/**
 * "Notify me when it is available" on a service on holiday, closed or expired, for a signed-in
 * visitor (`POST /notifications/{id}/notify-when-available`): a toast says it is set, or why not in
 * the reader's language (their own service, or one that opened again meanwhile). Asking twice keeps
 * one watch.
 */
export function NotifyWhenAvailable({ serviceId, action }: { serviceId: number; action: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<NotifyReply>();
  const reply = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== 'idle' || !reply) return;
    if (reply.ok) toast.success(reply.message || t('service_page.notify_set'));
    else toast.error(reply.message || t('error_page.generic.title'));
  }, [fetcher.state, reply, t]);
  const busy = fetcher.state !== 'idle';
  const set = reply?.ok === true;
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value="notify" />
      <input type="hidden" name="type_id" value={serviceId} />
      <button
        type="submit"
        disabled={busy || set}
        aria-live="polite"
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl border border-line bg-surface px-5 py-2 text-center text-[0.95rem] font-semibold text-ink outline-none transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {set ? (
          <Check aria-hidden="true" className="size-4.5 shrink-0 text-success" />
        ) : (
          <BellRing aria-hidden="true" className="size-4.5 shrink-0 text-brand-700" />
        )}
        {t(set ? 'service_page.notify_set' : 'service_page.notify_me')}
      </button>
    </fetcher.Form>
  );
}
