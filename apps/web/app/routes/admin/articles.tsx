import { randomUUID } from 'node:crypto';
import { ARTICLE_STATUSES, type ArticleStatus } from '@wasla/shared/blog-rules/article-states';
import { myArticleSchema } from '@wasla/shared/contracts/blog';
import { pageOf } from '@wasla/shared/contracts/replies';
import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { z } from 'zod';
import { EmptyState } from '../../components/ui/empty-state';
import { LinkTabs } from '../../components/ui/link-tabs';
import { Pagination } from '../../components/ui/pagination';
import { adminHref } from '../../features/admin/admin-href';
import { ArticleReview } from '../../features/admin/article-review';
import { decisionFields, decisionKey } from '../../features/admin/decision-fields';
import { decisionOutcome } from '../../features/admin/decision-outcome';
import { requireTeam } from '../../features/admin/team-access.server';
import { withSession } from '../../features/auth/require-user.server';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import type { Route } from './+types/articles';

const queuePage = pageOf(myArticleSchema);
const PER_PAGE = 12;

const statusOf = (value: string | null): ArticleStatus =>
  (ARTICLE_STATUSES as readonly string[]).includes(value ?? '') ? (value as ArticleStatus) : 'pending';

/** The moderation queue (team: moderator, admin): articles by status, the oldest waiting first. */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn } = await requireTeam(args);
  const query = new URL(args.request.url).searchParams;
  const status = statusOf(query.get('status'));
  const page = Math.max(1, Math.min(10_000, Number(query.get('page')) || 1));
  const list = await signedIn.api.get(
    queuePage,
    `/admin/articles?status=${status}&page=${page}&per_page=${PER_PAGE}`,
  );
  // One attempt id per page shown: with the decision and the article, its Idempotency-Key.
  return withSession(signedIn, { status, list, attempt: randomUUID() });
}

const reviewForm = z.discriminatedUnion('intent', [
  decisionFields.extend({ intent: z.literal('publish') }),
  decisionFields.extend({ intent: z.literal('reject'), reason: z.string() }),
]);

export async function action(args: Route.ActionArgs) {
  const { signedIn } = await requireTeam(args);
  const parsed = reviewForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  const form = parsed.data;
  const write = { idempotencyKey: decisionKey(form) };
  const result =
    form.intent === 'publish'
      ? await signedIn.api.post(myArticleSchema, `/admin/articles/${form.id}/publish`, {}, write)
      : await signedIn.api.post(
          myArticleSchema,
          `/admin/articles/${form.id}/reject`,
          { reason: form.reason },
          write,
        );
  return withSession(signedIn, decisionOutcome(form.id, result));
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'admin.screens.articles.title' }, { key: 'admin.screens.articles.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function AdminArticles({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { status, list, attempt } = loaderData;
  const here = (query: string) => `${adminHref(lang, 'articles')}?${query}`;
  return (
    <div className="grid gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t('admin.screens.articles.title')}</h1>
        <p className="mt-1 text-muted">{t('admin.screens.articles.intro')}</p>
      </header>
      <LinkTabs
        label={t('admin.articles.tabs')}
        current={status}
        tabs={ARTICLE_STATUSES.map((id) => ({
          id,
          label: t(`admin.articles.status_${id}`),
          href: here(`status=${id}`),
        }))}
      />
      {/* An article that just left the queue is not in the list any more: its outcome shows here. */}
      {actionData && !list.data.some((article) => article.id === actionData.id) && actionData.message ? (
        <p role="status" className={actionData.ok ? 'text-success' : 'text-danger'}>
          {actionData.message}
        </p>
      ) : null}
      {list.data.length ? (
        <ul className="grid gap-3">
          {list.data.map((article) => (
            <ArticleReview
              key={article.id}
              article={article}
              lang={lang}
              attempt={attempt}
              outcome={actionData?.id === article.id ? actionData : undefined}
            />
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={Newspaper}
          title={t(`admin.articles.empty_${status}`)}
          body={t('admin.articles.empty_body')}
        />
      )}
      <Pagination
        current={list.meta.current_page}
        last={list.meta.last_page}
        hrefOf={(page) => here(`status=${status}&page=${page}`)}
      />
    </div>
  );
}
