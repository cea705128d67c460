import type { DatabaseHandle } from '../db/client';

/** What readiness looks at: the database always, Redis when it is configured, the media store. */
export type ReadinessDeps = {
  database: Pick<DatabaseHandle, 'kind' | 'ping'>;
  redis?: { ping(): Promise<unknown> };
  media: { check(): Promise<void> };
};

export type CheckResult = 'ok' | 'failed' | 'off';

// A dependency that does not answer within this long is as good as down for a load balancer.
const CHECK_TIMEOUT_MS = 1_000;

async function probe(check: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this instance can serve: its database answers, its Redis (when configured; without it
 * the instance runs alone, `off`) answers a PING, and its media store is there. The checks run at
 * once, each bounded by a second, so a proxy polling `/readyz` learns of a dead dependency quickly.
 */
export async function readiness(deps: ReadinessDeps) {
  const [database, redis, storage] = await Promise.all([
    probe(() => deps.database.ping()),
    deps.redis ? probe(() => deps.redis!.ping()) : Promise.resolve<CheckResult>('off'),
    probe(() => deps.media.check()),
  ]);
  const ready = database === 'ok' && redis !== 'failed' && storage === 'ok';
  return { ready, checks: { database, redis, storage }, databaseKind: deps.database.kind };
}
