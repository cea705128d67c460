import { WALLET_CURRENCY } from '@wasla/shared/business-constants';
import type { DealStage } from '@wasla/shared/deal-rules/deal-states';
import { eq } from 'drizzle-orm';
import { accountFactory, dealFactory, serviceFactory } from '../db/factories';
import { currencies } from '../db/schema/catalogue';
import { clock } from '../lib/clock';
import type { Executor } from '../lib/events/record-event';
import { userActor } from '../lib/policy/actor';
import { createDealActions } from '../modules/deals/deal-actions.service';
import { dealCoreRepository } from '../modules/deals/deal-core.repository';
import type { DealRow } from '../modules/deals/deal-machine';
import { createDealMoney } from '../modules/deals/deal-money';
import { createDealTimers } from '../modules/deals/deal-timers';
import { createLedger } from '../modules/ledger/ledger';
import { fund } from './payouts';
import type { TestApp } from './test-app';

/** The deal services on a test app's database, called as the routes call them. */
export function dealRails(t: TestApp) {
  const db = t.app.database.db;
  const ledger = createLedger();
  const money = createDealMoney(ledger);
  return {
    db,
    ledger,
    actions: createDealActions({ db, repo: dealCoreRepository, money }),
    timers: createDealTimers(db, money),
    deal: (id: number) => dealCoreRepository.find(db, id) as Promise<DealRow>,
    balances: (userId: number) => ledger.balances(db, userId, WALLET_CURRENCY),
  };
}

let pairs = 0;

/**
 * A client and a provider (accounts written by the factory) and an open provided service of the
 * provider in `currency`, with a pending order of the client's for `price` minor units, sent now; the
 * client's wallet holds `funds` fils. Answers the actors and the deal.
 */
export async function pendingDeal(
  t: TestApp,
  options: { currency?: string; price?: bigint; funds?: bigint; stage?: DealStage; db?: Executor } = {},
) {
  const db = options.db ?? t.app.database.db;
  const n = `${process.pid}${Date.now()}${pairs++}`;
  const [client, provider] = await accountFactory.many(db, [
    { name: `Client ${n}`, code: `DC${n}`, slug: `client-${n}`, email: `client-${n}@example.com` },
    { name: `Provider ${n}`, code: `DP${n}`, slug: `provider-${n}`, email: `provider-${n}@example.com` },
  ]);
  const currency = options.currency ?? WALLET_CURRENCY;
  const [row] = await db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, currency));
  const [service] = await serviceFactory.many(db, [
    {
      userId: provider!.id,
      status: 'open',
      currencyId: row!.id,
      code: `DS${n}`,
      slug: `deal-service-${n}`,
      name: { en: `Deal service ${n}` },
    },
  ]);
  const deal = await dealFactory.one(db, {
    serviceId: service!.id,
    clientId: client!.id,
    providerId: provider!.id,
    senderId: client!.id,
    currency,
    price: options.price ?? 100_00n,
    stage: options.stage ?? 'pending',
    sentAt: clock.now(),
    offerExpiresAt: new Date(clock.now().getTime() + 3 * 86_400_000),
  });
  if (options.funds) await fund(t, client!.id, options.funds);
  return {
    client: userActor(client!.id),
    provider: userActor(provider!.id),
    serviceId: service!.id,
    deal,
  };
}
