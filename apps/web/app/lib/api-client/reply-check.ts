import { errorEnvelopeSchema } from '@wasla/shared/contracts/envelope';
import type { z } from 'zod';

/** A reply of the API that does not match the contract the call named: a bug on one side or the other. */
export class ReplyContractError extends Error {
  constructor(
    readonly where: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(
      `${where}: the reply breaks its contract: ${issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; ')}`,
    );
    this.name = 'ReplyContractError';
  }
}

export type ApiFailure = z.infer<typeof errorEnvelopeSchema>;

/**
 * Whether replies are parsed. In development and tests every reply is, so a drift between the API
 * and the pages fails loudly where it is made. In production the API has already encoded each reply
 * with the same schema (its serializer, and the reply cache), so parsing again would only cost time
 * on every page.
 */
export const checksReplies = (nodeEnv: string | undefined = process.env.NODE_ENV) => nodeEnv !== 'production';

/**
 * `value` as the contract types it. The value itself is returned, not the parsed copy, so that a
 * page sees the same object whether or not replies are checked.
 */
export function checked<S extends z.ZodType>(
  contract: S,
  value: unknown,
  where: string,
  check = checksReplies(),
): z.output<S> {
  if (check) {
    const result = contract.safeParse(value);
    if (!result.success) throw new ReplyContractError(where, result.error.issues);
  }
  return value as z.output<S>;
}

/** A failure reply, checked against the one failure envelope every route shares. */
export const checkedFailure = (value: unknown, where: string, check = checksReplies()): ApiFailure =>
  checked(errorEnvelopeSchema, value, where, check);
