import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { AuthGuards } from '../auth/auth-guard';
import { createPlansRepository } from '../plans/plans.repository';
import type { WalletPurchases } from '../wallet/wallet-purchases';
import type { MarkCounter } from './mark-counter';
import { createMarkDiscount } from './mark-discount';
import { createMarkSweep } from './mark-machine';
import { createMarksRepository } from './marks.repository';
import { registerMarkRoutes } from './marks.routes';
import { createMarks } from './marks.service';

/**
 * Paid promotion (marks): quotes, checks, purchase and the owner's statistics; the sweep that starts
 * and ends marks (clearing the cached listings whose order and labels it changes), and the writing of
 * impressions and clicks counted by the listings (`counter`, made in app.ts and shared with them).
 */
export function registerMarks(
  api: FastifyInstance,
  infra: Infrastructure,
  deps: { guards: AuthGuards; counter: MarkCounter; purchases: WalletPurchases },
) {
  const repo = createMarksRepository(infra.db);
  const marks = createMarks(repo, {
    purchases: deps.purchases,
    discountBpOf: createMarkDiscount(createPlansRepository(infra.db)),
  });
  registerMarkRoutes(api, { marks, counter: deps.counter, guards: deps.guards });
  const sweep = createMarkSweep(infra.db, () => infra.caches.listing.clear());
  // What was counted since the last sweep is written before the database closes.
  api.addHook('preClose', async () => {
    await deps.counter.flush().catch((error) => infra.log.warn({ err: error }, 'mark counts not written'));
  });
  return { marks, sweeps: [sweep, deps.counter.sweep] };
}
