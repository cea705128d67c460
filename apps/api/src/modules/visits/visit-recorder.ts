import { clock } from '../../lib/clock';
import type { CountedVisit, RecentVisit, VisitKind, VisitsRepository } from './visits.repository';

/** Visits waiting in memory are written on a timer (VISITS_FLUSH_MS), or at once when this many wait. */
const FLUSH_AT = 2_000;
/**
 * While the database cannot be written, visits wait in memory up to this many; later ones are not
 * counted, so a long outage costs some counts rather than the process's memory.
 */
const WAITING_MAX = 200_000;

export type Visitor = {
  /** A device's random name, or a signed-in account's (`u:17`) so that its devices count once. */
  key: string;
  /** The signed-in account, whose "recently visited" the visit moves. */
  userId: number | null;
};

/**
 * Visits to services and profiles, kept in memory and written in batches, so a page never waits on a
 * write. Each process writes its own every couple of seconds (VISITS_FLUSH_MS); `service_views` and
 * `provider_views` decide, across processes, which visit is a visitor's first of the day. A batch
 * that fails is kept for the next; visits still in memory when a process is killed are lost, so a
 * count may be a little short, never more.
 */
export function createVisitRecorder(repo: VisitsRepository) {
  let counted = new Map<string, CountedVisit>();
  let recent = new Map<string, RecentVisit>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let flushing: Promise<number> | null = null;

  function record(kind: VisitKind, targetId: number, visitor: Visitor) {
    const now = clock.now();
    const day = now.toISOString().slice(0, 10);
    const key = `${kind}:${targetId}:${day}:${visitor.key}`;
    if (counted.size + recent.size >= WAITING_MAX) return;
    if (!counted.has(key)) counted.set(key, { kind, targetId, visitor: visitor.key, day });
    if (visitor.userId !== null)
      recent.set(`${visitor.userId}:${kind}:${targetId}`, {
        userId: visitor.userId,
        kind,
        targetId,
        at: now,
      });
    if (counted.size + recent.size >= FLUSH_AT) void flush().catch(() => undefined);
  }

  async function write() {
    const visits = counted;
    const opened = recent;
    counted = new Map();
    recent = new Map();
    try {
      const fresh = await repo.count([...visits.values()]);
      await repo.remember([...opened.values()]);
      return fresh;
    } catch (error) {
      // Written whole or not at all: kept for the next flush rather than lost to a passing error.
      for (const [key, visit] of visits) if (!counted.has(key)) counted.set(key, visit);
      for (const [key, visit] of opened) if (!recent.has(key)) recent.set(key, visit);
      throw error;
    }
  }

  /** Writes what waits; one flush at a time, a second call waiting for the first. */
  async function flush(): Promise<number> {
    while (flushing) await flushing.catch(() => undefined);
    if (!counted.size && !recent.size) return 0;
    flushing = write();
    try {
      return await flushing;
    } finally {
      flushing = null;
    }
  }

  return {
    service: (serviceId: number, visitor: Visitor) => record('service', serviceId, visitor),
    provider: (providerId: number, visitor: Visitor) => record('provider', providerId, visitor),
    flush,
    /** Starts writing every `everyMs` (0: never on a timer); it never keeps the process alive on its own. */
    start(everyMs: number, onError: (error: unknown) => void) {
      if (timer || everyMs <= 0) return;
      timer = setInterval(() => void flush().catch(onError), everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await flush();
    },
  };
}

export type VisitRecorder = ReturnType<typeof createVisitRecorder>;
