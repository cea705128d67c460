import { failureText } from './failure-text';

/** What went wrong with a settings form, by field, plus `form` for what belongs to no field. */
export type SettingErrors = Partial<Record<string, string[]>>;

/** A settings form's outcome, told to the record `id` it saved (a page may hold several forms). */
export type SettingOutcome = { id: string | number; ok: boolean; errors: SettingErrors };

/**
 * The outcome of a write from a settings screen: saved, or the API's refusal as field errors beside
 * the fields (and a refusal about no field in `form`).
 */
export function settingOutcome(
  id: string | number,
  result: { ok: true } | { ok: false; message: { txt?: string[] } | Record<string, string[] | undefined> },
): SettingOutcome {
  if (result.ok) return { id, ok: true, errors: {} };
  const { message } = result;
  const errors = 'txt' in message && Array.isArray(message.txt) ? { form: [failureText(message)] } : message;
  return { id, ok: false, errors: errors as SettingErrors };
}
