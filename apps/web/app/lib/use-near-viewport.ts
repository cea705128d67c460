import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come near the viewport (within `margin`), once: for heavy parts of a page
 * (a chart) that a phone should load only when the reader scrolls to them, not while the page starts.
 * Without IntersectionObserver, at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
