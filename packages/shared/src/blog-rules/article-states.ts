import { eventsBy, type Machine, type MachineRow, transition } from '../state-machine/machine';

/**
 * The life of an article (SPEC.md section 4, "Article"): written pending, unseen by anyone but its
 * author until the moderation team publishes it or rejects it with a reason. Revising an article,
 * published or rejected, sends it back to the team: nothing reaches readers unread.
 * docs/state-machines/articles.md is generated from this table.
 */
export const ARTICLE_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const ARTICLE_EVENTS = ['publish', 'reject', 'revise'] as const;
export type ArticleEvent = (typeof ARTICLE_EVENTS)[number];

export type ArticleParty = 'author' | 'moderator' | 'admin';

type Row = MachineRow<ArticleStatus, ArticleEvent, ArticleParty, never, never>;

const ROWS: readonly Row[] = [
  { from: 'pending', event: 'publish', to: 'published', by: 'moderator' },
  { from: 'pending', event: 'publish', to: 'published', by: 'admin' },
  { from: 'pending', event: 'reject', to: 'rejected', by: 'moderator' },
  { from: 'pending', event: 'reject', to: 'rejected', by: 'admin' },
  // A published article taken down by the team, with its reason (a report upheld).
  { from: 'published', event: 'reject', to: 'rejected', by: 'moderator' },
  { from: 'published', event: 'reject', to: 'rejected', by: 'admin' },
  { from: 'pending', event: 'revise', to: 'pending', by: 'author' },
  { from: 'published', event: 'revise', to: 'pending', by: 'author' },
  { from: 'rejected', event: 'revise', to: 'pending', by: 'author' },
];

export const articleMachine: Machine<ArticleStatus, ArticleEvent, ArticleParty, never, never, unknown> = {
  subject: 'article',
  states: ARTICLE_STATUSES,
  initial: 'pending',
  rows: ROWS,
  guards: {},
  deadlines: {},
  emits: { publish: 'published', reject: 'rejected', revise: 'revised' },
};

/** What the team may do with an article in a status: the buttons of the moderation queue. */
export const moderatorActions = (status: ArticleStatus): ArticleEvent[] =>
  eventsBy(articleMachine, status, 'moderator');

/** A change of an article's status by one party, decided by the table. */
export const articleTransition = (status: ArticleStatus, event: ArticleEvent, by: ArticleParty) =>
  transition(articleMachine, status, event, by, undefined);

/** The two lists of "my articles" (SPEC.md: pending, published); a rejected article waits in the first. */
export const MY_ARTICLES_TABS = ['pending', 'published'] as const;
export type MyArticlesTab = (typeof MY_ARTICLES_TABS)[number];
export const tabOf = (status: ArticleStatus): MyArticlesTab =>
  status === 'published' ? 'published' : 'pending';
