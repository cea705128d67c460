import { MY_ARTICLES_TABS, type MyArticlesTab } from '@wasla/shared/blog-rules/article-states';
import { myArticleSchema } from '@wasla/shared/contracts/blog';
import { pageOf } from '@wasla/shared/contracts/replies';
import { formatDate } from '@wasla/shared/format';
import { directionOf } from '@wasla/shared/languages';
import { Newspaper, PenLine, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { z } from 'zod';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { LinkButton } from '../components/ui/link-button';
import { Pagination } from '../components/ui/pagination';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { articleHref } from '../features/blog/article-card';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/my-articles';

const myArticlePage = pageOf(myArticleSchema);
const tabOf = (status: string | undefined): MyArticlesTab => {
  if (!(MY_ARTICLES_TABS as readonly string[]).includes(status ?? '')) throw data(null, { status: 404 });
  return status as MyArticlesTab;
};

/** `/my-articles/{status}` (SPEC.md section 2): my articles waiting (or rejected, with why) and published. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const tab = tabOf(args.params.status);
  const page = Math.max(1, Math.min(10_000, Number(new URL(args.request.url).searchParams.get('page')) || 1));
  const list = await signedIn.api.get(myArticlePage, `/blogs/mine?status=${tab}&page=${page}`);
  return withSession(signedIn, { tab, list });
}

const removeForm = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  const parsed = removeForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return data({ ok: false as const, message: '' }, { status: 400 });
  const result = await signedIn.api.send(z.object({ id: z.number() }), 'DELETE', `/blogs/${parsed.data.id}`);
  return withSession(signedIn, {
    ok: result.ok,
    message: result.ok ? (result.message?.txt[0] ?? '') : (result.message.txt?.join(' ') ?? ''),
  });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'blog.my_articles' }, { key: 'blog.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function MyArticles({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { tab, list } = loaderData;
  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t('blog.my_articles')}</h1>
          <p className="mt-1 text-muted">{t(`blog.my_intro_${tab}`)}</p>
        </div>
        <LinkButton to={`/${lang}/add-blog`}>
          <PenLine aria-hidden="true" className="size-4.5" />
          {t('blog.write')}
        </LinkButton>
      </header>
      {actionData?.message ? (
        <p role="status" className={actionData.ok ? 'text-success' : 'text-danger'}>
          {actionData.message}
        </p>
      ) : null}
      {list.data.length ? (
        <ul className="grid gap-3">
          {list.data.map((article) => (
            <li
              key={article.id}
              className="grid gap-2 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${article.status === 'rejected' ? 'bg-danger/10 text-danger' : article.status === 'published' ? 'bg-success/10 text-success' : 'bg-accent-50 text-ink'}`}
                  >
                    {t(`blog.status_${article.status}`)}
                  </span>
                  <time dateTime={article.updated_at} className="text-xs text-muted">
                    {formatDate(article.updated_at, lang)}
                  </time>
                </p>
                <h2
                  className="mt-1 truncate text-lg font-semibold"
                  lang={article.language}
                  dir={directionOf(article.language)}
                >
                  <Link to={articleHref(lang, article.slug)} className="hover:underline">
                    {article.title}
                  </Link>
                </h2>
                {article.rejection_reason ? (
                  <p className="mt-1 text-sm text-danger">
                    {t('blog.reason', { reason: article.rejection_reason })}
                  </p>
                ) : null}
              </div>
              <div className="flex gap-2">
                <LinkButton to={`/${lang}/edit-blog/${encodeURIComponent(article.slug)}`} variant="secondary">
                  <PenLine aria-hidden="true" className="size-4" />
                  {t('blog.edit')}
                </LinkButton>
                <Form
                  method="post"
                  onSubmit={(event) => {
                    if (!window.confirm(t('blog.delete_confirm'))) event.preventDefault();
                  }}
                >
                  <input type="hidden" name="id" value={article.id} />
                  <Button
                    type="submit"
                    variant="secondary"
                    aria-label={t('blog.delete_named', { title: article.title })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('blog.delete')}
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={Newspaper}
          title={t(`blog.my_empty_${tab}`)}
          body={t('blog.my_empty_body')}
          action={<LinkButton to={`/${lang}/add-blog`}>{t('blog.write')}</LinkButton>}
        />
      )}
      <Pagination
        current={list.meta.current_page}
        last={list.meta.last_page}
        hrefOf={(page) => `/${lang}/my-articles/${tab}${page > 1 ? `?page=${page}` : ''}`}
      />
    </div>
  );
}
