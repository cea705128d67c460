import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import WebSocket from 'ws';
import type { startMailCatcher } from '../../apps/api/src/test/mail-catcher';
import { apiClient } from './client';
import type { Stack } from './stack';

export type CheckContext = {
  stack: Stack;
  /** The stack's own database. */
  database: pg.Client;
  dir: string;
  mail: Awaited<ReturnType<typeof startMailCatcher>>;
  metricsToken: string;
};

const OK_CARD = '4242424242424242';
const SECURE_CARD = '4000000000003220';
const PASSWORD = 'Cedar&Falcon42';

function expect(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(what);
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const accessLog = (dir: string) => readFile(join(dir, 'proxy', 'nginx-access.log'), 'utf8');

/** A verified account made through the proxy: the code comes by e-mail, sent by the worker process. */
export async function signUp(context: CheckContext, name: string, headers: Record<string, string> = {}) {
  const call = apiClient(context.stack.url, context.stack.env.API_KEY!);
  const email = `${name.toLowerCase().replace(/\W/g, '')}${Date.now()}@example.com`;
  // In English: an Arabic message's body is base64, which the catcher does not decode.
  const registered = await call('POST', '/register', {
    headers: { 'content-language': 'en', ...headers },
    body: { name, email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(registered.status === 201, `sign-up answered ${registered.status}`);
  const token: string = registered.body.data.token;
  const code = await context.mail.codeFor(email);
  const verified = await call('POST', '/verify-otp-code', { token, body: { purpose: 'verify_email', code } });
  expect(verified.status === 200, `the mailed code answered ${verified.status}`);
  return token;
}

/** Each check: what it proves, and the steps that prove it (throwing on the first thing wrong). */
export const checks: { name: string; run(context: CheckContext): Promise<string | undefined> }[] = [
  {
    name: 'the proxy serves the site in Arabic, and answers ready for database, Redis and bucket',
    async run({ stack }) {
      const ready = await fetch(`${stack.url}/readyz`);
      const body = (await ready.json()) as { checks?: Record<string, string> };
      expect(ready.status === 200, `/readyz answered ${ready.status}`);
      expect(
        JSON.stringify(body.checks) === JSON.stringify({ database: 'ok', redis: 'ok', storage: 'ok' }),
        `/readyz checks ${JSON.stringify(body.checks)}`,
      );
      const home = await fetch(`${stack.url}/ar`);
      const html = await home.text();
      expect(home.status === 200 && html.includes('dir="rtl"'), `/ar answered ${home.status}`);
    },
  },
  {
    name: 'requests are shared between the two instances, each logged under the proxy’s request id',
    async run({ stack, dir }) {
      const ids: string[] = [];
      for (let n = 0; n < 20; n++) {
        const reply = await fetch(`${stack.url}/api/v1/all-categories`, {
          headers: { 'x-api-key': stack.env.API_KEY! },
        });
        expect(reply.status === 200, `categories answered ${reply.status}`);
        ids.push(reply.headers.get('x-request-id') ?? '');
      }
      const lines = (await accessLog(dir)).split('\n');
      const upstreams = new Set<string>();
      for (const id of ids) {
        const line = lines.find((l) => l.startsWith(`${id} `));
        expect(line, `the reply's request id ${id} is not the proxy's`);
        upstreams.add(line.split(' ')[3]!);
      }
      expect(upstreams.size === 2, `answered by ${[...upstreams].join(', ')}`);
      return [...upstreams].join(' and ');
    },
  },
  {
    name: 'the demo marketplace’s pictures are in the bucket, served through the proxy',
    async run({ stack }) {
      const listing = await fetch(`${stack.url}/api/v1/services?per_page=1`, {
        headers: { 'x-api-key': stack.env.API_KEY! },
      }).then((reply) => reply.text());
      const picture = listing.match(/\/media\/services\/[0-9a-f]{32}\.webp/)?.[0];
      expect(picture, 'no picture on the first service card');
      const reply = await fetch(`${stack.url}${picture}`);
      expect(reply.status === 200, `${picture} answered ${reply.status}`);
      return picture;
    },
  },
  {
    name: 'a client cannot choose the address it is limited under by writing X-Forwarded-For',
    async run(context) {
      const token = await signUp(context, 'Stack Spoof', { 'x-forwarded-for': '203.0.113.7' });
      const { rows } = await context.database.query<{ ip: string }>(
        'select s.ip from sessions s join users u on u.id = s.user_id where u.name = $1',
        ['Stack Spoof'],
      );
      expect(
        rows.length > 0 && rows.every((row) => row.ip === '127.0.0.1'),
        `sessions at ${JSON.stringify(rows)}`,
      );
      expect(token, 'no session');
    },
  },
  {
    name: 'metrics are kept from the world and served to the scraper with its token',
    async run({ stack, metricsToken }) {
      expect((await fetch(`${stack.url}/metrics`)).status === 404, '/metrics is open through the proxy');
      const scraped = await fetch(`${stack.instanceUrls[0]}/metrics`, {
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      const text = await scraped.text();
      expect(scraped.status === 200 && text.includes('wasla_outbox_pending_events'), 'no outbox metrics');
    },
  },
  {
    name: 'a sign-up through the proxy gets its code by e-mail from the worker process',
    async run(context) {
      await signUp(context, 'Stack Mail');
    },
  },
  {
    name: 'a profile photo streams through the proxy into the bucket and is served by both instances',
    async run(context) {
      const { stack } = context;
      const token = await signUp(context, 'Stack Photo');
      const png = await readFile(join(import.meta.dirname, '../../apps/web/public/icons/app-512.png'));
      const form = new FormData();
      form.append('avatar', new Blob([png], { type: 'image/png' }), 'me.png');
      const saved = await apiClient(stack.url, stack.env.API_KEY!)('POST', '/upload-auth-media', {
        token,
        body: form,
      });
      expect(saved.status === 200, `the upload answered ${saved.status}`);
      const path: string = saved.body.data.media.medium;
      const copies = await Promise.all(
        [stack.url, ...stack.instanceUrls].map(async (base) => {
          const reply = await fetch(`${base}${path}`);
          expect(reply.status === 200, `${base}${path} answered ${reply.status}`);
          expect(reply.headers.get('cache-control')?.includes('immutable'), 'media is not cached for good');
          return Buffer.from(await reply.arrayBuffer());
        }),
      );
      expect(
        copies.every((copy) => copy.equals(copies[0]!)),
        'the instances serve different bytes',
      );
      return `${path}, ${copies[0]!.length} bytes`;
    },
  },
  {
    name: 'card top-ups go through the one gateway, 3-D Secure’s webhook through the proxy',
    async run(context) {
      const { stack } = context;
      const call = apiClient(stack.url, stack.env.API_KEY!);
      const gateway = `${stack.url}/sandbox-gateway`;
      for (const [number, expected] of [
        [OK_CARD, 'succeeded'],
        [SECURE_CARD, 'requires_action'],
      ] as const) {
        const token = await signUp(context, 'Stack Card');
        const year = new Date().getUTCFullYear() + 3;
        const cardToken = await fetch(`${gateway}/v1/tokens`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ number, exp_month: 12, exp_year: year, cvc: '123', name: 'Stack Card' }),
        }).then((r) => r.json() as Promise<{ id: string }>);
        const card = await call('POST', '/cards/save', { token, body: { token: cardToken.id } });
        expect(card.status === 200, `saving the card answered ${card.status}`);
        const body = { amount: '250', card_id: card.body.data.id };
        const key = crypto.randomUUID();
        const charged = await call('POST', '/wallets/top-up', {
          token,
          body,
          headers: { 'idempotency-key': key },
        });
        expect(charged.body.data?.status === expected, `top-up: ${JSON.stringify(charged.body)}`);
        if (expected === 'requires_action') {
          const redirect: string = charged.body.data.redirect_url;
          expect(redirect.startsWith(`${gateway}/v1/challenge/`), `3-D Secure at ${redirect}`);
          const answered = await fetch(redirect, {
            method: 'POST',
            redirect: 'manual',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ outcome: 'complete' }),
          });
          expect(answered.status === 303, `the challenge answered ${answered.status}`);
        }
        // Only the gateway's webhook credits the 3-D Secure top-up: nobody asks the API to settle it.
        let balance = '';
        for (let waited = 0; waited < 30_000 && balance !== '250.00'; waited += 200) {
          balance = (await call('GET', '/wallets/balance', { token })).body.data.available_balance;
          if (balance !== '250.00') await pause(200);
        }
        expect(balance === '250.00', `the balance stayed ${balance}`);
      }
    },
  },
  {
    name: 'chat sockets pass through the proxy',
    async run(context) {
      const token = await signUp(context, 'Stack Chat');
      const socket = new WebSocket(`${context.stack.url.replace('http', 'ws')}/ws`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const pong = await new Promise<string>((resolve, reject) => {
        socket.once('open', () => socket.send(JSON.stringify({ type: 'ping' })));
        socket.on('message', (data) => {
          const frame = JSON.parse(String(data)) as { type: string };
          if (frame.type === 'pong') resolve(frame.type);
        });
        socket.once('error', reject);
        setTimeout(() => reject(new Error('no pong within 10 s')), 10_000);
      });
      socket.close();
      expect(pong === 'pong', 'no pong');
    },
  },
];
