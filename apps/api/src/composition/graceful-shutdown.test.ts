import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { signUpVerified } from '../test/accounts';
import { openSocket } from '../test/chat-sockets';
import { createTestApp, TEST_API_KEY } from '../test/test-app';

/**
 * What SIGTERM does to an instance (`app.close()`, apps/server/src/main.ts): a request under way when
 * the instance starts stopping still gets its whole reply; a new connection is refused, so the load
 * balancer sends it to another instance.
 */
describe('stopping an instance', () => {
  it('finishes the request under way and takes no new one', async () => {
    const t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-password-1' });

    // Headers and half the body sent: the request is under way when the close begins.
    let sent!: () => void;
    const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/login',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-api-key': TEST_API_KEY,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      sent = () => req.end(body.slice(10));
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = t.close();
    await new Promise((resolve) => setTimeout(resolve, 100));

    // A newcomer finds the door shut.
    const refused = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => 'answered',
      (error: { cause?: { code?: string } }) => error.cause?.code,
    );
    expect(refused).toBe('ECONNREFUSED');

    sent();
    const answered = await reply;
    // The whole reply of the API's own refusal, not a cut connection nor a 503.
    expect([401, 422]).toContain(answered.status);
    expect(JSON.parse(answered.body)).toMatchObject({ error: true, message: expect.any(Object) });
    await closing;
  });

  it('tells an open chat socket the server is going away (1001), so that its client reconnects at once', async () => {
    const t = await createTestApp();
    const { auth } = await signUpVerified(t, 'Socket Holder');
    const socket = await openSocket(t, { authorization: auth.authorization });
    await t.close();
    expect((await socket.closed).code).toBe(1001);
  });
});
