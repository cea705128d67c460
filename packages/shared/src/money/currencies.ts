/**
 * Minor-unit exponents of ISO 4217 currencies: how many decimals one unit is split into. Most have
 * two, so only the others are listed. The database keeps its own `currencies.minor_units` for the
 * currencies it knows; a test holds that both agree.
 */
const EXPONENTS: Readonly<Record<string, number>> = {
  // No minor unit in use.
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  // Fils and baisa: a thousandth.
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  // Units of account.
  CLF: 4,
  UYW: 4,
};

const CODE = /^[A-Z]{3}$/;

export const isCurrencyCode = (code: string) => CODE.test(code);

/** Decimals of `currency`'s minor unit (2 unless the table says otherwise). */
export function minorUnitsOf(currency: string): number {
  if (!isCurrencyCode(currency)) throw new RangeError(`not an ISO 4217 currency code: ${currency}`);
  return EXPONENTS[currency] ?? 2;
}

/** An exponent given by the caller (from the database), else the table's. */
export function exponentOf(currency: string, exponent?: number): number {
  if (exponent === undefined) return minorUnitsOf(currency);
  if (!Number.isInteger(exponent) || exponent < 0 || exponent > 18) {
    throw new RangeError(`not a minor-unit exponent: ${exponent}`);
  }
  return exponent;
}
