import { IN_MEMORY, loadConfig, TEST_GATEWAY_SECRET_KEY } from '@wasla/config';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { mountSandboxGateway } from './mount';
import { CARD, RETURN_URL } from './testing';

describe('the gateway mounted on the app, as npm start serves it', () => {
  it('answers under /sandbox-gateway and links 3-D Secure to the public address of the site', async () => {
    const config = loadConfig({ DATA_DIR: IN_MEMORY, PORT: '3456' });
    const app = Fastify();
    await mountSandboxGateway(app, config);
    try {
      const auth = { authorization: `Bearer ${TEST_GATEWAY_SECRET_KEY}` };
      const token = await app.inject({
        method: 'POST',
        url: '/sandbox-gateway/v1/tokens',
        payload: { number: '4000000000003220', ...CARD },
      });
      expect(token.statusCode).toBe(200);
      const card = await app.inject({
        method: 'POST',
        url: '/sandbox-gateway/v1/cards',
        headers: auth,
        payload: { token: token.json().id },
      });
      const charge = await app.inject({
        method: 'POST',
        url: '/sandbox-gateway/v1/charges',
        headers: auth,
        payload: { amount: 100, currency: 'AED', card: card.json().id, return_url: RETURN_URL },
      });
      expect(charge.json().next_action.redirect_url).toBe(
        `http://localhost:3456/sandbox-gateway/v1/challenge/${charge.json().id}`,
      );
      // Outside its prefix the gateway answers nothing.
      expect((await app.inject({ method: 'POST', url: '/v1/tokens' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
