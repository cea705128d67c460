import { SERVICE_DESCRIPTION_MAX_CHARS } from '@wasla/shared/business-constants';
import { visibleLength } from '@wasla/shared/validation-rules';
import { Bold, Italic, List, ListOrdered, Underline } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const TOOLS = [
  { command: 'bold', icon: Bold, label: 'wizard.editor.bold' },
  { command: 'italic', icon: Italic, label: 'wizard.editor.italic' },
  { command: 'underline', icon: Underline, label: 'wizard.editor.underline' },
  { command: 'insertUnorderedList', icon: List, label: 'wizard.editor.bullets' },
  { command: 'insertOrderedList', icon: ListOrdered, label: 'wizard.editor.numbers' },
] as const;

/**
 * A small rich text field: bold, italic, underline and lists, nothing that could carry a script (the
 * server keeps only these tags). Its counter counts what a reader sees, without markup, against
 * `maxChars` (the 255 characters a description may have, unless said otherwise).
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  errors,
  dir,
  maxChars = SERVICE_DESCRIPTION_MAX_CHARS,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  errors?: string[];
  dir?: 'rtl' | 'ltr';
  /** What a reader may see at most, counted without markup (a description's 255 by default). */
  maxChars?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | null>(null);

  // Only a value written elsewhere (another language tab, a translation) replaces the content, so the
  // caret does not jump while typing.
  useEffect(() => {
    if (box.current && value !== emitted.current) {
      box.current.innerHTML = value;
      emitted.current = value;
    }
  }, [value]);

  const emit = () => {
    const html = box.current?.innerHTML ?? '';
    const clean = visibleLength(html) ? html : '';
    emitted.current = clean;
    onChange(clean);
  };
  const used = visibleLength(value);
  const over = used > maxChars;
  const invalid = Boolean(errors?.length);

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-semibold">
        {label}
      </span>
      <div
        className={`overflow-hidden rounded-xl border bg-surface focus-within:border-brand-500 focus-within:ring-3 focus-within:ring-brand-100 ${
          invalid || over ? 'border-danger' : 'border-line'
        }`}
      >
        <div
          role="toolbar"
          aria-label={t('wizard.editor.toolbar')}
          className="flex gap-1 border-b border-line bg-canvas px-2 py-1.5"
        >
          {TOOLS.map(({ command, icon: Icon, label: toolLabel }) => (
            <button
              key={command}
              type="button"
              title={t(toolLabel)}
              aria-label={t(toolLabel)}
              // Keeps the selection in the text while the button is pressed.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                box.current?.focus();
                document.execCommand(command);
                emit();
              }}
              className="grid size-9 place-items-center rounded-lg text-ink hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
            >
              <Icon aria-hidden="true" className="size-4.5" />
            </button>
          ))}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a rich text field has no native element; it is a labelled textbox. */}
        <div
          ref={box}
          id={id}
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-count`}
          aria-invalid={invalid || over || undefined}
          contentEditable
          suppressContentEditableWarning
          dir={dir}
          onInput={emit}
          onBlur={emit}
          // A long word or address without spaces wraps inside the box instead of widening the page.
          className="prose-description min-h-36 px-3.5 py-3 text-ink outline-none [overflow-wrap:anywhere] [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6"
        />
      </div>
      <div className="flex justify-between gap-3 text-xs">
        <span className="text-danger">{errors?.join(' ')}</span>
        <span id={`${id}-count`} className={over ? 'font-semibold text-danger' : 'text-muted'}>
          {t('wizard.characters', { used, max: maxChars })}
        </span>
      </div>
    </div>
  );
}
