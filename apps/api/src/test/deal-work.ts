import { WALLET_CURRENCY } from '@wasla/shared/business-constants';
import { eq } from 'drizzle-orm';
import { dealFactory, serviceFactory } from '../db/factories';
import { currencies } from '../db/schema/catalogue';
import { clock } from '../lib/clock';
import { userActor } from '../lib/policy/actor';
import { createDealActions } from '../modules/deals/deal-actions.service';
import { dealCoreRepository } from '../modules/deals/deal-core.repository';
import type { DealRow } from '../modules/deals/deal-machine';
import { createDealMoney } from '../modules/deals/deal-money';
import { createLedger } from '../modules/ledger/ledger';
import { account, fund, type Member } from './payouts';
import type { TestApp } from './test-app';

let made = 0;

export type DealStep = 'pending' | 'approved' | 'in_progress' | 'delivered' | 'completed';

/**
 * Two signed-up accounts (or the ones given) and a deal between them on an open provided service of
 * the provider's, in AED: the client's order of `price` fils (100.00 by default: 105.25 with the
 * service fee and its tax), moved through the deal table up to `step` as its parties would move it.
 * A paid deal is paid from the client's wallet, funded for it with `funds` (the total by default).
 */
export async function dealBetween(
  t: TestApp,
  options: {
    client?: Member;
    provider?: Member;
    price?: bigint;
    step?: DealStep;
    funds?: bigint;
    estimatedDays?: number;
    title?: string;
  } = {},
) {
  const client = options.client ?? (await account(t, `Client ${made + 1}`));
  const provider = options.provider ?? (await account(t, `Provider ${made + 1}`));
  return { ...(await dealOf(t, { ...options, client, provider })), client, provider };
}

/** `dealBetween` for two accounts that exist already: all it needs of the app is its database. */
export async function dealOf(
  t: Pick<TestApp, 'app'>,
  options: {
    client: Pick<Member, 'id'>;
    provider: Pick<Member, 'id'>;
    price?: bigint;
    step?: DealStep;
    funds?: bigint;
    estimatedDays?: number;
    title?: string;
  },
) {
  const db = t.app.database.db;
  const n = `${process.pid}${Date.now()}${made++}`;
  const { client, provider } = options;
  const [aed] = await db
    .select({ id: currencies.id })
    .from(currencies)
    .where(eq(currencies.code, WALLET_CURRENCY));
  const [service] = await serviceFactory.many(db, [
    {
      userId: provider.id,
      status: 'open',
      currencyId: aed!.id,
      code: `WS${n}`,
      slug: `work-service-${n}`,
      name: { en: `Work service ${n}` },
    },
  ]);
  const created = await dealFactory.one(db, {
    serviceId: service!.id,
    clientId: client.id,
    providerId: provider.id,
    senderId: client.id,
    currency: WALLET_CURRENCY,
    price: options.price ?? 100_00n,
    ...(options.title ? { title: options.title } : {}),
    estimatedTime: options.estimatedDays ?? 3,
    stage: 'pending',
    sentAt: clock.now(),
    offerExpiresAt: new Date(clock.now().getTime() + 3 * 86_400_000),
  });
  const actions = createDealActions({ db, repo: dealCoreRepository, money: createDealMoney(createLedger()) });
  const step = options.step ?? 'approved';
  const asClient = userActor(client.id);
  const asProvider = userActor(provider.id);
  let deal: DealRow = created;
  if (step !== 'pending') deal = await actions.act(asProvider, deal.id, 'approve');
  if (step === 'in_progress' || step === 'delivered' || step === 'completed') {
    await fund(t, client.id, options.funds ?? deal.totalAed!);
    deal = await actions.act(asClient, deal.id, 'pay');
  }
  if (step === 'delivered' || step === 'completed') deal = await actions.act(asProvider, deal.id, 'deliver');
  if (step === 'completed') deal = await actions.act(asClient, deal.id, 'accept');
  return { client, provider, deal, serviceId: service!.id, actions };
}

/** The deal as it is now in the database. */
export const dealNow = async (t: TestApp, id: number) =>
  (await dealCoreRepository.find(t.app.database.db, id)) as DealRow;
