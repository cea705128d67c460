import { SERVICE_MIN_PRICE_AED } from '@wasla/shared/business-constants';
import type { Language } from '@wasla/shared/languages';
import { errors } from '../../lib/http/app-error';
import type { ServicePartsRepository } from './service-parts.repository';
import { presentServiceEdit } from './services.presenter';
import type { ServiceRow, ServicesRepository } from './services.repository';

export type Owner = { id: number };

/**
 * Reads and presents services for their owner. Another account's service answers 404, exactly as a
 * missing one, so ids reveal nothing about other people's drafts.
 */
export function createServiceAccess(repo: ServicesRepository, parts: ServicePartsRepository) {
  async function owned(id: number, owner: Owner): Promise<ServiceRow> {
    const row = await repo.findLive(id);
    if (!row || row.userId !== owner.id) throw errors.notFound('service_not_found');
    return row;
  }

  /** The lowest price in minor units of the currency, or null without one. */
  async function minimumFor(currencyId: number | null): Promise<bigint | null> {
    if (currencyId === null) return null;
    const found = (await repo.minimumPrices(SERVICE_MIN_PRICE_AED)).find((m) => m.id === currencyId);
    return found ? BigInt(found.minimum) : null;
  }

  async function present(row: ServiceRow, lang: Language) {
    const [bundle, minimum] = await Promise.all([
      parts.bundleOf(row.id, row.currencyId),
      minimumFor(row.currencyId),
    ]);
    return presentServiceEdit(row, bundle, lang, minimum);
  }

  return { owned, minimumFor, present };
}

export type ServiceAccess = ReturnType<typeof createServiceAccess>;
