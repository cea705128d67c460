import { CHAT_MESSAGE_MAX_CHARS } from '@wasla/shared/business-constants';
import { formatNumber } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The counter shows once a message comes this close to the limit. */
const COUNTER_FROM = CHAT_MESSAGE_MAX_CHARS - 500;

/** What was typed and not sent, per conversation, while this tab stays on the chat. */
const drafts = new Map<string, string>();

/**
 * The message box: Enter sends, Shift+Enter starts a new line (and Enter while an input method is
 * composing a word does neither), at most CHAT_MESSAGE_MAX_CHARS characters with a counter near the
 * end. It grows with its text up to a few lines; each keystroke tells the other member "typing".
 */
export function Composer({
  draftKey,
  lang,
  onSend,
  onTyping,
}: {
  draftKey: string;
  lang: Language;
  onSend: (text: string) => void;
  onTyping?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(() => drafts.get(draftKey) ?? '');
  const box = useRef<HTMLTextAreaElement>(null);
  // Counted as the API counts (UTF-16 code units), as `maxLength` does.
  const length = text.length;
  const empty = text.trim() === '';

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
    if (!body || length > CHAT_MESSAGE_MAX_CHARS) return;
    onSend(body);
    change('');
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
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
      <div className="flex items-end gap-2">
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
          aria-describedby={`${id}-hint`}
          placeholder={t('chat.composer_placeholder')}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-line bg-canvas px-3.5 py-2.5 text-[0.95rem] leading-normal outline-none placeholder:text-muted focus-visible:border-brand-500 focus-visible:bg-surface focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
        />
        <button
          type="submit"
          disabled={empty}
          aria-label={t('chat.send')}
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-700 text-white outline-none transition-colors hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <SendHorizontal aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </button>
      </div>
      <p id={`${id}-hint`} className="sr-only">
        {t('chat.composer_hint')}
      </p>
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
