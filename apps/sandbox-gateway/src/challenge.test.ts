import { createHash } from 'node:crypto';
import ar from '@wasla/i18n/locales/ar/sandbox-gateway.json' with { type: 'json' };
import en from '@wasla/i18n/locales/en/sandbox-gateway.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnAddress } from './challenge-page';
import type { Charge } from './state';
import { gatewayForTest, RETURN_URL } from './testing';

let g: Awaited<ReturnType<typeof gatewayForTest>>;
beforeAll(async () => {
  // Mounted under a prefix, as `npm start` serves it, so links must carry the prefix.
  g = await gatewayForTest({ prefix: '/sandbox-gateway' });
});
afterAll(() => g.close());

/** A charge of the 3-D Secure test card, waiting for the card holder. */
async function challenged() {
  const reply = await g.charge(await g.savedCard('4000000000003220'), 25_000);
  expect(reply.status).toBe(200);
  return reply.json as { id: string; status: string; next_action: { type: string; redirect_url: string } };
}

const page = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers });
  return { status: response.status, headers: response.headers, html: await response.text() };
};

const answer = (url: string, outcome: string) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome, lang: 'en' }).toString(),
  });

describe('4000 0000 0000 3220 asks for 3-D Secure', () => {
  it('answers requires_action with the address of the challenge page, and sends no event yet', async () => {
    const charge = await challenged();
    expect(charge.status).toBe('requires_action');
    expect(charge.next_action).toEqual({
      type: 'redirect_to_url',
      redirect_url: `${g.base}/v1/challenge/${charge.id}`,
    });
    await g.gateway.webhooks.drain();
    expect(g.events().some((e) => e.data.object.id === charge.id)).toBe(false);
  });

  it('shows a TEST MODE page in the language asked for, with two keyboard-reachable buttons', async () => {
    const { next_action } = await challenged();
    const english = await page(`${next_action.redirect_url}?lang=en`);
    expect(english.status).toBe(200);
    expect(english.html).toContain('<html lang="en" dir="ltr">');
    expect(english.html).toContain(en.challenge.test_mode);
    expect(english.html).toMatch(
      /<button type="submit" name="outcome" value="complete" autofocus>Complete authentication<\/button>/,
    );
    expect(english.html).toMatch(
      /<button type="submit" name="outcome" value="fail">Fail authentication<\/button>/,
    );
    expect(english.html).toMatch(/AED\s250\.00/);

    const arabic = await page(next_action.redirect_url, { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' });
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).toContain(ar.challenge.complete);
    expect(arabic.html).toContain(ar.challenge.test_mode);
    // ?lang= wins over the browser's language: the shop sends its own.
    expect((await page(`${next_action.redirect_url}?lang=en`, { 'accept-language': 'ar' })).html).toContain(
      'lang="en"',
    );
  });

  it('runs no script, allows its one style by hash, and may send its form only to itself and the shop', async () => {
    const { next_action } = await challenged();
    const { headers, html } = await page(next_action.redirect_url);
    const policy = headers.get('content-security-policy') ?? '';
    const style = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    expect(policy).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self' https://shop.example");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(html).not.toContain('<script');
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('"Complete authentication" settles the charge as succeeded and returns to the shop naming it', async () => {
    const charge = await challenged();
    const reply = await answer(charge.next_action.redirect_url, 'complete');
    expect(reply.status).toBe(303);
    const back = new URL(reply.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL.split('?')[0]);
    expect(back.searchParams.get('from')).toBe('test');
    expect(back.searchParams.get('gateway_charge')).toBe(charge.id);
    expect((await g.call('GET', `/v1/charges/${charge.id}`)).json).toMatchObject({
      status: 'succeeded',
      next_action: null,
    });

    // A second press (back button, double click) changes nothing and sends no second event.
    expect((await answer(charge.next_action.redirect_url, 'fail')).status).toBe(303);
    expect((await g.call('GET', `/v1/charges/${charge.id}`)).json.status).toBe('succeeded');
    await g.gateway.webhooks.drain();
    expect(
      g
        .events()
        .filter((e) => e.data.object.id === charge.id)
        .map((e) => e.type),
    ).toEqual(['charge.succeeded']);
    // The page now says it is done and links back.
    expect((await page(`${charge.next_action.redirect_url}?lang=en`)).html).toContain(
      en.challenge.done_succeeded,
    );
  });

  it('"Fail authentication" fails the charge with authentication_failed', async () => {
    const charge = await challenged();
    expect((await answer(charge.next_action.redirect_url, 'fail')).status).toBe(303);
    expect((await g.call('GET', `/v1/charges/${charge.id}`)).json).toMatchObject({
      status: 'failed',
      failure_code: 'authentication_failed',
    });
    await g.gateway.webhooks.drain();
    expect(g.events().find((e) => e.data.object.id === charge.id)?.type).toBe('charge.failed');
  });

  it('answers 404 for a charge it does not know and 400 for another answer', async () => {
    expect((await page(`${g.base}/v1/challenge/ch_unknown?lang=en`)).html).toContain(en.challenge.not_found);
    expect((await answer(`${g.base}/v1/challenge/ch_unknown`, 'complete')).status).toBe(404);
    const charge = await challenged();
    expect((await answer(charge.next_action.redirect_url, 'maybe')).status).toBe(400);
  });
});

describe('the return address', () => {
  it("keeps the shop's own parameters, its charge_id among them, and names the gateway's charge apart", () => {
    const charge = { id: 'ch_1', return_url: 'https://shop.test/en/retrieve-charge?charge_id=17' } as Charge;
    const back = new URL(returnAddress(charge));
    expect(back.searchParams.get('charge_id')).toBe('17');
    expect(back.searchParams.get('gateway_charge')).toBe('ch_1');
  });
});
