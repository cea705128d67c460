import { articleMachine } from '@wasla/shared/blog-rules/article-states';
import { sql } from 'drizzle-orm';
import { articles } from '../../db/schema/blog';
import { defineStore } from '../../lib/state-machine';

/**
 * The article table (packages/shared/src/blog-rules/article-states.ts) bound to the `articles` rows.
 * Every change of an article's status after it is written goes through `applyTransition` with this
 * store: revising, publishing, rejecting. It has no timers.
 */
export const articleStore = defineStore({
  machine: articleMachine,
  table: articles,
  id: articles.id,
  status: articles.status,
  deadlines: {},
  touch: () => ({ updatedAt: sql`now()` }),
});
