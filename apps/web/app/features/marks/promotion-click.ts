/** What a promoted card adds to its link, so the service page knows it was opened from a promotion. */
export const PROMOTION_CLICK_QUERY = '?from=promotion';

/** Whether the page's address is a promoted card's link. */
export const openedFromPromotion = (url: URL) => url.searchParams.get('from') === 'promotion';
