import {
  DEAL_FILE_MAX_BYTES,
  DEAL_FILE_TYPES,
  DEAL_FILES_MAX,
  DEAL_IMAGE_TYPES,
  DEAL_IMAGES_MAX,
} from '@wasla/shared/business-constants';
import type { DealFile } from '@wasla/shared/contracts/deals';
import type { Language } from '@wasla/shared/languages';
import { CloudUpload, Trash2, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postWithProgress } from '../profile/avatar-upload';
import { FileList } from './deal-view';

/** What the files route (`/:lang/deals/:id/files`) answers: the files now attached, or why not. */
export type FilesReply =
  | { ok: true; files: DealFile[]; rejected: string | null }
  | { ok: false; message: string };

/**
 * Asks the drafts route for the id of a new draft (an offer: `service_id`; a delivery: `deal_id`),
 * once: the attempt id makes a second ask the same draft. Null when it could not be made.
 */
export async function askDraftId(lang: Language, fields: Record<string, string>): Promise<number | null> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  try {
    const res = await fetch(`/${lang}/deals/drafts`, {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
    });
    const reply = (await res.json()) as { ok: boolean; id?: number };
    return reply.ok && reply.id ? reply.id : null;
  } catch {
    return null;
  }
}

type Row = { key: string; name: string; progress: number; error: string | null; done: boolean };

const isImage = (type: string) => (DEAL_IMAGE_TYPES as readonly string[]).includes(type);

function readReply(status: number, text: string, generic: string, tooLarge: string): FilesReply {
  if (status === 413) return { ok: false, message: tooLarge };
  try {
    const body = JSON.parse(text) as FilesReply;
    if (body && typeof body.ok === 'boolean') return body;
  } catch {
    // A host's error page rather than the route's JSON: said in one sentence below.
  }
  return { ok: false, message: generic };
}

/**
 * Attachments of an offer or a delivery: up to 10 files of which 5 pictures, 5 MB each (SPEC.md
 * section 5). Each file goes up on its own with a progress bar and a stop button; a file too big, of
 * a refused type or past the counts says why beside it and the others go on. `ensureId` makes the
 * draft first when there is none yet (a new offer's first file).
 */
