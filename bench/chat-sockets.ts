import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { createDatabaseIfMissing } from './catalogue/bench-database';

/**
 * Chat under load on this machine: two API instances on one PostgreSQL and Redis, `BENCH_SOCKETS`
 * sockets (5,000) split between them so that every message crosses from one instance to the other.
 *
 * 1. Memory per idle socket: each instance's memory before and after its sockets connected.
 * 2. Send to receive: `BENCH_RATE` messages per second (500) for `BENCH_SECONDS` (20), each a
 *    `POST /messages` to the sender's instance; the latency is from just before the POST to the
 *    `message` frame on the receiver's socket, on the other instance.
 * 3. Reconnect storm: one instance is killed; its sockets reconnect to the other and `resume` from
 *    the last sequence they hold; the figure is the time until every one of them has its answer.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/wasla_bench_chat REDIS_URL=redis://127.0.0.1:6379 \
 *     npm run bench:chat
 */
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5_000);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PAIRS = Math.floor(SOCKETS / 2);

type Member = { id: number; token: string };
type Pair = { conversation: number; a: Member; b: Member };
type Started = { child: ChildProcess; url: string; apiKey: string; setup: Pair[] };

if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  console.error(
    'The chat benchmark runs two instances: set DATABASE_URL (a database of its own) and REDIS_URL.',
  );
  process.exit(1);
}
await createDatabaseIfMissing(process.env.DATABASE_URL);

function start(env: Record<string, string>): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = fork(join(import.meta.dirname, 'chat-server.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.once('exit', (code) => reject(new Error(`chat server exited with ${code}`)));
    child.once('message', (ready: Omit<Started, 'child'>) => resolve({ child, ...ready }));
  });
}

function memoryOf(child: ChildProcess): Promise<NodeJS.MemoryUsage> {
  return new Promise((resolve) => {
    const onMessage = (message: { memory?: NodeJS.MemoryUsage }) => {
      if (!message.memory) return;
      child.off('message', onMessage);
      resolve(message.memory);
    };
    child.on('message', onMessage);
    child.send({ take: 'memory' });
  });
}

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
};

/** A client socket: the last sequence held per conversation, and a hook for each frame. */
type Client = { ws: WebSocket; member: Member; conversation: number; last: number };

function connect(url: string, client: Omit<Client, 'ws'>, onFrame: (client: Client, frame: any) => void) {
  return new Promise<Client>((resolve, reject) => {
    const ws = new WebSocket(url.replace('http', 'ws') + '/ws', {
      headers: { authorization: `Bearer ${client.member.token}` },
    });
    const made: Client = { ...client, ws };
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === 'ready') resolve(made);
      onFrame(made, frame);
    });
    ws.once('error', reject);
  });
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>) {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return out;
}

