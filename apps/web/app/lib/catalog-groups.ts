import type { i18n } from 'i18next';

/**
 * Sections of the `common` catalog that only the signed-in work screens read (the service wizard,
 * my services, the dashboard and account settings). They are almost half the catalog, so they travel
 * with those pages' data rather than with every page: a visitor's first page is that much lighter.
 */
export const ACCOUNT_SECTIONS = [
  'wizard',
  'my_services',
  'account',
  'dashboard',
  'two_factor',
  'avatar',
  'account_changes',
  'qr',
  'wallet',
  'deals',
  'notifications_page',
  'chat',
  'invoices',
  'dataExport',
] as const;

/** What a route's loader returns under `catalog` to add a group of sections to the page. */
export type CatalogGroup = { group: 'account'; common: Record<string, unknown> };

const added = new WeakMap<i18n, Set<string>>();

/**
 * Adds the catalog groups that the matched routes brought, once per instance. It runs while the
 * language shell renders, so every screen below it and every `meta` finds its words.
 */
export function addCatalogGroups(instance: i18n, matches: readonly ({ data?: unknown } | undefined)[]) {
  for (const match of matches) {
    const group = (match?.data as { catalog?: CatalogGroup } | null | undefined)?.catalog;
    if (!group) continue;
    const groups = added.get(instance) ?? new Set<string>();
    added.set(instance, groups);
    if (groups.has(group.group)) continue;
    groups.add(group.group);
    instance.addResourceBundle(instance.language, 'common', group.common, true, false);
  }
}
