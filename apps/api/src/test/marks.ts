import { categoryPair, insertListedService } from './listed-services';
import { account, fund, key } from './payouts';
import type { TestApp } from './test-app';

/** A verified account owning an open service in the first seeded category pair (or `index`). */
export async function ownerWithService(t: TestApp, options: { name?: string; index?: number } = {}) {
  const owner = await account(t, options.name ?? 'Mark Owner');
  const { mainId, subId } = await categoryPair(t, options.index ?? 0);
  const service = await insertListedService(t, {
    userId: owner.id,
    names: { en: `${options.name ?? 'Promoted'} service` },
    mainCategoryId: mainId,
    categoryId: subId,
  });
  return { owner, serviceId: service.id, mainId, subId };
}

/** A period body for the mark calls: a start in Dubai's wall-clock time. */
export const period = (startTime: string, duration = 3, unit: 'days' | 'week' = 'days') => ({
  start_time: startTime,
  timezone: 'Asia/Dubai',
  duration,
  unit,
});

/** Buys a mark for a service, funding the owner first; answers the mark's reply. */
export async function buyMark(
  t: TestApp,
  owner: { id: number; auth: Record<string, string> },
  serviceId: number,
  body: ReturnType<typeof period>,
) {
  await fund(t, owner.id, 1_000_000n);
  const res = await t.api('POST', `/services/mark/${serviceId}`, {
    headers: { ...owner.auth, ...key() },
    body,
  });
  if (res.statusCode !== 200) throw new Error(`mark not bought: ${res.body}`);
  return res.json().data.mark as { id: number; starts_at: string; ends_at: string; invoice_id: number };
}
