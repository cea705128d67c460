/**
 * A React Aria button that turns pending (or stops) while focused announces it by putting a hidden
 * `role="img"` element, named by the button's id, in the live announcer for seven seconds. A button
 * that goes away meanwhile (a form replaced by its result) leaves that element naming nothing: an
 * unlabelled image to assistive technology and a `role-img-alt` failure. Removing it then loses
 * nothing, as its name could no longer be read.
 */
export function forgetPendingAnnouncements(buttonId: string) {
  if (typeof document === 'undefined') return;
  const named = `[data-live-announcer] [aria-labelledby~="${CSS.escape(buttonId)}"]`;
  for (const node of document.querySelectorAll(named)) node.remove();
}

/** The first announcement of a page is put in 100 ms late: looked for again after it. */
export const LATE_ANNOUNCEMENT_MS = 150;
