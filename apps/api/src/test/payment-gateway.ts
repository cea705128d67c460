import type { Config } from '@wasla/config';
import { createTestApp, type TestApp } from './test-app';
import { cardTokenAt } from './test-gateway';

export type TestAppWithGateway = TestApp & {
  /**
   * A card token as the browser gets it, from the gateway itself. Test cards: 4242424242424242
   * succeeds, 4000000000000002 is declined, 4000000000003220 asks for 3-D Secure.
   */
  cardToken(number: string): Promise<string>;
  /** Waits until the gateway has delivered every webhook, then delivers the outbox (the handlers). */
  settle(): Promise<void>;
};

/**
 * A test API for anything that charges cards: every test app has a real sandbox gateway beside it
 * (`t.gateway`, see test-gateway.ts for how it is wired); this adds what such tests do most.
 * Faults: `t.gateway.gateway.webhooks.duplicateNext()`, `.dropNext()`, `.pause()` /
 * `.resume({ order: 'newest_first' })`, `.redeliver(id)`.
 */
export async function createTestAppWithGateway(overrides: Partial<Config> = {}): Promise<TestAppWithGateway> {
  const t = await createTestApp(overrides);
  return {
    ...t,
    cardToken: (number) => cardTokenAt(t.gateway.url, number),
    async settle() {
      await t.gateway.gateway.webhooks.drain();
      await t.app.worker.drain();
    },
  };
}
