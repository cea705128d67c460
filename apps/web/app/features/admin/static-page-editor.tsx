import type { StaticPageSlug } from '@wasla/shared/contracts/catalogue-admin';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@wasla/shared/languages';
import { hasTextBeforeFirstHeading, sectionsFromText } from '@wasla/shared/legal-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { LegalDocument } from '../content/legal-document';
import { LanguagePreview } from './language-preview';
import { LocalizedFields, type Texts } from './localized-fields';
import { ReasonField } from './reason-field';
import { SettingFormFooter } from './setting-form-footer';
import type { SettingErrors } from './setting-outcome';

/**
 * A legal page in the four languages: title, introduction and its sections written as text ("## "
 * starts a section, blank lines part paragraphs), with a preview of the page as visitors will read it.
 */
export function StaticPageEditor({
  slug,
  initial,
  lang,
  errors,
  saved,
}: {
  slug: StaticPageSlug;
  initial: Record<string, Texts>;
  lang: Language;
  errors: SettingErrors;
  saved: string | null;
}) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState(initial);
  const stray = LANGUAGES.filter((code) => hasTextBeforeFirstHeading(texts.body?.[code] ?? ''));
  return (
    <Form method="post" className="grid gap-4">
      <input type="hidden" name="slug" value={slug} />
      <p className="text-sm text-muted">{t('admin.pages.format')}</p>
      <LocalizedFields
        fields={[
          { name: 'title', label: t('admin.pages.title'), max: 120 },
          { name: 'intro', label: t('admin.pages.intro'), max: 1_000, multiline: true },
          { name: 'body', label: t('admin.pages.body'), max: 60_000, multiline: true },
        ]}
        values={texts}
        onChange={(field, code, text) =>
          setTexts((all) => ({ ...all, [field]: { ...all[field], [code]: text } }))
        }
        errors={errors}
      />
      {stray.length ? (
        <p role="alert" className="text-danger">
          {t('admin.pages.stray', {
            languages: new Intl.ListFormat(lang, { type: 'conjunction' }).format(
              stray.map((code) => LANGUAGE_NAMES[code]),
            ),
          })}
        </p>
      ) : null}
      <LanguagePreview
        id={`${slug}-preview`}
        lang={lang}
        frameClassName="max-h-[32rem] overflow-y-auto rounded-xl border border-line bg-surface"
      >
        {(shown) => (
          <LegalDocument
            copy={{
              title: texts.title?.[shown] || t('admin.faqs.preview_empty'),
              intro: texts.intro?.[shown] ?? '',
              updated: '',
              sections: sectionsFromText(texts.body?.[shown] ?? ''),
            }}
            contentsLabel={t('legal.contents')}
          />
        )}
      </LanguagePreview>
      <ReasonField errors={errors.reason} />
      <SettingFormFooter label={t('admin.pages.save')} saved={saved} formErrors={errors.form} />
    </Form>
  );
}
