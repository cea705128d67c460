/**
 * PostgreSQL's error inside whatever wrapped it (Drizzle wraps the driver's error, a few causes
 * deep): its SQLSTATE code and the constraint it names, or undefined when there is none.
 */
export function databaseErrorOf(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
