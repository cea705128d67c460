import type { ArticleEvent } from '@wasla/shared/blog-rules/article-states';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { actingRole, recordAudit } from '../../lib/audit/audit';
import { AppError } from '../../lib/http/app-error';
import type { UserActor } from '../../lib/policy/actor';
import { applyTransition } from '../../lib/state-machine';
import { TEAM_ACTIONS } from '../team/team.policy';
import { articleStore } from './article-machine';
import { presentMyArticle } from './articles.presenter';
import type { ArticlesRepository } from './articles.repository';
import { articleErrors } from './articles.service';
import { articlePartiesOf } from './blog.policy';

const notNow = () => new AppError(409, 'article_not_pending', 'article_not_pending');

/**
 * The moderation team's decisions on articles (SPEC.md section 6). Each is a row of the article table,
 * applied on the locked article: two moderators deciding at the same instant make one decision, the
 * other is told the article is no longer waiting. The author is told through the outbox
 * (`article.published`, `article.rejected`), and the decision is in the audit log with the change.
 */
export function createArticleModeration(db: Database, repo: ArticlesRepository) {
  async function decide(actor: UserActor, id: number, event: ArticleEvent, reason: string | null) {
    const existing = await repo.byId(id);
    if (!existing) throw articleErrors.notFound();
    const role = actingRole(actor, TEAM_ACTIONS['blog.moderate']);
    const result = await db.transaction(async (tx) => {
      const moved = await applyTransition(tx, articleStore, {
        id,
        event,
        by: articlePartiesOf(actor, { authorId: existing.author_id, status: existing.status }).filter(
          (party) => party !== 'author',
        ),
        actor: `user:${actor.id}`,
        reason,
        payload: reason ? { reason } : {},
        changes: () =>
          event === 'publish'
            ? { publishedAt: sql`coalesce(${sql.identifier('published_at')}, now())`, rejectionReason: null }
            : { rejectionReason: reason },
      });
      if (moved.ok)
        await recordAudit(tx, {
          actor,
          role,
          action: `article.${event}`,
          subject: { kind: 'article', id },
          before: { status: moved.from },
          after: { status: moved.to },
          reason,
        });
      return moved;
    });
    if (!result.ok) throw result.refusal === 'not_found' ? articleErrors.notFound() : notNow();
    return presentMyArticle((await repo.byId(id))!);
  }

  return {
    publish: (actor: UserActor, id: number) => decide(actor, id, 'publish', null),
    reject: (actor: UserActor, id: number, reason: string) => decide(actor, id, 'reject', reason),
  };
}

export type ArticleModeration = ReturnType<typeof createArticleModeration>;
