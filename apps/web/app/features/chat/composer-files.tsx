import type { ChatAttachment } from '@wasla/shared/contracts/chat';
import type { Language } from '@wasla/shared/languages';
import { FileText, Mic, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postWithProgress } from '../profile/avatar-upload';
import { MAX_MB, readUploadReply, refusalOf } from './chat-attachments';

/** A file picked (or recorded) for the next message: on its way up, kept by the API, or refused. */
export type PendingFile = {
  key: string;
  name: string;
  type: string;
  /** A picture's preview, made from the file in this tab. */
  preview: string | null;
  state: 'uploading' | 'ready' | 'failed';
  progress: number;
  error: string | null;
  file: ChatAttachment | null;
};

/** Files uploaded and not sent yet, per conversation, while this tab stays on the chat (as the typed text is). */
const kept = new Map<string, PendingFile[]>();

let made = 0;

/**
 * The files of the next message in a conversation: each one goes up on its own to the page's upload
 * route (`/:lang/chat-data/{id}/attachments`) with its progress, refused here first when it is too
 * big, of a kind the API does not take or past the count, and otherwise judged by the API, whose
 * reason is shown beside the file. A file is taken off (and deleted from the API once up) before
 * sending; `clear` forgets them once the message that carries them is sent.
 */
export function useComposerFiles(lang: Language, conversationId: number | null, draftKey: string) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<PendingFile[]>(() => kept.get(draftKey) ?? []);
  const current = useRef(files);
  const aborts = useRef(new Map<string, () => void>());
  const queue = useRef(Promise.resolve());

  const update = (change: (list: PendingFile[]) => PendingFile[]) => {
    const next = change(current.current);
    current.current = next;
    const settled = next.filter((item) => item.state === 'ready');
    if (settled.length) kept.set(draftKey, settled);
    else kept.delete(draftKey);
    setFiles(next);
  };
  const patch = (key: string, change: Partial<PendingFile>) =>
    update((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  // A refused file's preview goes with the page; a kept one (or one still going up, kept once it
  // is) is shown again when the reader comes back to this conversation.
  useEffect(
    () => () => {
      for (const item of current.current)
        if (item.preview && item.state === 'failed') URL.revokeObjectURL(item.preview);
    },
    [],
  );

  async function upload(key: string, file: File) {
    if (!conversationId) return;
    const form = new FormData();
    form.append('files', file, file.name);
    const sent = postWithProgress(`/${lang}/chat-data/${conversationId}/attachments`, form, (fraction) =>
      patch(key, { progress: fraction }),
    );
    aborts.current.set(key, sent.abort);
    const answer = await sent.done;
    aborts.current.delete(key);
    if (answer === 'aborted') return;
    if (answer === 'network') {
      patch(key, { state: 'failed', error: t('chat.attach.network', { name: file.name }) });
      return;
    }
    const outcome = readUploadReply(answer.status, answer.text);
    if (outcome.ok) patch(key, { state: 'ready', progress: 1, file: outcome.file });
    else
      patch(key, {
        state: 'failed',
        error: outcome.tooLarge
          ? t('chat.attach.too_large', { name: file.name, max: MAX_MB })
          : outcome.message
            ? `${file.name}: ${outcome.message}`
            : t('chat.attach.failed', { name: file.name }),
      });
  }

  return {
    files,
    uploading: files.some((item) => item.state === 'uploading'),
    ready: files.flatMap((item) => (item.state === 'ready' && item.file ? [item.file] : [])),

    /** Files picked or recorded: each checked here, then sent up one after another in the order given. */
    add(picked: File[]) {
      for (const file of picked) {
        const key = `f${++made}`;
        const held = current.current.filter((item) => item.state !== 'failed').length;
        const refusal = refusalOf(file, held);
        const preview = !refusal && file.type.startsWith('image/') ? URL.createObjectURL(file) : null;
        update((list) => [
          ...list,
          {
            key,
            name: file.name,
            type: file.type,
            preview,
            state: refusal ? 'failed' : 'uploading',
            progress: 0,
            error: refusal ? t(`chat.attach.${refusal.key}`, { name: file.name, ...refusal.params }) : null,
            file: null,
          },
        ]);
        if (!refusal) queue.current = queue.current.then(() => upload(key, file));
      }
    },

    /** Takes a file off the message: stops its upload, or deletes it from the API once it is up. */
    async remove(key: string) {
      const item = current.current.find((entry) => entry.key === key);
      if (!item) return;
      aborts.current.get(key)?.();
      update((list) => list.filter((entry) => entry.key !== key));
      if (item.preview) URL.revokeObjectURL(item.preview);
      if (item.state !== 'ready' || !item.file || !conversationId) return;
      const answer = await postWithProgress(
        `/${lang}/chat-data/${conversationId}/attachments?remove=${item.file.id}`,
        new FormData(),
      ).done;
      if (typeof answer === 'string' || answer.status >= 300) {
        // Still kept by the API: shown again with why, so it can be taken off once more.
        update((list) => [
          ...list,
          { ...item, preview: null, error: t('chat.attach.remove_failed', { name: item.name }) },
        ]);
      }
    },

    /** The message carrying the ready files was sent: they belong to it now. */
    clear() {
      for (const item of current.current) if (item.preview) URL.revokeObjectURL(item.preview);
      update(() => []);
    },
  };
}

/** The files of the next message, each with its progress or its refusal, and a button to take it off. */
export function PendingFiles({
  files,
  onRemove,
}: {
  files: readonly PendingFile[];
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  if (!files.length) return null;
  return (
    <ul aria-label={t('chat.attach.list_label')} className="mb-2 flex flex-wrap gap-2">
      {files.map((item) => {
        const Icon = item.type.startsWith('audio/') ? Mic : FileText;
        const failed = item.state === 'failed';
        return (
          <li
            key={item.key}
            data-file-state={item.state}
            className={`flex max-w-full min-w-0 items-center gap-2 rounded-xl border py-1.5 ps-1.5 pe-1 text-sm sm:max-w-72 ${failed ? 'border-danger/40 bg-danger/5' : 'border-line bg-canvas'}`}
          >
            {item.preview ? (
              <img
                src={item.preview}
                alt=""
                width={36}
                height={36}
                className="size-9 shrink-0 rounded-lg object-cover"
              />
            ) : (
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-surface text-brand-700">
                <Icon aria-hidden="true" className="size-4.5" />
              </span>
            )}
            <span className="grid min-w-0 flex-1 gap-1">
              <bdi className="truncate font-medium">{item.name}</bdi>
              {item.state === 'uploading' ? (
                <progress
                  value={item.progress}
                  max={1}
                  aria-label={t('chat.attach.progress', { name: item.name })}
                  className="h-1.5 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-brand-700"
                />
              ) : null}
              {item.error ? (
                <span role="alert" className="text-xs text-danger">
                  {item.error}
                </span>
              ) : null}
            </span>
            <button
              type="button"
              onClick={() => onRemove(item.key)}
              aria-label={t('chat.attach.remove', { name: item.name })}
              className="grid size-8 shrink-0 place-items-center rounded-lg text-muted outline-none hover:bg-danger/10 hover:text-danger focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
