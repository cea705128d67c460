import { dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn's list is ordered by how often each password is used; the first 10,000 are refused.
const COMMON = new Set(dictionary['passwords-common'].slice(0, 10_000).map((p) => p.toLowerCase()));

/** The shape rules are in the shared contract; this adds what only the server can check. */
export function isCommonPassword(password: string) {
  return COMMON.has(password.toLowerCase());
}
