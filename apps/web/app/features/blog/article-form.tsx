import {
  ARTICLE_BODY_MAX_CHARS,
  ARTICLE_TAGS_MAX,
  ARTICLE_TITLE_MAX_CHARS,
} from '@wasla/shared/business-constants';
import type { ArticlePhoto } from '@wasla/shared/contracts/blog';
import { directionOf, isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@wasla/shared/languages';
import { ImagePlus, Send } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button';
import { NativeSelectField } from '../../components/ui/native-select-field';
import { TextField } from '../../components/ui/text-field';
import { RichTextEditor } from '../services/wizard/rich-text-editor';
import type { ArticleValues } from './article-form.server';

/**
 * The article editor (`/add-blog`, `/edit-blog/{slug}`): title, the article's language, a picture,
 * the rich text body and tags. The fields take the article's direction as soon as its language is
 * chosen. One submit saves the picture and the article; a refused save comes back with every field
 * as it was typed and the reasons beside them.
 */
export function ArticleForm({
  values,
  photo,
  errors = {},
  submitLabel,
  lockedLanguage = false,
}: {
  values: ArticleValues;
  photo: ArticlePhoto | null;
  errors?: Record<string, string[]>;
  submitLabel: string;
  /** A translation is in the language it was asked in. */
  lockedLanguage?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting';
  const [language, setLanguage] = useState(values.language || 'ar');
  const [body, setBody] = useState(values.body);
  const [preview, setPreview] = useState<string | null>(null);
  const dir = isLanguage(language) ? directionOf(language) : 'rtl';

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const shown = preview ?? photo?.thumb_url ?? null;
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-5" aria-busy={saving}>
      <input type="hidden" name="body" value={body} />
      <input type="hidden" name="photo_id" value={values.photo_id ?? ''} />
      <input type="hidden" name="translation_of" value={values.translation_of ?? ''} />
      {errors.form ? (
        <p role="alert" className="rounded-xl border border-danger bg-danger/5 p-3 text-sm text-danger">
          {errors.form.join(' ')}
        </p>
      ) : null}
      {lockedLanguage ? (
        <input type="hidden" name="language" value={language} />
      ) : (
        <NativeSelectField
          label={t('blog.field_language')}
          name="language"
          value={language}
          onChange={setLanguage}
          options={LANGUAGES.map((code) => ({ id: code, name: LANGUAGE_NAMES[code] }))}
        />
      )}
      {errors.language ? <p className="text-sm text-danger">{errors.language.join(' ')}</p> : null}
      <TextField
        label={t('blog.field_title')}
        name="title"
        defaultValue={values.title}
        maxLength={ARTICLE_TITLE_MAX_CHARS}
        isRequired
        inputDir={dir}
        errors={errors.title}
      />
      <div className="grid gap-2">
        <span className="text-sm font-semibold" id={`${id}-photo`}>
          {t('blog.field_photo')}
        </span>
        {shown ? (
          <img src={shown} alt="" className="aspect-[4/3] w-full max-w-sm rounded-xl object-cover" />
        ) : null}
        <label className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-xl border border-line bg-surface px-4 py-2.5 font-semibold focus-within:ring-3 focus-within:ring-brand-100 hover:bg-brand-50">
          <ImagePlus aria-hidden="true" className="size-4.5" />
          {shown ? t('blog.change_photo') : t('blog.add_photo')}
          <input
            type="file"
            name="photo"
            accept="image/jpeg,image/png,image/webp,image/gif,image/heic,image/avif"
            aria-describedby={`${id}-photo`}
            className="sr-only"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setPreview(file ? URL.createObjectURL(file) : null);
            }}
          />
        </label>
        {errors.photo || errors.photo_id ? (
          <p className="text-sm text-danger">
            {[...(errors.photo ?? []), ...(errors.photo_id ?? [])].join(' ')}
          </p>
        ) : null}
      </div>
      <RichTextEditor
        label={t('blog.field_body')}
        value={body}
        onChange={setBody}
        errors={errors.body}
        dir={dir}
        maxChars={ARTICLE_BODY_MAX_CHARS}
      />
      <TextField
        label={t('blog.field_tags')}
        name="tags"
        defaultValue={values.tags}
        description={t('blog.tags_hint', { count: ARTICLE_TAGS_MAX })}
        inputDir={dir}
        errors={
          errors.tags ??
          Object.entries(errors)
            .filter(([k]) => k.startsWith('tags.'))
            .flatMap(([, v]) => v)
        }
      />
      <div>
        <Button type="submit" isDisabled={saving}>
          <Send aria-hidden="true" className="size-4.5" />
          {saving ? t('blog.saving') : submitLabel}
        </Button>
        <p className="mt-2 text-sm text-muted">{t('blog.moderation_note')}</p>
      </div>
    </Form>
  );
}
