import { clock } from '../../lib/clock';

/** Today as YYYY-MM-DD in UTC, the calendar the service dates are written in. */
export const today = () => clock.now().toISOString().slice(0, 10);

/** A chosen last day lasts to its end: the deadline is the start of the next day, in UTC. */
export const dayAfter = (ymd: string) => new Date(Date.parse(`${ymd}T00:00:00Z`) + 86_400_000);
