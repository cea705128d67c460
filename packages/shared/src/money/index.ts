export { allocate } from './allocate';
export { type Converted, convert, rateRatio } from './convert';
export { exponentOf, isCurrencyCode, minorUnitsOf } from './currencies';
export {
  decimalToScaled,
  fromDecimalString,
  fromReply,
  type MoneyReply,
  minorToDecimalText,
  toDecimalString,
  toReply,
} from './decimal';
export { formatMoney, type MoneyFormatOptions } from './format';
export {
  add,
  CurrencyMismatchError,
  compare,
  equals,
  isNegative,
  isZero,
  MONEY_MAX_MINOR,
  MONEY_MIN_MINOR,
  type Money,
  money,
  multiply,
  negate,
  subtract,
  sum,
  zero,
} from './money';
export { parseMinor, parseMoney } from './parse';
export { BASIS_POINTS, percentOf } from './percent';
export { divideRounded, ROUNDINGS, type Rounding } from './rounding';
