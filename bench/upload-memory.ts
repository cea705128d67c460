import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { SERVICE_VIDEO_MAX_BYTES } from '@wasla/shared/business-constants';

/**
 * Resident memory of the API while CLIENTS providers (10) each upload one 50 MB MP4 at the same time
 * over real HTTP. The API runs in a process of its own (upload-memory-server.ts); its RSS is read from
 * /proc every 100 ms, and its high-water mark (VmHWM) at the end. VIA=web sends the uploads through
 * the web app's upload route, as the wizard does, with the session cookie (needs `npm run build`).
 *
 *   npx tsx bench/upload-memory.ts            (PGlite in a temporary folder)
 *   DATABASE_URL=postgres://… npx tsx bench/upload-memory.ts
 */
const CLIENTS = Number(process.env.CLIENTS ?? 10);
const VIA_WEB = process.env.VIA === 'web';
const SAMPLE_MS = 100;
const CHUNK = 64 * 1024;
// Just under the limit, so every file is stored: the largest video a provider may send.
const FILE_BYTES = SERVICE_VIDEO_MAX_BYTES - CHUNK;

type Setup = { url: string; apiKey: string; providers: { token: string; serviceId: number }[] };

function startServer(): Promise<{ child: ChildProcess; setup: Setup }> {
  return new Promise((resolve, reject) => {
    const child = fork(join(import.meta.dirname, 'upload-memory-server.ts'), [String(CLIENTS)], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.once('message', (setup: Setup) => resolve({ child, setup }));
  });
}

const kib = (line: string | undefined) => Number(line?.match(/(\d+) kB/)?.[1] ?? 0) * 1024;
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n');
  return {
    rss: kib(status.find((l) => l.startsWith('VmRSS:'))),
    peak: kib(status.find((l) => l.startsWith('VmHWM:'))),
  };
}

/** The opening of an MP4 (an `ftyp` box), then zeros up to `size` bytes. */
function mp4Head() {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(box.length, 0);
  box.write('ftypisom\0\0\x02\0isommp41', 4, 'latin1');
  return Buffer.concat([box, Buffer.from('\0\0\0\x10mdat', 'latin1')]);
}

/** One multipart upload of a FILE_BYTES video, written in 64 KB chunks as the socket takes them. */
function upload(url: string, apiKey: string, token: string, serviceId: number) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="clip.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const first = mp4Head();
  const zeros = Buffer.alloc(CHUNK);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      new URL(
        VIA_WEB
          ? `/en/edit-service/${serviceId}/media?kind=video`
          : `/api/v1/services/${serviceId}/media?kind=video`,
        url,
      ),
      {
        method: 'POST',
        headers: {
          ...(VIA_WEB
            ? { cookie: `wasla_at=${encodeURIComponent(token)}`, origin: new URL(url).origin }
            : { 'x-api-key': apiKey, authorization: `Bearer ${token}` }),
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + FILE_BYTES + tail.length,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    let left = FILE_BYTES - first.length;
    req.write(head);
    req.write(first);
    const pump = () => {
      while (left > 0) {
        const piece = left >= CHUNK ? zeros : zeros.subarray(0, left);
        left -= piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const { child, setup } = await startServer();
const pid = child.pid as number;
await sleep(1000);
const baseline = memoryOf(pid).rss;

const samples: number[] = [];
const sampler = setInterval(() => samples.push(memoryOf(pid).rss), SAMPLE_MS);
const started = performance.now();
const replies = await Promise.all(
  setup.providers.map((p) => upload(setup.url, setup.apiKey, p.token, p.serviceId)),
);
const seconds = (performance.now() - started) / 1000;
await sleep(2000);
clearInterval(sampler);
const after = memoryOf(pid);

// The API's envelope carries `data`; the web route answers `{ ok, media, rejected }`.
const mediaOf = (body: string) => {
  const parsed = JSON.parse(body);
  return (parsed.data ?? parsed).media as unknown[];
};
const stored = replies.filter((r) => r.status === 200 && mediaOf(r.body).length === 1).length;
console.log(`through: ${VIA_WEB ? 'the web upload route' : 'the API'}`);
console.log(`clients: ${CLIENTS}, file: ${mb(FILE_BYTES)} each, ${mb(FILE_BYTES * CLIENTS)} in all`);
console.log(`videos stored: ${stored} of ${CLIENTS} (statuses ${replies.map((r) => r.status).join(' ')})`);
console.log(`time: ${seconds.toFixed(1)} s`);
console.log(`RSS baseline (before the uploads): ${mb(baseline)}`);
console.log(`RSS peak (sampled every ${SAMPLE_MS} ms): ${mb(Math.max(...samples))}`);
console.log(`RSS high-water mark of the process (VmHWM): ${mb(after.peak)}`);
console.log(`RSS 2 s after the last reply: ${mb(after.rss)}`);
child.kill('SIGTERM');
