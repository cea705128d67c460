import { z } from 'zod';

/**
 * Money in replies (decision 0019): decimal text of the minor units placed by the currency's
 * exponent ("150.00", "0.005", "700", "-12.50"), never a JSON number, so no client reads it into a
 * float. `toReply` and `toDecimalString` of `@wasla/shared/money` write it.
 */
export const decimalAmount = z.string().regex(/^-?\d+(\.\d+)?$/);

/** `{ amount: "123.45", currency: "AED" }`. */
export const moneyReplySchema = z.object({ amount: decimalAmount, currency: z.string() });
/** The reply shape; arithmetic is done on `Money` of `@wasla/shared/money` (a bigint amount). */
export type MoneyReply = z.infer<typeof moneyReplySchema>;
