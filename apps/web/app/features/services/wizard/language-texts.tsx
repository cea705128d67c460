import { SERVICE_NAME_MAX_CHARS } from '@wasla/shared/business-constants';
import { directionOf, LANGUAGE_NAMES, LANGUAGES, type Language } from '@wasla/shared/languages';
import { Languages } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-queue';
import { RichTextEditor } from './rich-text-editor';
import type { WizardReply } from './wizard-actions.server';
import { errorsUnder, useWizard } from './wizard-context';

/**
 * The name and description in each of the four languages, one tab per language with the page's own
 * first. A tab with text carries a dot; an empty language is simply not published in it.
 */
export function LanguageTexts() {
  const { t } = useTranslation();
  const { form, update, errors, lang, translation, service, action } = useWizard();
  const order = [lang, ...LANGUAGES.filter((l) => l !== lang)];
  const [active, setActive] = useState<Language>(lang);
  const translator = useFetcher<WizardReply>();
  const written = (l: Language) => Boolean(form.names[l]?.trim() || form.descriptions[l]);
  const savedSource = (Object.keys(service.descriptions) as Language[]).find((l) => l !== active);
  const wrong = (l: Language) =>
    errorsUnder(errors, `names.${l}`).length + errorsUnder(errors, `descriptions.${l}`).length > 0;
  // A problem in a language whose tab is not open opens that tab, so its message is seen.
  const firstWrong = order.find(wrong);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new problem moves the tab, not typing.
  useEffect(() => {
    if (firstWrong) setActive((current) => (wrong(current) ? current : firstWrong));
  }, [firstWrong]);

  useEffect(() => {
    const reply = translator.data;
    if (translator.state !== 'idle' || !reply) return;
    if (reply.ok) {
      const { text, target } = reply.value as { text: string; target: Language };
      update((current) => ({ descriptions: { ...current.descriptions, [target]: text } }));
    } else toast.error(Object.values(reply.errors).flat().join(' ') || t('wizard.translate_failed'));
  }, [translator.state, translator.data, update, t]);

  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-4">
      <legend className="mb-2 text-base font-bold">{t('wizard.texts_title')}</legend>
      <p className="-mt-2 text-sm text-muted">{t('wizard.texts_hint')}</p>
      <div role="tablist" aria-label={t('wizard.languages')} className="flex flex-wrap gap-2">
        {order.map((l) => (
          <button
            key={l}
            type="button"
            role="tab"
            aria-selected={active === l}
            aria-controls={`texts-${l}`}
            id={`texts-tab-${l}`}
            onClick={() => setActive(l)}
            className={`inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold outline-none focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500 ${
              active === l
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-line bg-surface hover:border-brand-300'
            } ${wrong(l) ? 'ring-2 ring-danger' : ''}`}
          >
            {LANGUAGE_NAMES[l]}
            {written(l) ? (
              <>
                <span aria-hidden="true" className="size-2 rounded-full bg-accent-400" />
                <span className="sr-only">({t('wizard.language_written')})</span>
              </>
            ) : null}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`texts-${active}`}
        aria-labelledby={`texts-tab-${active}`}
        className="grid gap-4"
        key={active}
      >
        <TextField
          label={t('wizard.name', { language: LANGUAGE_NAMES[active] })}
          value={form.names[active] ?? ''}
          onChange={(value) => update((current) => ({ names: { ...current.names, [active]: value } }))}
          maxLength={SERVICE_NAME_MAX_CHARS}
          // Nothing written in any language: the message goes to the open tab's fields.
          errors={[...errorsUnder(errors, `names.${active}`), ...(errors.names ?? [])]}
          description={t('wizard.name_hint')}
          inputDir={directionOf(active)}
        />
        <RichTextEditor
          label={t('wizard.description', { language: LANGUAGE_NAMES[active] })}
          value={form.descriptions[active] ?? ''}
          onChange={(html) =>
            update((current) => ({ descriptions: { ...current.descriptions, [active]: html } }))
          }
          errors={[...errorsUnder(errors, `descriptions.${active}`), ...(errors.descriptions ?? [])]}
          dir={directionOf(active)}
        />
        {translation && savedSource ? (
          <div>
            <Button
              variant="secondary"
              size="sm"
              isDisabled={translator.state !== 'idle'}
              onPress={() =>
                translator.submit(
                  { intent: 'translate', source: savedSource, target: active },
                  { method: 'post', action },
                )
              }
            >
              <Languages aria-hidden="true" className="size-4" />
              {translator.state !== 'idle'
                ? t('wizard.translating')
                : t('wizard.translate_from', { language: LANGUAGE_NAMES[savedSource] })}
            </Button>
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
