import { IN_MEMORY, loadConfig } from '@wasla/config';
import { buildApp } from '../../app';
import { advanceClock } from '../../lib/clock';

/**
 * The API in a process of its own, as the crash test kills it (SIGKILL) and replaces it on the same
 * database, port and secrets, its worker and sweeps running as in production. It builds the app and
 * waits, as a spare does, until the parent tells it to listen: then its clock is put `offsetMs`
 * ahead, as the time a real restart takes would (a request that died with the previous process
 * keeps its Idempotency-Key claimed for a minute, its lease, and only then may the retry run again).
 */
const config = loadConfig(process.env, {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  DATA_DIR: IN_MEMORY,
  DEV_MAILBOX: true,
  WORKER: 'inline',
});
const app = await buildApp(config);
process.once('message', async (message: { offsetMs: number }) => {
  advanceClock(message.offsetMs);
  await app.listen({ host: config.HOST, port: config.PORT });
  process.send?.('listening');
});
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
process.send?.('built');
