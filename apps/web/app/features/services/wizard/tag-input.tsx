import { SERVICE_TAG_MAX_CHARS, SERVICE_TAGS_MAX } from '@wasla/shared/business-constants';
import type { Tag } from '@wasla/shared/contracts/catalogue';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueList } from './use-catalogue-list';
import { errorsUnder, useWizard } from './wizard-context';

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Tags: up to 20, chosen from the category's suggestions or written freely (Enter or comma adds one).
 * Written tags are created on the server when the draft is saved.
 */
export function TagInput() {
  const { t } = useTranslation();
  const id = useId();
  const { form, update, errors, lang, tags: savedTags, service } = useWizard();
  const [text, setText] = useState('');
  const categoryId = form.category_id ?? form.main_category_id;
  const { list: suggestions } = useCatalogueList<Tag>(
    lang,
    'tags',
    categoryId,
    savedTags,
    service.category_id ?? service.main_category_id,
  );
  const full = form.tags.length >= SERVICE_TAGS_MAX;
  const shown = suggestions
    .filter((tag) => !form.tags.some((chosen) => same(chosen.name, tag.name)))
    .filter((tag) => !text.trim() || tag.name.toLocaleLowerCase().includes(text.trim().toLocaleLowerCase()))
    .slice(0, 12);

  const add = (tag: { id?: number; name: string }) => {
    const name = tag.name.trim().slice(0, SERVICE_TAG_MAX_CHARS);
    if (name.length < 2 || full || form.tags.some((chosen) => same(chosen.name, name))) return;
    const known = tag.id ?? suggestions.find((s) => same(s.name, name))?.id;
    update((current) => ({ tags: [...current.tags, known ? { id: known, name } : { name }] }));
    setText('');
  };
  const problems = errorsUnder(errors, 'tag_ids');

  return (
    <div className="grid grid-cols-1 gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('wizard.tags')}{' '}
        <span className="font-normal text-muted">
          ({form.tags.length}/{SERVICE_TAGS_MAX})
        </span>
      </label>
      {form.tags.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('wizard.tags_chosen')}>
          {form.tags.map((tag) => (
            <li
              key={tag.name}
              className="inline-flex min-h-9 max-w-full items-center gap-1 rounded-full bg-brand-50 ps-3 pe-1 text-sm font-medium text-brand-800"
            >
              <span className="min-w-0 [overflow-wrap:anywhere]">{tag.name}</span>
              <button
                type="button"
                aria-label={t('wizard.remove_tag', { tag: tag.name })}
                onClick={() =>
                  update((current) => ({ tags: current.tags.filter((chosen) => chosen.name !== tag.name) }))
                }
                className="grid size-7 place-items-center rounded-full hover:bg-brand-100 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          disabled={full}
          maxLength={SERVICE_TAG_MAX_CHARS}
          aria-invalid={problems.length ? true : undefined}
          aria-describedby={`${id}-hint`}
          placeholder={full ? t('wizard.tags_full') : t('wizard.tags_placeholder')}
          onChange={(event) => {
            const value = event.target.value;
            if (/[,،]$/.test(value)) add({ name: value.slice(0, -1) });
            else setText(value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add({ name: text });
            }
          }}
          className={`h-11 min-w-0 flex-1 rounded-xl border bg-surface px-3.5 outline-none focus:border-brand-500 focus:ring-3 focus:ring-brand-100 disabled:bg-canvas ${problems.length ? 'border-danger' : 'border-line'}`}
        />
        <button
          type="button"
          onClick={() => add({ name: text })}
          disabled={full || text.trim().length < 2}
          aria-label={t('wizard.add_tag')}
          className="grid size-11 shrink-0 place-items-center rounded-xl border border-line bg-surface hover:bg-brand-50 disabled:opacity-50"
        >
          <Plus aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('wizard.tags_hint')}
      </p>
      {problems.length ? <p className="text-sm text-danger">{problems.join(' ')}</p> : null}
      {shown.length && !full ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-semibold text-muted">{t('wizard.tags_suggested')}</span>
          {shown.map((tag) => (
            <button
              key={tag.id}
              type="button"
              onClick={() => add(tag)}
              className="inline-flex h-8 items-center gap-1 rounded-full border border-dashed border-brand-300 px-3 text-sm text-brand-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
            >
              <Plus aria-hidden="true" className="size-3.5" />
              {tag.name}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
