import type { Database } from '../../db/client';
import { appRatings, suggestions } from '../../db/schema/feedback';

export function createFeedbackRepository(db: Database) {
  const receipt = { id: suggestions.id, createdAt: suggestions.createdAt };
  return {
    addSuggestion: async (row: typeof suggestions.$inferInsert) =>
      (await db.insert(suggestions).values(row).returning(receipt))[0]!,
    addAppRating: async (row: typeof appRatings.$inferInsert) =>
      (
        await db
          .insert(appRatings)
          .values(row)
          .returning({ id: appRatings.id, createdAt: appRatings.createdAt })
      )[0]!,
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
