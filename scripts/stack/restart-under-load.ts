import WebSocket from 'ws';
import type { CheckContext } from './checks';

/**
 * `docker compose restart app1`, then app2, while visitors keep browsing through the proxy: every
 * request must be answered 200 (the one under way finishes, the proxy sends new ones to the other
 * instance), each instance must exit 0 within its grace period, and a chat socket open on it must be
 * told the server is going away (1001), not dropped, so that its client reconnects at once.
 */
export async function restartUnderLoad(context: CheckContext, socketToken: string) {
  const { stack } = context;
  const socket = new WebSocket(`${stack.url.replace('http', 'ws')}/ws`, {
    headers: { authorization: `Bearer ${socketToken}` },
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });

  const statuses = new Map<number, number>();
  let browsing = true;
  const visitor = async () => {
    for (let n = 0; browsing; n++) {
      const path = n % 2 ? '/api/v1/all-categories' : '/en';
      const status = await fetch(`${stack.url}${path}`, {
        headers: { 'x-api-key': stack.env.API_KEY! },
      }).then(
        async (reply) => {
          await reply.arrayBuffer();
          return reply.status;
        },
        () => 0,
      );
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      // Every visitor here shares one address, under one rate limit (600 a minute; a page counts once).
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  };
  const visitors = Array.from({ length: 3 }, visitor);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const exits = [await stack.restartInstance(0), await stack.restartInstance(1)];
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  browsing = false;
  await Promise.all(visitors);
  const socketClose = await Promise.race([
    closed,
    new Promise<number>((r) => setTimeout(() => r(-1), 5_000)),
  ]);
  socket.terminate();

  const answered = [...statuses.values()].reduce((a, b) => a + b, 0);
  const failed = answered - (statuses.get(200) ?? 0);
  if (exits.some((code) => code !== 0)) throw new Error(`the instances exited with ${exits.join(' and ')}`);
  if (failed > 0)
    throw new Error(`${failed} of ${answered} requests failed: ${JSON.stringify([...statuses])}`);
  if (socketClose === 1006 || socketClose === -1)
    throw new Error(`the chat socket ended with ${socketClose}`);
  return `${answered} requests, all 200; both instances exited 0; the socket closed with ${socketClose}`;
}
