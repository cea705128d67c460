import { accountFactory, serviceFactory } from '@wasla/api/db/factories/index';
import { seedGeography, seedPaidFeatures } from '@wasla/api/db/seed/catalogue-seed';
import { hashPassword } from '@wasla/api/modules/auth/password-hasher';
import { createLedger } from '@wasla/api/modules/ledger/ledger';
import { sql } from 'drizzle-orm';
import { freshBenchApp, stopWithParent } from './lib/fresh-app';

/**
 * The app for bench/deal-http.ts: a fresh data folder (PGlite in it unless DATABASE_URL is set) and
 * `BENCH_PAIRS` client–provider pairs, each account logged in through the API, each provider with an open service (150.00 AED, individual price), each client's
 * wallet funded on the ledger. Then it listens and tells the parent the address and the pairs' tokens.
 */
const PAIRS = Number(process.env.BENCH_PAIRS ?? 50);
const FUNDS = 10_000_000_00n;
const { app, config, removeData } = await freshBenchApp('deals-http');
const db = app.database.db;
await seedGeography(db);
await seedPaidFeatures(db);

const call = async (method: 'GET' | 'POST', path: string, body?: object, token?: string) => {
  const res = await app.inject({
    method,
    url: `/api/v1${path}`,
    headers: {
      'x-api-key': config.API_KEY,
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { payload: body } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
  return res.json().data;
};

// Accounts written directly (verified e-mail, one password): signing a hundred people up through the
// API from one address would meet the per-address limit on verification codes, which is not measured
// here. Each then logs in through the API for a session of its own, as an app does.
const password = `Bench&${Date.now()}x`;
const passwordHash = await hashPassword(password);
let made = 0;
async function verifiedAccount(role: string) {
  const email = `deal-bench-${role}-${Date.now()}-${made++}@example.com`;
  const account = await accountFactory.one(db, {
    name: `Bench ${role} ${made}`,
    code: `DHB${Date.now()}${made}`,
    slug: `deal-bench-${role}-${Date.now()}-${made}`,
    email,
    passwordHash,
    emailVerifiedAt: new Date(),
  });
  const { token } = await call('POST', '/login', { email, password });
  return { id: account.id, token: token as string };
}

const [aed] = (await db.execute(sql`select id from currencies where code = 'AED'`)).rows as { id: number }[];
const ledger = createLedger();
const pairs = [];
for (let i = 0; i < PAIRS; i++) {
  const client = await verifiedAccount('client');
  const provider = await verifiedAccount('provider');
  const service = await serviceFactory.one(db, {
    userId: provider.id,
    code: `DH${Date.now()}${i}`,
    slug: `deal-http-${Date.now()}-${i}`,
    type: 'provided',
    status: 'open',
    name: { en: `Bench service ${i}` },
    currencyId: aed!.id,
    pricing: 'individual',
    publishedAt: new Date(),
    budgets: [{ tier: 'individual', price: 150_00n, deliveryDays: 3 }],
  });
  await ledger.transfer(db, {
    kind: 'bank_top_up',
    currency: 'AED',
    legs: [
      { account: { kind: 'bank' }, amount: -FUNDS },
      { account: { kind: 'user_available', userId: client.id }, amount: FUNDS },
    ],
  });
  pairs.push({ client: client.token, provider: provider.token, service: service.id });
}

const address = await app.listen({ host: config.HOST, port: 0 });
process.send?.({ url: address, apiKey: config.API_KEY, pairs, database: app.database.kind });
stopWithParent(app, removeData);
