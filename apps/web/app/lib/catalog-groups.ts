import type { i18n } from 'i18next';

/**
 * Sections of the `common` catalog that only the signed-in work screens read (the service wizard,
 * my services, the dashboard and account settings). They are almost half the catalog, so they travel
 * with those pages' data rather than with every page: a visitor's first page is that much lighter.
 */
const ACCOUNT_SECTIONS = [
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

/** The back office's words (`/{lang}/admin`), which no one outside the team ever downloads. */
const TEAM_SECTIONS = ['admin'] as const;

/** Each group and the `common` sections it carries. A section belongs to one group at most. */
const GROUP_SECTIONS = { account: ACCOUNT_SECTIONS, team: TEAM_SECTIONS } as const;

type Catalog = Record<string, unknown>;

export type CatalogGroupName = keyof typeof GROUP_SECTIONS;
export const CATALOG_GROUP_NAMES = Object.keys(GROUP_SECTIONS) as CatalogGroupName[];
export const isCatalogGroupName = (name: string): name is CatalogGroupName =>
  Object.hasOwn(GROUP_SECTIONS, name);

/** The catalogs every page needs in the browser: one language's short namespaces, no grouped sections. */
export function shellCatalogsOf(common: Catalog, validation: Catalog) {
  const grouped = new Set<string>(Object.values(GROUP_SECTIONS).flat());
  return {
    common: Object.fromEntries(Object.entries(common).filter(([section]) => !grouped.has(section))),
    validation,
  };
}

/** One group's sections of one language's `common` catalog. */
export function groupCatalogOf(group: CatalogGroupName, common: Catalog): Catalog {
  return Object.fromEntries(GROUP_SECTIONS[group].map((section) => [section, common[section]]));
}

/** What a route's loader returns under `catalog` to have a group of sections added to the page. */
export type CatalogGroup = { group: CatalogGroupName };
export const ACCOUNT_CATALOG: CatalogGroup = { group: 'account' };
export const TEAM_CATALOG: CatalogGroup = { group: 'team' };

const groupCatalogs = new Map<string, Catalog>();

/**
 * Makes a group's sections in one language available: on the server from its own copy of every
 * catalog (catalogs.server), in the browser once the group's file has loaded (catalog-files).
 */
export function provideCatalogGroup(lang: string, group: CatalogGroupName, common: Catalog) {
  groupCatalogs.set(`${lang}/${group}`, common);
}

export const hasCatalogGroup = (lang: string, group: CatalogGroupName) =>
  groupCatalogs.has(`${lang}/${group}`);

type Matches = readonly ({ data?: unknown } | undefined)[];

/** The groups the matched routes asked for. */
export function catalogGroupsOf(matches: Matches): CatalogGroupName[] {
  const groups = matches
    .map((match) => (match?.data as { catalog?: CatalogGroup } | null | undefined)?.catalog?.group)
    .filter((group): group is CatalogGroupName => Boolean(group));
  return [...new Set(groups)];
}

const added = new WeakMap<i18n, Set<string>>();

/**
 * Adds the catalog groups that the matched routes asked for and that are here, once per instance. It
 * runs while the language shell renders (which first waits for a group still on its way), so every
 * screen below it and every `meta` finds its words.
 */
export function addCatalogGroups(instance: i18n, matches: Matches) {
  const groups = added.get(instance) ?? new Set<string>();
  added.set(instance, groups);
  for (const group of catalogGroupsOf(matches)) {
    const common = groupCatalogs.get(`${instance.language}/${group}`);
    if (!common || groups.has(group)) continue;
    groups.add(group);
    instance.addResourceBundle(instance.language, 'common', common, true, false);
  }
}
