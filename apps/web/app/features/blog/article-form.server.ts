import { ARTICLE_TAGS_MAX } from '@wasla/shared/business-constants';
import { articlePhotoSchema, articleSchema } from '@wasla/shared/contracts/blog';
import { isLanguage } from '@wasla/shared/languages';
import type { Api } from '../../lib/api-client/client.server';

/** What the editor sends back to itself when a save is refused, so nothing typed is lost. */
export type ArticleValues = {
  title: string;
  language: string;
  body: string;
  tags: string;
  photo_id: number | null;
  translation_of: number | null;
};
export type ArticleFormReply = { ok: false; values: ArticleValues; errors: Record<string, string[]> };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
const idOf = (value: string) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : null;
};

/** The tags as written in one field, separated by commas (Arabic ones too) or new lines. */
export const splitTags = (value: string) =>
  value
    .split(/[,،\n]/)
    .map((tag) => tag.trim())
    .filter(Boolean)
    .slice(0, ARTICLE_TAGS_MAX + 1);

export function readArticleForm(form: FormData): ArticleValues {
  return {
    title: text(form, 'title'),
    language: text(form, 'language'),
    body: text(form, 'body'),
    tags: text(form, 'tags'),
    photo_id: idOf(text(form, 'photo_id')),
    translation_of: idOf(text(form, 'translation_of')),
  };
}

/**
 * Saves the editor's form: the new picture first (the API takes it before the article), then the
 * article, new or revised. Answers the saved article, or the fields' errors with what was typed.
 */
export async function saveArticle(api: Api, form: FormData, existingId: number | null) {
  const values = readArticleForm(form);
  const photo = form.get('photo');
  if (photo instanceof File && photo.size > 0) {
    const upload = new FormData();
    upload.append('photo', photo, photo.name);
    const encoded = new Response(upload);
    const sent = await api.upload(
      articlePhotoSchema,
      '/blogs/photos',
      Buffer.from(await encoded.arrayBuffer()),
      encoded.headers.get('content-type') ?? 'multipart/form-data',
    );
    if (!sent.ok) return { ok: false as const, values, errors: sent.message as Record<string, string[]> };
    values.photo_id = sent.data.id;
  }
  const body = {
    title: values.title,
    language: isLanguage(values.language) ? values.language : values.language || 'ar',
    body: values.body,
    tags: splitTags(values.tags),
    photo_id: values.photo_id,
    translation_of: values.translation_of,
  };
  const saved = existingId
    ? await api.send(articleSchema, 'PUT', `/blogs/${existingId}`, body)
    : await api.post(articleSchema, '/blogs', body);
  if (!saved.ok) return { ok: false as const, values, errors: saved.message as Record<string, string[]> };
  return { ok: true as const, article: saved.data, message: saved.message?.txt[0] ?? '' };
}
