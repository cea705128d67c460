import { z } from 'zod';
import { contactMessageField, emailField, personNameField } from '../validation-rules';
import { textField } from './fields';

/** The suggestions form of the footer: who writes, and what they suggest. */
export const suggestionRequest = z.object({
  name: personNameField,
  email: emailField,
  subject: textField.min(3, { error: 'validation.min_chars' }).max(120, { error: 'validation.max_chars' }),
  message: contactMessageField,
});
export type SuggestionRequest = z.infer<typeof suggestionRequest>;

/** Rating the application: stars are required, the comment must say something real. */
export const appRatingRequest = z.object({
  stars: z.coerce
    .number({ error: 'validation.rating_required' })
    .int({ error: 'validation.rating_required' })
    .min(1, { error: 'validation.rating_required' })
    .max(5, { error: 'validation.rating_required' }),
  comment: textField.min(10, { error: 'validation.min_chars' }).max(1000, {
    error: 'validation.max_chars',
  }),
});
export type AppRatingRequest = z.infer<typeof appRatingRequest>;

export const feedbackReceiptSchema = z.object({ id: z.number().int(), created_at: z.string() });
