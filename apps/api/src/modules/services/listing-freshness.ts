import type { ServiceStatus } from '@wasla/shared/service-rules/service-states';
import type { Database } from '../../db/client';
import { isServiceShown } from '../../lib/policy/visibility';
import { refreshListingFacts } from '../search/search-document.repository';
import { type ListingRefs, recountListings } from './listing-counts.repository';

type Executor = Parameters<typeof recountListings>[0] & Parameters<typeof refreshListingFacts>[0];

export const isListed = (status: ServiceStatus) => isServiceShown({ status, deletedAt: null }, 'listed');

/**
 * What must follow a change to a service for discovery to stay true: its search document and
 * listing facts, the stored counts of its categories and account, and the cached replies that show
 * them (`changed`, called once the change is committed, with the services' categories before and
 * after it: see listing-scopes.ts).
 */
export function createListingFreshness(db: Database, changed: (refs: ListingRefs[]) => void) {
  return {
    refreshFacts: (serviceId: number, executor: Executor = db) => refreshListingFacts(executor, serviceId),
    recount: (refs: ListingRefs[], executor: Executor = db) => recountListings(executor, refs),
    changed,
  };
}

export type ListingFreshness = ReturnType<typeof createListingFreshness>;
