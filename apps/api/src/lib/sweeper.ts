import { clock } from './clock';

export type SweepJob = (now: Date) => Promise<unknown>;

/**
 * Runs the timed transitions every few seconds in the serving process. Each job is an idempotent
 * conditional update, so several instances may sweep at once. A run never overlaps the previous one,
 * and a failing job is logged without stopping the others.
 */
export function createSweeper(jobs: SweepJob[], log: { error(obj: unknown, msg: string): void }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function runOnce() {
    const now = clock.now();
    for (const job of jobs) {
      try {
        await job(now);
      } catch (error) {
        log.error({ err: error }, 'sweep job failed');
      }
    }
  }

  return {
    runOnce,
    start(intervalMs: number) {
      if (intervalMs <= 0 || timer) return;
      timer = setInterval(() => {
        running ??= runOnce().finally(() => {
          running = undefined;
        });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
