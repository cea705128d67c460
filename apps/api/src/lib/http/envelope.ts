/** Builders of the reply envelope of the API contract. Routes return these, never raw rows. */
export function ok<T>(data: T, messages?: string[]) {
  return messages?.length
    ? { error: false as const, data, message: { txt: messages } }
    : { error: false as const, data };
}

export type PageMeta = {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  total_is_lower_bound?: true;
};

/** `atLeast`: the matches were counted only up to `total` (see LISTING_COUNT_CAP). */
export function paged<T>(items: T[], page: number, perPage: number, total: number, atLeast = false) {
  const meta: PageMeta = {
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    ...(atLeast ? { total_is_lower_bound: true as const } : {}),
  };
  return ok({ data: items, meta });
}
