import type { AppRatingRequest, SuggestionRequest } from '@wasla/shared/contracts/feedback';
import { visibleLength } from '@wasla/shared/validation-rules';
import { fieldError } from '../../lib/http/field-errors';
import type { FeedbackRepository } from './feedback.repository';

type Origin = { locale: string; platform: string };
const receipt = (row: { id: number; createdAt: Date }) => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
});

export function createFeedbackService(repo: FeedbackRepository) {
  return {
    async suggest(input: SuggestionRequest, origin: Origin) {
      return receipt(await repo.addSuggestion({ ...input, ...origin }));
    },

    async rateApp(input: AppRatingRequest, origin: Origin) {
      // A comment made only of markup or punctuation is not a comment.
      if (visibleLength(input.comment.replace(/[\p{P}\p{S}]/gu, '')) < 3) {
        throw fieldError('comment', 'validation.meaningful_text');
      }
      return receipt(await repo.addAppRating({ ...input, ...origin }));
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
