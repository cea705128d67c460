import { failureText } from './failure-text';

/** What a back-office decision answered, as the card of its record shows it. */
export type DecisionOutcome = { id: number; ok: boolean; message: string; reasonErrors?: string[] };

type Written =
  | { ok: true; message?: { txt: string[] } }
  | { ok: false; message: { txt?: string[] } | Record<string, string[] | undefined> };

/**
 * A decision's reply: the API's words on success; on a refusal, a reason too short or too long is
 * told beside its field, and anything else above the record.
 */
export function decisionOutcome(id: number, result: Written): DecisionOutcome {
  if (result.ok) return { id, ok: true, message: result.message?.txt[0] ?? '' };
  const message = result.message;
  const reasonErrors =
    'txt' in message ? undefined : (message as Record<string, string[] | undefined>).reason;
  return { id, ok: false, message: reasonErrors ? '' : failureText(message), reasonErrors };
}
