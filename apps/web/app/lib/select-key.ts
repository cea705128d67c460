import type { Key } from 'react-aria-components';

/**
 * The catalogue id a select's key stands for, or null. A select hands back the key of its option
 * (a number), or the text of its hidden native select ("12", or "" for no choice): neither "" nor
 * 0 is an id, and asking the server for the list of such an id can only fail.
 */
export function idOfKey(key: Key | null | undefined): number | null {
  if (key === null || key === undefined || key === '') return null;
  const id = Number(key);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
