import {
  type articlePhotoSchema,
  articleSchema,
  translatedArticleSchema,
} from '@wasla/shared/contracts/blog';
import { translationStatusSchema } from '@wasla/shared/contracts/replies';
import { isLanguage, LANGUAGE_NAMES } from '@wasla/shared/languages';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { articleHref } from '../features/blog/article-card';
import { ArticleForm } from '../features/blog/article-form';
import { type ArticleFormReply, type ArticleValues, saveArticle } from '../features/blog/article-form.server';
import { ACCOUNT_CATALOG } from '../lib/catalog-groups';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import { withCookies } from '../lib/session.server';
import type { Route } from './+types/article-editor';

const pageReply = z.object({ article: articleSchema, related: z.array(z.unknown()) });
const EMPTY: ArticleValues = {
  title: '',
  language: '',
  body: '',
  tags: '',
  photo_id: null,
  translation_of: null,
};

type Draft = {
  mode: 'new' | 'edit' | 'translation';
  id: number | null;
  values: ArticleValues;
  photo: z.output<typeof articlePhotoSchema> | null;
  /** A translation: the original's language, and whether a machine translated it first. */
  from?: string;
  machine?: boolean;
};

/**
 * `/add-blog` and `/edit-blog/{slug}` (SPEC.md section 2). `/add-blog?translation_of={id}&language=en`
 * starts a translation of one of my articles: machine-translated where a translation server is set,
 * else the original's text to rewrite; either way the author reads it over before saving.
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const { api, lang } = signedIn;
  const url = new URL(args.request.url);
  let draft: Draft = { mode: 'new', id: null, values: { ...EMPTY, language: lang }, photo: null };
  if (args.params.slug) {
    const found = await api.request(pageReply, 'GET', `/blogs/${encodeURIComponent(args.params.slug)}`);
    if (found.status !== 200 || found.body.error || !found.body.data.article.is_mine)
      throw data(null, { status: 404 });
    const article = found.body.data.article;
    draft = {
      mode: 'edit',
      id: article.id,
      values: {
        title: article.title,
        language: article.language,
        body: article.body,
        tags: article.tags.join(', '),
        photo_id: article.photo?.id ?? null,
        translation_of: article.translation_of,
      },
      photo: article.photo,
    };
  } else if (url.searchParams.get('translation_of')) {
    const originalId = Number(url.searchParams.get('translation_of'));
    const target = url.searchParams.get('language');
    if (!Number.isInteger(originalId) || originalId < 1 || originalId > 2_147_483_647 || !isLanguage(target))
      throw data(null, { status: 404 });
    const original = await api.request(articleSchema, 'GET', `/blogs/mine/${originalId}`);
    if (original.status !== 200 || original.body.error) throw data(null, { status: 404 });
    const source = original.body.data;
    const status = await api.get(translationStatusSchema, '/translation/status');
    const translated = status.enabled
      ? await api.request(translatedArticleSchema, 'POST', '/blogs/translate', {
          title: source.title,
          body: source.body,
          source: source.language,
          target,
        })
      : null;
    const machine = translated?.status === 200 && !translated.body.error ? translated.body.data : null;
    draft = {
      mode: 'translation',
      id: null,
      values: {
        title: machine?.title ?? source.title,
        language: target,
        body: machine?.body ?? source.body,
        tags: source.tags.join(', '),
        photo_id: source.photo?.id ?? null,
        translation_of: source.id,
      },
      photo: source.photo,
      from: source.language,
      machine: Boolean(machine),
    };
  }
  // The editor's toolbar and counter speak in the account screens' words.
  return withSession(signedIn, { draft, catalog: ACCOUNT_CATALOG });
}

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  let existingId: number | null = null;
  if (args.params.slug) {
    const found = await signedIn.api.request(
      pageReply,
      'GET',
      `/blogs/${encodeURIComponent(args.params.slug)}`,
    );
    if (found.status !== 200 || found.body.error || !found.body.data.article.is_mine)
      throw data(null, { status: 404 });
    existingId = found.body.data.article.id;
  }
  const saved = await saveArticle(signedIn.api, await args.request.formData(), existingId);
  if (!saved.ok) return withSession<ArticleFormReply>(signedIn, saved);
  throw redirect(articleHref(signedIn.lang, saved.article.slug), {
    headers: signedIn.cookies.length ? withCookies(signedIn.cookies) : undefined,
  });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(
    args,
    { key: args.params.slug ? 'blog.edit_title' : 'blog.add_title' },
    { key: 'blog.add_intro' },
  ),
  { name: 'robots', content: 'noindex' },
];

export default function ArticleEditor({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { draft } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : null;
  const heading =
    draft.mode === 'edit'
      ? t('blog.edit_title')
      : draft.mode === 'translation' && isLanguage(draft.values.language)
        ? t('blog.translation_title', { language: LANGUAGE_NAMES[draft.values.language] })
        : t('blog.add_title');
  return (
    <div className="container-page grid max-w-3xl gap-6 py-8">
      <Breadcrumbs
        crumbs={[
          { label: t('blog.title'), href: `/${lang}/blogs` },
          { label: t('blog.my_articles'), href: `/${lang}/my-articles/pending` },
          { label: heading },
        ]}
      />
      <header>
        <h1 className="text-3xl font-bold">{heading}</h1>
        <p className="mt-2 text-muted">
          {draft.mode === 'translation'
            ? t(draft.machine ? 'blog.translation_machine' : 'blog.translation_manual')
            : draft.mode === 'edit'
              ? t('blog.edit_intro')
              : t('blog.add_intro')}
        </p>
      </header>
      <ArticleForm
        values={failed?.values ?? draft.values}
        photo={draft.photo}
        errors={failed?.errors}
        lockedLanguage={draft.mode === 'translation'}
        submitLabel={t(draft.mode === 'edit' ? 'blog.save_changes' : 'blog.submit')}
      />
    </div>
  );
}
