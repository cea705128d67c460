import { SERVICE_STATUSES, type ServiceStatus } from '@wasla/shared/service-rules/service-states';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Who sees a service, defined once. Each audience is a set of statuses; a deleted service is in none.
 * Repositories filter with `serviceShownSql`, services decide on one row with `isServiceShown`, and the
 * two are built from the same table so they cannot disagree.
 *
 * - `listed`: found by search, shown in listings, similar services, provider pages and the sitemap,
 *   and counted in categories and accounts: open, or on holiday (it says so and cannot be contacted).
 * - `public`: its page can be read, it can be reported, and a favourite of it stays on show: every
 *   status but draft. Closed and expired pages say so.
 * - `keepable`: it can be added to favourites: listed or closed; an expired service is not on offer.
 *
 * The owner reaches every status of their own services through the service policy (`edit`), never
 * through these audiences. A blocked owner's services keep their audience: the one-month ban stops
 * the account from acting, not its existing listings from being seen.
 */
export const SERVICE_AUDIENCES = {
  listed: ['open', 'holiday'],
  public: ['open', 'holiday', 'closed', 'expired'],
  keepable: ['open', 'holiday', 'closed'],
} as const satisfies Record<string, readonly ServiceStatus[]>;

export type ServiceAudience = keyof typeof SERVICE_AUDIENCES;

export type VisibleService = { status: ServiceStatus | string; deletedAt: Date | string | null };

export function isServiceShown(service: VisibleService, audience: ServiceAudience): boolean {
  return (
    service.deletedAt === null && (SERVICE_AUDIENCES[audience] as readonly string[]).includes(service.status)
  );
}

const statusList = (audience: ServiceAudience) =>
  SERVICE_AUDIENCES[audience]
    .map((status) => {
      // The statuses are constants of this file, never input; checked so a typo cannot reach SQL.
      if (!SERVICE_STATUSES.includes(status)) throw new Error(`unknown service status ${status}`);
      return `'${status}'`;
    })
    .join(', ');

const ALIAS = /^[a-z_][a-z0-9_]*$/;

/**
 * The same rule as SQL for a services row under `alias`. The text of `listed` is exactly the predicate
 * of the partial indexes on services, so the planner keeps using them.
 */
export function serviceShownSql(audience: ServiceAudience, alias = 's'): SQL {
  if (!ALIAS.test(alias)) throw new Error(`bad table alias ${alias}`);
  return sql.raw(`${alias}.status in (${statusList(audience)}) and ${alias}.deleted_at is null`);
}

/**
 * Accounts. `alive`: not deleted, so it has a page, can be followed, favoured and reported. `listed`:
 * alive with at least one listed service, so it appears in provider listings, search and the sitemap
 * (`open_services_count` is kept by listing-counts.repository.ts from the `listed` audience above).
 */
export const ACCOUNT_AUDIENCES = ['alive', 'listed'] as const;
export type AccountAudience = (typeof ACCOUNT_AUDIENCES)[number];

export type VisibleAccount = { deletedAt: Date | string | null; openServicesCount?: number };

export function isAccountShown(account: VisibleAccount, audience: AccountAudience): boolean {
  if (account.deletedAt !== null) return false;
  return audience === 'alive' || (account.openServicesCount ?? 0) > 0;
}

export function accountShownSql(audience: AccountAudience, alias = 'u'): SQL {
  if (!ALIAS.test(alias)) throw new Error(`bad table alias ${alias}`);
  return sql.raw(
    audience === 'alive'
      ? `${alias}.deleted_at is null`
      : `${alias}.deleted_at is null and ${alias}.open_services_count > 0`,
  );
}
