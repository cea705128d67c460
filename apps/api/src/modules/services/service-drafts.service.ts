import { randomInt } from 'node:crypto';
import { MY_SERVICES_PAGE_SIZE, type ServiceType } from '@wasla/shared/business-constants';
import type { Limitation } from '@wasla/shared/contracts/services';
import type { Language } from '@wasla/shared/languages';
import { clock } from '../../lib/clock';
import { AppError, errors } from '../../lib/http/app-error';
import { removeUnapprovedDeals } from '../deals/deal-service-removal';
import type { PlansRepository } from '../plans/plans.repository';
import { refsOf } from './listing-counts.repository';
import { isListed, type ListingFreshness } from './listing-freshness';
import type { Owner, ServiceAccess } from './service-access';
import type { ServicesRepository } from './services.repository';

export const serviceErrors = {
  servicesLimit: () => new AppError(431, 'services_limit_reached', 'services_limit_reached'),
  mediaLimit: () => new AppError(431, 'media_limit_reached', 'media_limit_reached'),
  unfinishedDraft: () => new AppError(409, 'unfinished_draft', 'unfinished_draft'),
};

/**
 * The draft-first flow (SPEC.md section 4): a service exists on the server from its first step, an
 * unfinished one must be finished or discarded before another starts, and the plan caps how many an
 * account holds.
 */
export function createServiceDrafts(
  repo: ServicesRepository,
  plans: PlansRepository,
  access: ServiceAccess,
  listings: ListingFreshness,
) {
  async function limitationOf(owner: Owner): Promise<Limitation> {
    const [plan, used] = await Promise.all([plans.currentPlanOf(owner.id), plans.servicesHeldBy(owner.id)]);
    return {
      plan: plan.slug,
      services_limit: plan.servicesLimit,
      services_used: used,
      media_limit: plan.mediaLimit,
    };
  }

  return {
    limitationOf,

    async create(owner: Owner & { currencyId: number | null }, type: ServiceType, lang: Language) {
      const plan = await plans.currentPlanOf(owner.id);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const code = `S${randomInt(10_000_000, 99_999_999)}`;
        try {
          const row = await repo.createDraftWithin(owner.id, plan.servicesLimit, {
            code,
            slug: code.toLowerCase(),
            type,
            currencyId: owner.currencyId,
          });
          if (row === 'unfinished_draft') throw serviceErrors.unfinishedDraft();
          if (row === 'limit_reached') throw serviceErrors.servicesLimit();
          return { service: await access.present(row, lang), limitation: await limitationOf(owner) };
        } catch (error) {
          // A code drawn twice breaks the unique index; draw again.
          if (error instanceof AppError || !/unique|duplicate/i.test(String((error as Error).message)))
            throw error;
        }
      }
      throw errors.server();
    },

    async latest(owner: Owner, lang: Language) {
      const row = await repo.latestDraftOf(owner.id);
      return row ? access.present(row, lang) : null;
    },

    async drafts(owner: Owner, page: number, lang: Language) {
      const { rows, total } = await repo.listDrafts(owner.id, {
        limit: MY_SERVICES_PAGE_SIZE,
        offset: (page - 1) * MY_SERVICES_PAGE_SIZE,
      });
      return { items: await Promise.all(rows.map((row) => access.present(row, lang))), total };
    },

    async edit(owner: Owner, id: number, lang: Language) {
      return access.present(await access.owned(id, owner), lang);
    },

    /**
     * Deleting a draft discards it; deleting a published service hides it for good, and takes its
     * offers not yet approved with it in the same transaction (SPEC.md section 4).
     */
    async remove(owner: Owner, id: number) {
      const row = await access.owned(id, owner);
      const removed = await repo.transaction(async (tx) => {
        if (!(await repo.softDelete(id, clock.now(), tx))) return false;
        await removeUnapprovedDeals(tx, id, owner.id);
        return true;
      });
      if (!removed) throw errors.notFound('service_not_found');
      if (isListed(row.status)) {
        await listings.recount([refsOf(row)]);
        listings.changed([refsOf(row)]);
      }
    },
  };
}

export type ServiceDrafts = ReturnType<typeof createServiceDrafts>;
