import { FAQ_TOPICS, type TeamFaq } from '@wasla/shared/contracts/catalogue-admin';
import type { Language } from '@wasla/shared/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { NativeSelectField } from '../../components/ui/native-select-field';
import { FaqList } from '../content/faq-list';
import { LanguagePreview } from './language-preview';
import { LocalizedFields, type Texts } from './localized-fields';
import { SettingFormFooter } from './setting-form-footer';
import type { SettingErrors } from './setting-outcome';
import { SortOrderField } from './sort-order-field';

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
        <SortOrderField value={faq?.sort_order} errors={errors.sort_order} />
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
      <LanguagePreview id={`${key}-preview`} lang={lang}>
        {(shown) => (
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
        )}
      </LanguagePreview>
      <SettingFormFooter
        label={faq ? t('admin.faqs.save') : t('admin.faqs.add')}
        saved={saved}
        formErrors={errors.form}
      />
    </Form>
  );
}
