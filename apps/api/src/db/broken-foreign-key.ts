/**
 * The foreign key a write broke (PostgreSQL 23503), by constraint name, or undefined for any other
 * error. Drizzle wraps the driver's error, so the causes are followed a few levels. A check made
 * before a transaction can be overtaken by a removal in between (a category removed while a
 * service is saved into it): the row it pointed to is gone, and the caller says so as a field error.
 */
export function brokenForeignKey(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23503') return typeof constraint === 'string' ? constraint : '';
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
