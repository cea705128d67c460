/**
 * Money is an integer of minor units beside its currency; these helpers only turn integers into the
 * decimal strings of replies, without floating point.
 */
export function minorToDecimal(minor: number, minorUnits: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an integer amount: ${minor}`);
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(minorUnits + 1, '0');
  const whole = minorUnits ? digits.slice(0, -minorUnits) : digits;
  const fraction = minorUnits ? `.${digits.slice(-minorUnits)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** 500 basis points -> "5.00". */
export const basisPointsToPercent = (basisPoints: number) => minorToDecimal(basisPoints, 2);
