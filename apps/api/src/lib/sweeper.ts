/**
 * A timed transition: a conditional update of the rows whose deadline column has passed `now`,
 * recording its events (recordEvent) in the same transaction. Running it twice, or on several
 * instances at once, changes nothing more. The worker (lib/events/worker.ts) runs every module's
 * sweeps on its interval.
 */
export type SweepJob = (now: Date) => Promise<unknown>;
