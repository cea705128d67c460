import { errors, type FieldErrors } from './app-error';

type Params = Record<string, string | number>;

/** One thing wrong with one field: the field's name in the request, a message key and its values. */
export type FieldProblem = { field: string; key: string; params?: Params };

/**
 * A 422 naming one field, as forms show it under that field: `fieldError('email', 'validation.email_taken')`.
 * The message key is translated by the error handler in the reader's language.
 */
export const fieldError = (field: string, key: string, params?: Params) =>
  fieldErrors([{ field, key, ...(params ? { params } : {}) }]);

/** A 422 naming every problem found at once, several under one field if need be. */
export function fieldErrors(problems: FieldProblem[]) {
  const fields: FieldErrors = {};
  for (const { field, key, params } of problems) {
    fields[field] = [...(fields[field] ?? []), { key, ...(params ? { params } : {}) }];
  }
  return errors.validation(fields);
}
