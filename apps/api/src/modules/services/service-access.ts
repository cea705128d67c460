import { SERVICE_MIN_PRICE_AED } from '@wasla/shared/business-constants';
import type { Language } from '@wasla/shared/languages';
import { errors } from '../../lib/http/app-error';
import { type UserActor, userActor } from '../../lib/policy/actor';
import { canService } from './service.policy';
import type { ServicePartsRepository } from './service-parts.repository';
import { presentServiceEdit } from './services.presenter';
import type { ServiceRow, ServicesRepository, Transaction } from './services.repository';

/**
 * The account acting on its own services (routes pass their actor). Only its id matters here: no team
 * role edits someone else's service, and the service policy decides what the account may touch.
 */
export type Owner = Pick<UserActor, 'id'>;

const editable = (row: ServiceRow | undefined, actor: Owner): row is ServiceRow =>
  row !== undefined &&
  canService(userActor(actor.id), 'edit', {
    ownerId: row.userId,
    status: row.status,
    deletedAt: row.deletedAt,
  });

/**
 * Reads and presents services for their owner. What the actor may edit is the service policy's;
 * a refusal answers 404 exactly as a missing service, so ids reveal nothing about other people's drafts.
 */
export function createServiceAccess(repo: ServicesRepository, parts: ServicePartsRepository) {
  async function owned(id: number, actor: Owner): Promise<ServiceRow> {
    const row = await repo.findLive(id);
    if (!editable(row, actor)) throw errors.notFound('service_not_found');
    return row;
  }

  /**
   * Locks a service the actor may edit, for a change made of several statements (places, media,
   * extra options), so two quick requests cannot both pass a rule that counts.
   */
  async function lockOwned(tx: Transaction, id: number, actor: Owner): Promise<ServiceRow> {
    const row = await repo.lockLive(tx, id);
    if (!editable(row, actor)) throw errors.notFound('service_not_found');
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

  return { owned, lockOwned, minimumFor, present };
}

export type ServiceAccess = ReturnType<typeof createServiceAccess>;
