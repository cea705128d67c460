import { exponentOf } from './currencies';
import { type Money, money } from './money';

/** The shape of money in every API reply: decimal text beside the currency, never a float. */
export type MoneyReply = { amount: string; currency: string };

const pow10 = (n: number) => 10n ** BigInt(n);

/** Minor units as decimal text with `exponent` decimals: 12345n, 2 -> "123.45"; -5n, 3 -> "-0.005". */
export function minorToDecimalText(minor: bigint, exponent: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(exponent + 1, '0');
  const whole = exponent ? digits.slice(0, -exponent) : digits;
  const fraction = exponent ? `.${digits.slice(-exponent)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** "123.45" for 12345 fils. `exponent` comes from the database when it knows the currency. */
export const toDecimalString = (m: Money, exponent?: number) =>
  minorToDecimalText(m.amount, exponentOf(m.currency, exponent));

/** `{ amount: "123.45", currency: "AED" }`, as replies carry money. */
export const toReply = (m: Money, exponent?: number): MoneyReply => ({
  amount: toDecimalString(m, exponent),
  currency: m.currency,
});

const MACHINE_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** A decimal text ("-12.5") as a whole number of 10^-scale: ("-12.5", 2) -> -1250n; too many decimals: undefined. */
export function decimalToScaled(text: string, scale: number): bigint | undefined {
  const match = MACHINE_DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (fraction.length > scale) return undefined;
  const scaled = BigInt(whole + fraction.padEnd(scale, '0'));
  return sign ? -scaled : scaled;
}

/**
 * Reads money written by a machine (a reply's "123.45", a ledger export), sign allowed. Throws on
 * anything else, and on more decimals than the currency has: such text is a bug, not a typing slip.
 * People's typing goes through `parseMoney`.
 */
export function fromDecimalString(text: string, currency: string, exponent?: number): Money {
  const minor = decimalToScaled(text, exponentOf(currency, exponent));
  if (minor === undefined) throw new RangeError(`not an amount of ${currency}: ${text}`);
  return money(minor, currency);
}

export const fromReply = (reply: MoneyReply, exponent?: number) =>
  fromDecimalString(reply.amount, reply.currency, exponent);

export { pow10 };
