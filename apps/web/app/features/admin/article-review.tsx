import { ARTICLE_REJECTION_REASON_MAX_CHARS } from '@wasla/shared/business-constants';
import type { MyArticle } from '@wasla/shared/contracts/blog';
import { formatDate } from '@wasla/shared/format';
import { directionOf, type Language } from '@wasla/shared/languages';
import { Check, ExternalLink, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { articleHref } from '../blog/article-card';

export type ReviewOutcome = { id: number; ok: boolean; message: string; reasonErrors?: string[] };

/**
 * One article in the moderation queue: who wrote it, when, its opening lines and a link to read it
 * whole; for one waiting, publish it or reject it with the reason its author will read.
 */
export function ArticleReview({
  article,
  lang,
  outcome,
}: {
  article: MyArticle;
  lang: Language;
  outcome?: ReviewOutcome;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('id') === String(article.id);
  const titleId = `article-${article.id}-title`;
  return (
    <li aria-labelledby={titleId} className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
          <span>{t('admin.articles.by', { name: article.author.name })}</span>
          <span aria-hidden="true">·</span>
          <span>{t(`admin.articles.language_${article.language}`)}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={article.updated_at}>{formatDate(article.updated_at, lang)}</time>
        </p>
        <h2
          id={titleId}
          className="mt-1 text-lg font-semibold"
          lang={article.language}
          dir={directionOf(article.language)}
        >
          {article.title}
        </h2>
        <p
          className="mt-1 line-clamp-3 text-muted"
          lang={article.language}
          dir={directionOf(article.language)}
        >
          {article.excerpt}
        </p>
        {article.rejection_reason ? (
          <p className="mt-2 text-sm text-danger">{t('blog.reason', { reason: article.rejection_reason })}</p>
        ) : null}
        <Link
          to={articleHref(lang, article.slug)}
          target="_blank"
          className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('admin.articles.read_whole')}
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t('admin.new_tab')}</span>
        </Link>
      </div>
      {outcome?.message ? (
        <p role="status" className={outcome.ok ? 'text-success' : 'text-danger'}>
          {outcome.message}
        </p>
      ) : null}
      {article.status === 'pending' ? (
        <div className="flex flex-wrap items-start gap-3">
          <Form method="post">
            <input type="hidden" name="id" value={article.id} />
            <Button type="submit" name="intent" value="publish" isDisabled={busy}>
              <Check aria-hidden="true" className="size-4.5" />
              {t('admin.articles.publish')}
            </Button>
          </Form>
          <details className="min-w-0 flex-1 group" open={Boolean(outcome?.reasonErrors?.length)}>
            <summary className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-line px-5 font-semibold outline-none hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500">
              <X aria-hidden="true" className="size-4.5" />
              {t('admin.articles.reject')}
            </summary>
            <Form method="post" className="mt-3 grid gap-3">
              <input type="hidden" name="id" value={article.id} />
              <TextField
                name="reason"
                label={t('admin.articles.reason')}
                description={t('admin.articles.reason_hint')}
                multiline
                isRequired
                minLength={5}
                maxLength={ARTICLE_REJECTION_REASON_MAX_CHARS}
                errors={outcome?.reasonErrors}
              />
              <div>
                <Button type="submit" name="intent" value="reject" variant="danger" isDisabled={busy}>
                  {t('admin.articles.reject_send')}
                </Button>
              </div>
            </Form>
          </details>
        </div>
      ) : null}
    </li>
  );
}
