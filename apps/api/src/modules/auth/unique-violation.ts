/**
 * True when the error, or one it wraps (Drizzle wraps the driver's), is PostgreSQL's unique
 * violation (23505): two requests claimed the same e-mail or phone at the same moment.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
