import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateMachine } from '../state-machine/machine';
import {
  ARTICLE_EVENTS,
  type ArticleParty,
  type ArticleStatus,
  articleMachine,
  articleTransition,
  moderatorActions,
  tabOf,
} from './article-states';

const PARTIES: ArticleParty[] = ['author', 'moderator', 'admin'];

describe('article states', () => {
  it('is a sound table', () => {
    expect(validateMachine(articleMachine)).toEqual([]);
  });

  it('gives the team publish and reject on a waiting article, and only a take-down once published', () => {
    expect(moderatorActions('pending').sort()).toEqual(['publish', 'reject']);
    expect(moderatorActions('published')).toEqual(['reject']);
    expect(moderatorActions('rejected')).toEqual([]);
    expect(articleTransition('pending', 'publish', 'author')).toMatchObject({
      ok: false,
      refusal: 'not_by_actor',
    });
  });

  it('never shows readers a text the team did not publish, whatever happens in between', () => {
    // Any sequence of events by any party: the article is published only if the last change of its
    // text (a revision, or the writing) was followed by a publish of the team.
    const step = fc.record({
      event: fc.constantFrom(...ARTICLE_EVENTS),
      by: fc.constantFrom(...PARTIES),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let status: ArticleStatus = articleMachine.initial;
        let publishedSinceLastText = false;
        for (const { event, by } of steps) {
          const result = articleTransition(status, event, by);
          if (!result.ok) continue;
          if (event === 'revise') expect(by).toBe('author');
          if (event !== 'revise') expect(by).not.toBe('author');
          status = result.to;
          if (event === 'revise') publishedSinceLastText = false;
          if (event === 'publish') publishedSinceLastText = true;
          if (event === 'reject') publishedSinceLastText = false;
        }
        expect(status === 'published').toBe(publishedSinceLastText);
        expect(tabOf(status)).toBe(status === 'published' ? 'published' : 'pending');
      }),
      { numRuns: process.env.DEEP ? 20_000 : 500 },
    );
  });
});
