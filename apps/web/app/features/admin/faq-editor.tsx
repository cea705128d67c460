import { FAQ_TOPICS, type TeamFaq } from '@wasla/shared/contracts/catalogue-admin';
import { directionOf, LANGUAGE_NAMES, LANGUAGES, type Language } from '@wasla/shared/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { NativeSelectField } from '../../components/ui/native-select-field';
import { SegmentedField } from '../../components/ui/segmented-field';
import { TextField } from '../../components/ui/text-field';
import { FaqList } from '../content/faq-list';
import { LocalizedFields, type Texts } from './localized-fields';
import { SettingFormFooter } from './setting-form-footer';
import type { SettingErrors } from './setting-outcome';

/**
 * A question of the FAQ in all four languages, each typed in its own direction, with a preview that
 * shows it as the FAQ page will, in the language chosen, while it is written.
 */
export function FaqEditor({
  faq,
  lang,
  errors,
  saved,
}: {
  /** The question to rewrite; none for a new one. */
  faq?: TeamFaq;
  lang: Language;
  errors: SettingErrors;
  saved: string | null;
}) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState<Record<string, Texts>>({
    question: faq?.question ?? {},
    answer: faq?.answer ?? {},
  });
  const [shown, setShown] = useState<Language>(lang);
  const key = faq ? `faq-${faq.id}` : 'faq-new';
  return (
    <Form method="post" className="grid gap-4">
      <input type="hidden" name="intent" value={faq ? 'update' : 'add'} />
      {faq ? <input type="hidden" name="id" value={faq.id} /> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <NativeSelectField
          label={t('admin.faqs.topic')}
          name="topic"
          defaultValue={faq?.topic ?? 'general'}
          options={FAQ_TOPICS.map((id) => ({ id, name: t(`faq_topics.${id}`) }))}
        />
        <TextField
          name="sort_order"
          label={t('admin.faqs.sort_order')}
          description={t('admin.faqs.sort_order_hint')}
          defaultValue={String(faq?.sort_order ?? 0)}
          inputMode="numeric"
          inputDir="ltr"
          errors={errors.sort_order}
        />
      </div>
      <LocalizedFields
        fields={[
          { name: 'question', label: t('admin.faqs.question'), max: 200 },
          { name: 'answer', label: t('admin.faqs.answer'), max: 2_000, multiline: true },
        ]}
        values={texts}
        onChange={(field, code, text) =>
          setTexts((all) => ({ ...all, [field]: { ...all[field], [code]: text } }))
        }
        errors={errors}
      />
      <section aria-labelledby={`${key}-preview`} className="grid gap-3 rounded-xl bg-canvas p-4">
        <h3 id={`${key}-preview`} className="font-bold">
          {t('admin.faqs.preview')}
        </h3>
        <SegmentedField
          label={t('admin.faqs.preview_in')}
          name="preview"
          defaultValue={lang}
          onChange={(value) => setShown(value as Language)}
          options={LANGUAGES.map((code) => ({ id: code, name: LANGUAGE_NAMES[code] }))}
        />
        <div lang={shown} dir={directionOf(shown)}>
          <FaqList
            open
            faqs={[
              {
                id: faq?.id ?? 0,
                topic: faq?.topic ?? 'general',
                question: texts.question?.[shown] || t('admin.faqs.preview_empty'),
                answer: texts.answer?.[shown] || t('admin.faqs.preview_empty'),
              },
            ]}
          />
        </div>
      </section>
      <SettingFormFooter
        label={faq ? t('admin.faqs.save') : t('admin.faqs.add')}
        saved={saved}
        formErrors={errors.form}
      />
    </Form>
  );
}
