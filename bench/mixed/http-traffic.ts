import { BENCH_DEAL_TERMS } from '../lib/deal-terms';
import type { MixedClient } from './http-client';
import type { MixedPair, MixedSetup } from './setup';

const LANGS = ['ar', 'en', 'fr', 'tr'];
const CURRENCIES = ['AED', 'SAR', 'USD', 'EGP'];
const WORDS = ['تصميم', 'ترجمة', 'logo design', 'website', 'photo', 'traduction', 'tasarım', 'صيانة'];
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

/**
 * A visitor browsing: a category's listing (either sort, pages 1 to 3, any language and currency),
 * sometimes with a price range, then a service page. Until `until` says stop.
 */
export async function browse(call: MixedClient, setup: MixedSetup, until: () => boolean) {
  while (!until()) {
    const main = pick(setup.mainCategoryIds);
    const sort = Math.random() < 0.5 ? 'latest' : 'rating';
    const page = 1 + Math.floor(Math.random() * 3);
    const price =
      Math.random() < 0.25 ? `&min_price=${50 + Math.floor(Math.random() * 200)}&max_price=2000` : '';
    const headers = { lang: pick(LANGS), currency: pick(CURRENCIES) };
    await call(
      'browse: listing',
      'GET',
      `/services?main_category_id=${main}&sort=${sort}&page=${page}${price}`,
      headers,
    );
    await call('browse: service page', 'GET', `/services/${pick(setup.serviceIds)}`, headers);
  }
}

/** A visitor searching services and providers from the header. */
export async function search(call: MixedClient, until: () => boolean) {
  while (!until()) {
    const type = Math.random() < 0.8 ? 'service' : 'provider';
    await call(`search: ${type}`, 'GET', `/search?name=${encodeURIComponent(pick(WORDS))}&type=${type}`, {
      lang: pick(LANGS),
    });
  }
}

/**
 * One pair's deals, one after another: offer, approval, payment from the wallet (a hold), delivery,
 * acceptance (the hold paid out, fees and tax). Returns the deals it took to the end.
 */
export async function deals(call: MixedClient, pair: MixedPair, until: () => boolean) {
  const done: number[] = [];
  const client = { token: pair.client.token };
  const provider = { token: pair.provider.token };
  while (!until()) {
    const deal = await call<{ id: number }>('deals: offer', 'POST', '/deals/generate-deal-id', {
      ...client,
      body: { service_id: pair.service },
    });
    if (!deal) return done;
    const steps: [string, 'POST' | 'PUT', string, { token: string; body?: object }][] = [
      ['deals: terms', 'PUT', `/deals/${deal.id}`, { ...client, body: BENCH_DEAL_TERMS }],
      ['deals: approve', 'POST', `/deals/approved/${deal.id}`, provider],
      ['payments: pay a deal', 'POST', `/deals/pay/${deal.id}`, client],
    ];
    for (const [kind, method, path, options] of steps) {
      if (!(await call(kind, method, path, options))) return done;
    }
    const delivery = await call<{ id: number }>(
      'deals: delivery',
      'POST',
      `/deals/delivery/generate-id/${deal.id}`,
      provider,
    );
    if (!delivery) return done;
    const rest: [string, string, { token: string; body?: object }][] = [
      [
        'deals: delivery',
        `/deals/delivery/save-draft/${delivery.id}`,
        { ...provider, body: { description: 'The logo in three sizes, as agreed.' } },
      ],
      ['deals: deliver', `/deals/deliver/${delivery.id}`, provider],
      ['payments: accept and pay out', `/deals/delivery/accept/${delivery.id}`, client],
    ];
    for (const [kind, path, options] of rest) {
      if (!(await call(kind, 'POST', path, options))) return done;
    }
    done.push(deal.id);
  }
  return done;
}
