import type { ArticleParty, ArticleStatus } from '@wasla/shared/blog-rules/article-states';
import { type Actor, hasRole, isAccount } from '../../lib/policy/actor';

export type ArticleFacts = { authorId: number; status: ArticleStatus | string };

/**
 * Who may do what with an article (SPEC.md section 6: articles are moderated by the team). A
 * published article is everyone's to read; before that only its author and the moderation team see
 * it, and anyone else is answered as if it did not exist. Only its author writes it.
 */
export function canReadArticle(actor: Actor, article: ArticleFacts): boolean {
  return (
    article.status === 'published' ||
    isAccount(actor, article.authorId) ||
    hasRole(actor, 'moderator', 'admin')
  );
}

export function canWriteArticle(actor: Actor, article: ArticleFacts): boolean {
  return isAccount(actor, article.authorId);
}

/** The parties of the article table an actor acts as: its author, and the team roles it holds. */
export function articlePartiesOf(actor: Actor, article: ArticleFacts): ArticleParty[] {
  const parties: ArticleParty[] = [];
  if (isAccount(actor, article.authorId)) parties.push('author');
  if (hasRole(actor, 'moderator')) parties.push('moderator');
  if (hasRole(actor, 'admin')) parties.push('admin');
  return parties;
}
