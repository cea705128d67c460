import { CHAT_ATTACHMENTS_PER_MESSAGE, CHAT_MESSAGE_MAX_CHARS } from '@wasla/shared/business-constants';
import type { ChatAttachment } from '@wasla/shared/contracts/chat';
import { formatNumber } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { Mic, Paperclip, SendHorizontal, Square, Trash2 } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { AboutDealChip } from './about-deal-chip';
import { CHAT_PICK_TYPES, MAX_MB, recordingClock } from './chat-attachments';
import { PendingFiles, useComposerFiles } from './composer-files';
import type { AboutDeal } from './deal-reply';
import { useVoiceRecorder } from './voice-recorder';

/** The counter shows once a message comes this close to the limit. */
const COUNTER_FROM = CHAT_MESSAGE_MAX_CHARS - 500;

/** What was typed and not sent, per conversation, while this tab stays on the chat. */
const drafts = new Map<string, string>();

const iconButton =
  'grid size-11 shrink-0 place-items-center rounded-xl text-brand-800 outline-none transition-colors hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/** The time a voice note has been recording, ticking each second. */
function RecordingClock({ since }: { since: number }) {
  const [now, setNow] = useState(since);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return <bdi className="tabular-nums">{recordingClock(now - since)}</bdi>;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line (and Enter while an input method is
 * composing a word does neither), at most CHAT_MESSAGE_MAX_CHARS characters with a counter near the
 * end. It grows with its text up to a few lines; each keystroke tells the other member "typing".
 * Beside it, files and voice notes for the message (once the conversation exists: `attachTo`), each
 * uploaded as soon as it is picked; the message goes once they are all up. Started from a deal's
 * card, the messages are about that deal (`about`) until × or Escape ends it.
 */
export function Composer({
  draftKey,
  lang,
  attachTo,
  onSend,
  onTyping,
  about = null,
  onCancelAbout,
}: {
  draftKey: string;
  lang: Language;
  /** The conversation the files go to; null before the first message opens it. */
  attachTo: number | null;
  onSend: (text: string, files: ChatAttachment[]) => void;
  onTyping?: () => void;
  /** The deal the messages are written about, while a reply from its card goes on. */
  about?: AboutDeal | null;
  onCancelAbout?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(() => drafts.get(draftKey) ?? '');
  const box = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const files = useComposerFiles(lang, attachTo, draftKey);
  const voice = useVoiceRecorder((file) => files.add([file]));
  const [attachHint, setAttachHint] = useState(false);
  const stopButton = useRef<HTMLButtonElement>(null);
  const wasRecording = useRef(false);
  // The microphone button gives way to the recording's controls: focus goes with it, and back to
  // the message box once the recording is attached or dropped.
  useEffect(() => {
    if (voice.recording) stopButton.current?.focus();
    else if (wasRecording.current) box.current?.focus();
    wasRecording.current = voice.recording;
  }, [voice.recording]);
  // A reply started from a deal's card goes on here: the box takes the focus from the card.
  useEffect(() => {
    if (about) box.current?.focus();
  }, [about]);
  const cancelAbout = () => {
    onCancelAbout?.();
    box.current?.focus();
  };
  // Counted as the API counts (UTF-16 code units), as `maxLength` does.
  const length = text.length;
  const empty = text.trim() === '' && files.ready.length === 0;
  const blocked = empty || files.uploading || voice.recording;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the box is measured again whenever its text changes
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, 160)}px`;
  }, [text]);

  const change = (value: string) => {
    setText(value);
    if (value) drafts.set(draftKey, value);
    else drafts.delete(draftKey);
    if (value.trim()) onTyping?.();
  };

  const send = () => {
    const body = text.trim();
    if (blocked || length > CHAT_MESSAGE_MAX_CHARS) return;
    onSend(body, files.ready);
    files.clear();
    change('');
    box.current?.focus();
  };

  const attach = () => {
    if (attachTo === null) setAttachHint(true);
    else picker.current?.click();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && about) {
      event.preventDefault();
      cancelAbout();
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={onSubmit} className="border-t border-line bg-surface px-3 py-3 sm:px-4">
      {about ? <AboutDealChip id={`${id}-about`} about={about} onCancel={cancelAbout} /> : null}
      <PendingFiles
        files={files.files}
        onRemove={(key) => {
          void files.remove(key);
          box.current?.focus();
        }}
      />
      {voice.recording && voice.startedAt !== null ? (
        <div
          role="status"
          className="mb-2 flex items-center gap-2 rounded-xl bg-danger/5 px-3 py-1.5 text-sm text-danger"
        >
          <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-danger" />
          <span className="flex-1">
            {t('chat.attach.recording')} <RecordingClock since={voice.startedAt} />
          </span>
          <button
            type="button"
            onClick={voice.discard}
            aria-label={t('chat.attach.discard')}
            className={iconButton}
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
          <button
            ref={stopButton}
            type="button"
            onClick={voice.stop}
            aria-label={t('chat.attach.stop')}
            className={iconButton}
          >
            <Square aria-hidden="true" className="size-4.5 fill-current" />
          </button>
        </div>
      ) : null}
      <div className="flex items-end gap-1.5 sm:gap-2">
        <button
          type="button"
          onClick={attach}
          aria-label={t('chat.attach.button')}
          aria-disabled={attachTo === null || undefined}
          aria-describedby={`${id}-files`}
          className={iconButton}
        >
          <Paperclip aria-hidden="true" className="size-5" />
        </button>
        <input
          ref={picker}
          type="file"
          multiple
          accept={CHAT_PICK_TYPES}
          tabIndex={-1}
          aria-hidden="true"
          className="hidden"
          onChange={(event) => {
            const picked = [...(event.target.files ?? [])];
            event.target.value = '';
            if (picked.length) files.add(picked);
          }}
        />
        {voice.supported && attachTo !== null && !voice.recording ? (
          <button
            type="button"
            onClick={() => void voice.start()}
            aria-label={t('chat.attach.record')}
            className={iconButton}
          >
            <Mic aria-hidden="true" className="size-5" />
          </button>
        ) : null}
        <label htmlFor={id} className="sr-only">
          {t('chat.composer_label')}
        </label>
        <textarea
          ref={box}
          id={id}
          rows={1}
          value={text}
          // Empty, it takes the page's direction (so does its placeholder); typed text finds its own.
          dir={text ? 'auto' : undefined}
          maxLength={CHAT_MESSAGE_MAX_CHARS}
          aria-describedby={about ? `${id}-about ${id}-hint` : `${id}-hint`}
          placeholder={t('chat.composer_placeholder')}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-11 min-w-0 flex-1 resize-none rounded-xl border border-line bg-canvas px-3.5 py-2.5 text-[0.95rem] leading-normal outline-none placeholder:text-muted focus-visible:border-brand-500 focus-visible:bg-surface focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
        />
        <button
          type="submit"
          disabled={blocked}
          aria-label={t('chat.send')}
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-700 text-white outline-none transition-colors hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <SendHorizontal aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </button>
      </div>
      <p id={`${id}-hint`} className="sr-only">
        {t('chat.composer_hint')}
      </p>
      <p
        id={`${id}-files`}
        className={attachTo === null && attachHint ? 'mt-1.5 text-xs text-muted' : 'sr-only'}
        aria-live="polite"
      >
        {attachTo === null
          ? t('chat.attach.first_message')
          : t('chat.attach.rules', { max: MAX_MB, limit: CHAT_ATTACHMENTS_PER_MESSAGE })}
      </p>
      {voice.failed ? (
        <p role="alert" className="mt-1.5 text-xs text-danger">
          {t('chat.attach.mic_failed')}
        </p>
      ) : null}
      {files.uploading && text.trim() ? (
        <p className="mt-1.5 text-xs text-muted" aria-live="polite">
          {t('chat.attach.wait')}
        </p>
      ) : null}
      {length >= COUNTER_FROM ? (
        <p
          className={`mt-1 text-end text-xs ${length >= CHAT_MESSAGE_MAX_CHARS ? 'text-danger' : 'text-muted'}`}
          aria-live="polite"
        >
          {t('chat.chars_count', {
            used: formatNumber(length, lang),
            max: formatNumber(CHAT_MESSAGE_MAX_CHARS, lang),
          })}
        </p>
      ) : null}
    </form>
  );
}