export function DealFiles({
  lang,
  initial,
  ensureId,
  path,
}: {
  lang: Language;
  initial: DealFile[];
  ensureId: () => Promise<number | null>;
  /** The files route of a draft: `/:lang/deals/:id/files`, with `?delivery=` for a delivery's. */
  path: (id: number) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [files, setFiles] = useState(initial);
  const [rows, setRows] = useState<Row[]>([]);
  const [removing, setRemoving] = useState<number | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const stop = useRef<(() => void) | null>(null);
  const busy = rows.some((row) => !row.done);
  const left = DEAL_FILES_MAX - files.length;

  const patch = (key: string, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  /** Why a file cannot go, before sending it: too big, not an accepted type, or past the counts. */
  function refusalOf(file: File, images: number, count: number): string | null {
    if (file.size > DEAL_FILE_MAX_BYTES) return t('deals.files.too_large', { name: file.name });
    if (!(DEAL_FILE_TYPES as readonly string[]).includes(file.type)) return t('deals.files.bad_type');
    if (count >= DEAL_FILES_MAX) return t('deals.files.too_many', { count: DEAL_FILES_MAX });
    if (isImage(file.type) && images >= DEAL_IMAGES_MAX)
      return t('deals.files.too_many_images', { count: DEAL_IMAGES_MAX });
    return null;
  }

  async function send(picked: File[]) {
    const queued = picked.map((file, index) => ({
      key: `${Date.now()}-${index}-${file.name}`,
      name: file.name,
      progress: 0,
      error: null,
      done: false,
    }));
    setRows(queued);
    const draft = await ensureId();
    if (!draft) {
      setRows(queued.map((row) => ({ ...row, done: true, error: t('deals.files.failed') })));
      return;
    }
    let current = files;
    for (const [index, file] of picked.entries()) {
      const row = queued[index] as Row;
      const refusal = refusalOf(file, current.filter((f) => f.kind === 'image').length, current.length);
      if (refusal) {
        patch(row.key, { done: true, error: refusal });
        continue;
      }
      const form = new FormData();
      form.append('files', file, file.name);
      const upload = postWithProgress(path(draft), form, (fraction) =>
        patch(row.key, { progress: fraction }),
      );
      stop.current = upload.abort;
      const sent = await upload.done;
      stop.current = null;
      if (sent === 'aborted') {
        setRows((all) =>
          all.map((r) => (r.done ? r : { ...r, done: true, error: t('deals.files.stopped') })),
        );
        break;
      }
      if (sent === 'network') {
        patch(row.key, { done: true, error: t('deals.files.network') });
        continue;
      }
      const reply = readReply(
        sent.status,
        sent.text,
        t('deals.files.failed'),
        t('deals.files.too_large', { name: file.name }),
      );
      if (reply.ok) {
        current = reply.files;
        setFiles(reply.files);
        patch(row.key, { done: true, progress: 1, error: reply.rejected });
      } else {
        patch(row.key, { done: true, error: reply.message });
      }
    }
    // Sent rows leave after a moment (the file shows in the list); refused ones stay with their reason.
    setTimeout(() => setRows((all) => all.filter((row) => row.error)), 1500);
  }

  async function remove(file: DealFile) {
    const draft = await ensureId();
    if (!draft) return;
    setRemoving(file.id);
    setRemoveError(null);
    const base = path(draft);
    const url = `${base}${base.includes('?') ? '&' : '?'}remove=${file.id}`;
    const sent = await postWithProgress(url, new FormData()).done;
    setRemoving(null);
    const reply =
      typeof sent === 'string'
        ? ({ ok: false, message: t('deals.files.network') } as const)
        : readReply(sent.status, sent.text, t('deals.files.failed'), t('deals.files.failed'));
    if (reply.ok) setFiles(reply.files);
    else setRemoveError(reply.message);
  }

  return (
    <div className="grid gap-2">
      <FileList
        files={files}
        lang={lang}
        after={(file) => (
          <button
            type="button"
            onClick={() => void remove(file)}
            disabled={removing !== null}
            aria-label={t('deals.files.remove', { name: file.name })}
            className="grid size-9 shrink-0 place-items-center rounded-lg text-muted outline-none hover:bg-danger/10 hover:text-danger focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500 disabled:opacity-50"
          >
            <Trash2 aria-hidden="true" className="size-4.5" />
          </button>
        )}
      />
      {removeError ? (
        <p role="alert" className="text-sm text-danger">
          {removeError}
        </p>
      ) : null}
      <label
        htmlFor={id}
        className={`flex flex-col items-center gap-1 rounded-2xl border-2 border-dashed px-4 py-5 text-center transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-500 ${
          busy || left <= 0
            ? 'cursor-not-allowed border-line opacity-60'
            : 'cursor-pointer border-brand-300 hover:bg-brand-50'
        }`}
      >
        <CloudUpload aria-hidden="true" className="size-7 text-brand-700" />
        <span className="font-semibold">{t('deals.files.pick')}</span>
        <span className="text-xs text-muted">
          {t('deals.files.rules', { files: DEAL_FILES_MAX, images: DEAL_IMAGES_MAX, size: 5 })}
        </span>
        <span className="text-xs text-muted">{t('deals.files.left', { count: Math.max(0, left) })}</span>
        <input
          id={id}
          type="file"
          multiple
          accept={DEAL_FILE_TYPES.join(',')}
          disabled={busy || left <= 0}
          className="sr-only"
          onChange={(event) => {
            const picked = [...(event.target.files ?? [])];
            event.target.value = '';
            if (picked.length) void send(picked);
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
                  <span className="text-xs text-muted tabular-nums">
                    <bdi>{`${Math.round(row.progress * 100)}%`}</bdi>
                  </span>
                ) : null}
                {!row.done ? (
                  <button
                    type="button"
                    onClick={() => stop.current?.()}
                    aria-label={t('deals.files.stop', { name: row.name })}
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
                  aria-label={t('deals.files.progress', { name: row.name })}
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
