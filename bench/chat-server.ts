import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@wasla/api/app';
import { accountFactory } from '@wasla/api/db/factories/index';
import { createSessionService } from '@wasla/api/modules/auth/session.service';
import { createSessionsRepository } from '@wasla/api/modules/auth/sessions.repository';
import { chatRepository } from '@wasla/api/modules/chat/chat.repository';
import { loadConfig } from '@wasla/config';

/**
 * One API instance for bench/chat-sockets.ts, on the PostgreSQL and Redis of the environment. The
 * first (`BENCH_SETUP=<pairs>`) also writes the accounts (verified, a session each, minted here
 * rather than through a thousand password checks) and one conversation per pair, and tells the
 * parent their tokens. Each tells the parent its address, and its memory when asked.
 */
const dataDir = await mkdtemp(join(tmpdir(), 'wasla-chat-bench-'));
const config = loadConfig(process.env, {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO_DATA: false,
  SWEEP_INTERVAL_MS: 0,
  RATE_LIMIT_MAX: 100_000_000,
});
const app = await buildApp(config);
const pairs = Number(process.env.BENCH_SETUP ?? 0);
let setup: { conversation: number; a: { id: number; token: string }; b: { id: number; token: string } }[] =
  [];
if (pairs > 0) {
  const db = app.database.db;
  const sessions = createSessionService(createSessionsRepository(db));
  const tag = Date.now();
  const people = await accountFactory.many(
    db,
    Array.from({ length: pairs * 2 }, (_, i) => ({
      name: `Chat bench ${i}`,
      code: `CB${tag}${i}`,
      slug: `chat-bench-${tag}-${i}`,
      email: `chat-bench-${tag}-${i}@example.com`,
      emailVerifiedAt: new Date(),
    })),
    { returning: true },
  );
  const member = async (id: number) => ({ id, token: (await sessions.start(id, {})).tokens.token });
  for (let i = 0; i < pairs; i++) {
    const a = await member(people[2 * i]!.id);
    const b = await member(people[2 * i + 1]!.id);
    const conversation = await chatRepository.openPair(db, a.id, b.id);
    setup.push({ conversation, a, b });
  }
}
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ url: address, apiKey: config.API_KEY, setup });
setup = [];
process.on('message', (message: { take?: string }) => {
  if (message.take === 'memory') process.send?.({ memory: process.memoryUsage() });
});
const stop = async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('disconnect', stop);
