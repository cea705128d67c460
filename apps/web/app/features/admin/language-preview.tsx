import { directionOf, LANGUAGE_NAMES, LANGUAGES, type Language } from '@wasla/shared/languages';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedField } from '../../components/ui/segmented-field';

/**
 * What an editor's texts will look like to readers, in the language chosen (the page's at first),
 * laid out in that language's direction while they are typed.
 */
export function LanguagePreview({
  id,
  lang,
  children,
  frameClassName = '',
}: {
  id: string;
  lang: Language;
  children: (shown: Language) => ReactNode;
  frameClassName?: string;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Language>(lang);
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-xl bg-canvas p-4">
      <h3 id={id} className="font-bold">
        {t('admin.faqs.preview')}
      </h3>
      <SegmentedField
        label={t('admin.faqs.preview_in')}
        name="preview"
        defaultValue={lang}
        onChange={(value) => setShown(value as Language)}
        options={LANGUAGES.map((code) => ({ id: code, name: LANGUAGE_NAMES[code] }))}
      />
      <div lang={shown} dir={directionOf(shown)} className={frameClassName}>
        {children(shown)}
      </div>
    </section>
  );
}
