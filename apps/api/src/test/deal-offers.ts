import { eq } from 'drizzle-orm';
import { dealFactory, serviceFactory } from '../db/factories';
import { currencies } from '../db/schema/catalogue';
import type { deals } from '../db/schema/deals';
import type { TestApp } from './test-app';

let services = 0;

/**
 * An open service of `ownerId` written by the factory: provided by default, an individual price of
 * 150.00 in AED unless `prices` (several make basic, standard and premium plans, delivered in 3, 4
 * and 5 days), with the extra options given (minor units).
 */
export async function offerService(
  t: TestApp,
  ownerId: number,
  options: {
    type?: 'provided' | 'requested';
    status?: 'open' | 'closed' | 'holiday' | 'expired' | 'draft';
    currency?: string;
    prices?: bigint[];
    extras?: bigint[];
    name?: string;
  } = {},
) {
  const db = t.app.database.db;
  const [currency] = await db
    .select({ id: currencies.id })
    .from(currencies)
    .where(eq(currencies.code, options.currency ?? 'AED'));
  const prices = options.prices ?? [150_00n];
  const tiers = prices.length > 1 ? (['basic', 'standard', 'premium'] as const) : (['individual'] as const);
  const n = `${process.pid}${Date.now()}${services++}`;
  return serviceFactory.one(db, {
    userId: ownerId,
    code: `SO${n}`,
    slug: `offer-service-${n}`,
    type: options.type ?? 'provided',
    status: options.status ?? 'open',
    name: { en: options.name ?? `Logo design ${n}`, ar: `تصميم شعار ${n}` },
    currencyId: currency!.id,
    pricing: prices.length > 1 ? 'plans' : 'individual',
    publishedAt: new Date(),
    budgets: tiers.map((tier, i) => ({ tier, price: prices[i]!, deliveryDays: 3 + i })),
    extraOptions: (options.extras ?? []).map((price, i) => ({
      price,
      description: `Extra ${i + 1}`,
      deliveryDays: i + 1,
      unit: 'day' as const,
    })),
    media: [{ kind: 'image', isMain: true }],
  });
}

let codes = 0;

/** A deal written by the factory, for a test that needs one in a given stage without the offer flow. */
export const dealRow = (
  t: TestApp,
  row: Pick<typeof deals.$inferInsert, 'serviceId' | 'clientId' | 'providerId' | 'senderId'> &
    Partial<typeof deals.$inferInsert>,
) => dealFactory.one(t.app.database.db, { code: `DT${process.pid}${Date.now()}${codes++}`, ...row });

/** Complete terms of an offer, as the form sends them. */
export const TERMS = {
  title: 'A logo for my bakery',
  description: 'A round logo in two colours, with the bakery name written in Arabic and in English.',
  budget_type: 'individual',
  estimated_time: 3,
  estimated_unit: 'day',
} as const;

type Auth = { auth: Record<string, string> };

/** A new draft offer of `sender` on a service, through the API; answers the deal's reply. */
export async function draftOffer(t: TestApp, sender: Auth, serviceId: number) {
  const res = await t.api('POST', '/deals/generate-deal-id', {
    headers: sender.auth,
    body: { service_id: serviceId },
  });
  if (res.statusCode !== 200) throw new Error(`no draft: ${res.body}`);
  return res.json().data as { id: number; stage: string; [key: string]: unknown };
}

/** An offer drafted and sent through the API with `terms` (the complete TERMS by default); its id. */
export async function sentOffer(t: TestApp, sender: Auth, serviceId: number, terms: object = TERMS) {
  const draft = await draftOffer(t, sender, serviceId);
  const res = await t.api('PUT', `/deals/${draft.id}`, { headers: sender.auth, body: terms });
  if (res.statusCode !== 200) throw new Error(`not sent: ${res.body}`);
  return draft.id;
}
