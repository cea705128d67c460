import type { Executor } from '../../lib/events/record-event';
import { summaryOf, verifyLedger } from './ledger-verify';

export type Console = { out(line: string): void; err(line: string): void };

export const USAGE = [
  'usage: npm run ledger -- verify [--limit <breaks listed per check>]',
  '  checks every invariant of the ledger on the configured database and exits 1 on any break',
].join('\n');

/** PostgreSQL's undefined_table, whether the driver's error or the query builder's wrapping of it. */
function isMissingTable(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '42P01') return true;
  return false;
}

/** Exit codes: 0 every invariant holds, 1 at least one break (each listed), 2 a command that does not exist. */
export async function runLedgerCommand(
  args: readonly string[],
  db: Executor,
  io: Console,
  options: { window?: number } = {},
): Promise<number> {
  const [command, ...rest] = args;
  const limit =
    rest.length === 0
      ? 50
      : rest.length === 2 && rest[0] === '--limit' && /^[1-9]\d{0,5}$/.test(rest[1] ?? '')
        ? Number(rest[1])
        : undefined;
  if (command !== 'verify' || limit === undefined) {
    io.err(USAGE);
    return 2;
  }
  let report: Awaited<ReturnType<typeof verifyLedger>>;
  try {
    report = await verifyLedger(db, { ...options, limit });
  } catch (error) {
    if (!isMissingTable(error)) throw error;
    io.err(
      'the database has no ledger tables: is DATABASE_URL the right one, and was `npm run db:migrate` run?',
    );
    return 1;
  }
  if (report.breaks.length === 0) {
    io.out(summaryOf(report));
    return 0;
  }
  for (const line of report.breaks) io.err(`break: ${line}`);
  if (report.unlisted) io.err(`… and ${report.unlisted} more`);
  io.err(`ledger verify found ${report.breaks.length + report.unlisted} breaks`);
  return 1;
}
