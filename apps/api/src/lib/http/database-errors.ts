/**
 * PostgreSQL's class 22, "data exception": a value the database cannot hold or read as its column's
 * type, such as an integer past 2,147,483,647 (22003), text that is not an integer (22P02), a NUL
 * byte or bytes that are not UTF-8 (22021, 22P05), or a string too long for its column (22001).
 * Only a value from outside causes one, so it is the client's error, never the server's.
 */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

/** True when the error, or one it wraps (Drizzle wraps the driver's), is a PostgreSQL data exception. */
export function isDataException(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && DATA_EXCEPTION.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
