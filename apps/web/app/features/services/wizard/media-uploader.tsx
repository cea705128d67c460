import { CloudUpload, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { postWithProgress } from '../../profile/avatar-upload';
import { readUploadReply } from './media-upload';
import { useWizard } from './wizard-context';

type Row = { key: string; name: string; progress: number; error: string | null; done: boolean };

/**
 * Picks files of one kind and sends them one by one, each with its own progress bar and a stop
 * button. A file the server refuses shows why; the others go on. When the plan's media limit is hit
 * the upgrade prompt opens.
 */
export function MediaUploader({
  kind,
  accept,
  remaining,
  onLimitReached,
}: {
  kind: 'image' | 'voice' | 'video' | 'certificate';
  accept: string;
  remaining: number;
  onLimitReached: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { lang, service } = useWizard();
  const revalidator = useRevalidator();
  const [rows, setRows] = useState<Row[]>([]);
  const stop = useRef<(() => void) | null>(null);
  const busy = rows.some((row) => !row.done);

  const patch = (key: string, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  async function send(files: File[]) {
    const queued = files.map((file, index) => ({
      key: `${Date.now()}-${index}-${file.name}`,
      name: file.name,
      progress: 0,
      error: null,
      done: false,
    }));
    setRows(queued);
    for (const [index, file] of files.entries()) {
      const row = queued[index] as Row;
      const form = new FormData();
      form.append('files', file, file.name);
      const upload = postWithProgress(
        `/${lang}/edit-service/${service.id}/media?kind=${kind}`,
        form,
        (fraction) => patch(row.key, { progress: fraction }),
      );
      stop.current = upload.abort;
      const sent = await upload.done;
      stop.current = null;
      if (sent === 'aborted') {
        setRows((current) =>
          current.map((r) => (r.done ? r : { ...r, done: true, error: t('wizard.upload_stopped') })),
        );
        break;
      }
      if (sent === 'network') {
        patch(row.key, { done: true, error: t('wizard.upload_network') });
        continue;
      }
      const outcome = readUploadReply(sent.status, sent.text, {
        tooLarge: t('wizard.upload_too_large'),
        generic: t('wizard.upload_failed'),
      });
      if (!outcome.ok && outcome.limitReached) {
        setRows((current) => current.map((r) => (r.done ? r : { ...r, done: true, error: outcome.error })));
        onLimitReached();
        break;
      }
      patch(row.key, { done: true, progress: 1, error: outcome.ok ? outcome.rejected : outcome.error });
    }
    revalidator.revalidate();
    // Successful rows leave after a moment; refused ones stay until the next pick, with their reason.
    setTimeout(() => setRows((current) => current.filter((row) => row.error)), 1500);
  }

  return (
    <div className="grid grid-cols-1 gap-2">
      <label
        htmlFor={id}
        className={`flex cursor-pointer flex-col items-center gap-1 rounded-2xl border-2 border-dashed px-4 py-5 text-center transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-500 ${
          busy || remaining <= 0
            ? 'cursor-not-allowed border-line opacity-60'
            : 'border-brand-300 hover:bg-brand-50'
        }`}
      >
        <CloudUpload aria-hidden="true" className="size-7 text-brand-700" />
        <span className="font-semibold">{t(`wizard.media.${kind}_pick`)}</span>
        <span className="text-xs text-muted">{t(`wizard.media.${kind}_rules`)}</span>
        <input
          id={id}
          type="file"
          multiple={kind !== 'video'}
          accept={accept}
          disabled={busy || remaining <= 0}
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length) void send(files);
          }}
        />
      </label>
      {rows.length ? (
        <ul className="grid gap-2" aria-live="polite">
          {rows.map((row) => (
            <li key={row.key} className="rounded-xl border border-line px-3 py-2 text-sm">
              <div className="flex items-center gap-2">
                <span className="min-w-0 flex-1 truncate" dir="auto">
                  {row.name}
                </span>
                {!row.done ? (
                  <button
                    type="button"
                    onClick={() => stop.current?.()}
                    aria-label={t('wizard.upload_stop', { name: row.name })}
                    className="grid size-7 place-items-center rounded-full hover:bg-canvas"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                ) : null}
              </div>
              {row.error ? (
                <p className="mt-1 text-danger">{row.error}</p>
              ) : (
                <progress
                  value={row.progress}
                  max={1}
                  aria-label={t('wizard.upload_progress', { name: row.name })}
                  className="mt-1.5 h-1.5 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-canvas [&::-webkit-progress-value]:bg-brand-700"
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
