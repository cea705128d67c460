import { categories, tags } from '../schema/catalogue';
import { defineFactory } from './define-factory';

const named = (text: string) => ({ ar: text, en: text, fr: text, tr: text });

/** Categories: a main category unless `parentId` is given. */
export const categoryFactory = defineFactory(
  categories,
  (n) => ({ slug: `category-${n}`, name: named(`Category ${n}`), description: named('') }),
  { key: (row) => row.slug },
);

/** Tags, the team's unless `origin` says an author typed it; in no category unless one is given. */
export const tagFactory = defineFactory(tags, (n) => ({ slug: `tag-${n}`, name: named(`Tag ${n}`) }));