const loadBefore = loadavg()[0]!;
const one = await start({ BENCH_SETUP: String(PAIRS) });
const two = await start({});
const pairs = one.setup;
try {
  const idle = [await memoryOf(one.child), await memoryOf(two.child)];

  // Latency of each message, by the receiver.
  const latencies: number[] = [];
  const sentAt = new Map<string, number>();
  const onFrame = (client: Client, frame: any) => {
    if (frame.type === 'message' && frame.message.conversation_id === client.conversation) {
      client.last = Math.max(client.last, frame.message.seq);
      if (frame.message.sender_id !== client.member.id) {
        const at = sentAt.get(frame.message.client_id);
        if (at !== undefined) latencies.push(performance.now() - at);
      }
    }
  };
  const connectStarted = performance.now();
  const sideA = await inBatches(pairs, 250, (pair) =>
    connect(one.url, { member: pair.a, conversation: pair.conversation, last: 0 }, onFrame),
  );
  const sideB = await inBatches(pairs, 250, (pair) =>
    connect(two.url, { member: pair.b, conversation: pair.conversation, last: 0 }, onFrame),
  );
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const connected = [await memoryOf(one.child), await memoryOf(two.child)];
  const perSocket = (key: 'rss' | 'heapUsed') =>
    (connected[0]![key] - idle[0]![key] + connected[1]![key] - idle[1]![key]) /
    (sideA.length + sideB.length) /
    1024;

  // Send at RATE per second, each from a random side of a random pair, to that side's instance.
  let sent = 0;
  let failed = 0;
  const send = async () => {
    const i = Math.floor(Math.random() * pairs.length);
    const pair = pairs[i]!;
    const fromA = Math.random() < 0.5;
    const clientId = randomUUID();
    sentAt.set(clientId, performance.now());
    sent++;
    try {
      const res = await fetch(`${fromA ? one.url : two.url}/api/v1/messages`, {
        method: 'POST',
        headers: {
          'x-api-key': one.apiKey,
          authorization: `Bearer ${(fromA ? pair.a : pair.b).token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          conversation_id: pair.conversation,
          body: `load ${sent}`,
          client_id: clientId,
        }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) failed++;
    } catch {
      failed++;
    }
  };
  const pending: Promise<void>[] = [];
  const sendStarted = performance.now();
  await new Promise<void>((resolve) => {
    const perTick = RATE / 100;
    let carry = 0;
    const timer = setInterval(() => {
      carry += perTick;
      while (carry >= 1) {
        pending.push(send());
        carry -= 1;
      }
      if (performance.now() - sendStarted >= SECONDS * 1000) {
        clearInterval(timer);
        resolve();
      }
    }, 10);
  });
  await Promise.all(pending);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const sendSeconds = (performance.now() - sendStarted) / 1000;

  // The reconnect storm: instance two dies; its sockets come back on instance one and resume.
  const stormStarted = performance.now();
  two.child.kill('SIGKILL');
  let resumed = 0;
  let missedAfterResume = 0;
  await inBatches(sideB, 500, async (old) => {
    const back = await new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(one.url.replace('http', 'ws') + '/ws', {
        headers: { authorization: `Bearer ${old.member.token}` },
      });
      ws.on('message', (data) => {
        const frame = JSON.parse(String(data));
        if (frame.type === 'ready')
          ws.send(JSON.stringify({ type: 'resume', positions: { [old.conversation]: old.last } }));
        if (frame.type === 'resumed') {
          missedAfterResume += frame.messages.length;
          resolve(performance.now());
          ws.close();
        }
      });
      ws.once('error', reject);
    });
    resumed++;
    return back;
  });
  const stormSeconds = (performance.now() - stormStarted) / 1000;
  for (const client of sideA) client.ws.close();

  const loadAfter = loadavg()[0]!;
  console.log(
    `\nChat on PostgreSQL and Redis, two instances, ${sideA.length + sideB.length} sockets ` +
      `(connected in ${connectSeconds.toFixed(1)} s); load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after\n`,
  );
  console.log('| what | figure |');
  console.log('| --- | ---: |');
  console.log(
    `| memory per idle socket, server side (RSS / heap) | ${perSocket('rss').toFixed(1)} KB / ${perSocket('heapUsed').toFixed(1)} KB |`,
  );
  console.log(
    `| messages sent / delivered across instances / failed | ${sent} / ${latencies.length} / ${failed} (asked ${RATE}/s, sent ${(sent / SECONDS).toFixed(0)}/s) |`,
  );
  console.log(
    `| send to receive, p50 / p99 / max | ${percentile(latencies, 0.5).toFixed(0)} ms / ${percentile(latencies, 0.99).toFixed(0)} ms / ${Math.max(...latencies).toFixed(0)} ms |`,
  );
  console.log(
    `| reconnect storm: ${resumed} sockets back on the other instance and resumed | ${stormSeconds.toFixed(1)} s (${missedAfterResume} messages recovered) |`,
  );
} finally {
  one.child.kill('SIGTERM');
  if (two.child.exitCode === null) two.child.kill('SIGTERM');
}
