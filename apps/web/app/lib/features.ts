/**
 * Parts of the product whose screens are not built yet. Until a part is built, every link to it
 * (header, drawer, footer, site map, dashboard menu, buttons) is left out rather than leading to
 * "page not found"; the work that builds a part turns its switch on here, and its links appear.
 */
export const FEATURES = {
  blogs: true,
  chat: true,
  deals: true,
  network: true,
  notifications: true,
  plans: true,
  wallet: true,
} as const satisfies Record<string, boolean>;

export type Feature = keyof typeof FEATURES;
export type FeatureSwitches = Readonly<Record<Feature, boolean>>;

/** Whether a link that needs `feature` (none: always there) may be shown. */
export function isAvailable(feature: Feature | undefined, switches: FeatureSwitches = FEATURES): boolean {
  return feature === undefined || switches[feature];
}

/** The entries whose feature is built, in their order. */
export function availableOnly<T extends { feature?: Feature }>(
  entries: readonly T[],
  switches: FeatureSwitches = FEATURES,
): T[] {
  return entries.filter((entry) => isAvailable(entry.feature, switches));
}
