import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gatewayForTest } from './testing';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'wasla-gateway-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a restart of the gateway', () => {
  it('keeps cards, charges, refunds, idempotent replies and the webhooks still owed', async () => {
    const before = await gatewayForTest({ dataDir });
    // The gateway stops before it delivered anything.
    before.gateway.webhooks.pause();
    const card = await before.savedCard('4242424242424242');
    const paid = await before.charge(card, 5_000, 'key-1');
    const refund = await before.call('POST', '/v1/refunds', {
      body: { charge: paid.json.id, amount: 2_000 },
    });
    const challenged = await before.charge(await before.savedCard('4000000000003220'), 7_000);
    expect(challenged.json.status).toBe('requires_action');
    await before.close();

    const after = await gatewayForTest({ dataDir });
    try {
      expect((await after.call('GET', `/v1/charges/${paid.json.id}`)).json).toMatchObject({
        status: 'succeeded',
        amount_refunded: 2_000,
      });
      // The same key still answers the first reply, and charges nothing more.
      const replay = await after.charge(card, 5_000, 'key-1');
      expect(replay.json).toEqual(paid.json);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(
        (await after.call('POST', '/v1/refunds', { body: { charge: paid.json.id, amount: 3_001 } })).json
          .error.code,
      ).toBe('amount_too_large');
      expect((await after.charge(card, 1_000)).json.status).toBe('succeeded');

      // The 3-D Secure page of a charge made before the restart still settles it (on the new address).
      const page = `${after.base}/v1/challenge/${challenged.json.id}`;
      const answered = await fetch(page, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=complete',
      });
      expect(answered.status).toBe(303);

      // What the receiver never acknowledged is sent again, with the ids it had.
      await after.gateway.webhooks.drain();
      expect(before.received).toHaveLength(0);
      const delivered = after.events();
      expect(delivered.find((e) => e.type === 'refund.succeeded')?.data.object.id).toBe(refund.json.id);
      // The charge made before, the one made after, and the 3-D Secure one settled after.
      expect(
        delivered
          .filter((e) => e.type === 'charge.succeeded')
          .map((e) => e.data.object.amount)
          .sort(),
      ).toEqual([1_000, 5_000, 7_000]);
      expect(new Set(delivered.map((e) => e.id)).size).toBe(delivered.length);
    } finally {
      await after.close();
    }

    // The journal knows the card by its last four digits only.
    const journal = readFileSync(join(dataDir, 'journal.jsonl'), 'utf8');
    expect(journal).not.toContain('4242424242424242');
    expect(journal).not.toContain('"cvc"');
  });
});
