import { minorToDecimalText } from './money/decimal';

/**
 * Money: `Money` (a bigint of minor units beside an ISO currency code) and its helpers live in
 * `./money/`; this entry exports them all, with the older helpers for plain minor-unit integers.
 */
export * from './money/index';

/** Minor units as the decimal text of replies, without floating point: (12345, 2) -> "123.45". */
export function minorToDecimal(minor: number | bigint, minorUnits: number): string {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
    throw new RangeError(`not an integer amount: ${minor}`);
  }
  return minorToDecimalText(BigInt(minor), minorUnits);
}

/** 500 basis points -> "5.00". */
export const basisPointsToPercent = (basisPoints: number | bigint) => minorToDecimal(basisPoints, 2);
