import { HOME_SEARCH_SCROLL_PX } from '@wasla/shared/business-constants';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isHomePath, isSearchShortcut } from './search-logic';

/**
 * Whether a search box is open: Ctrl/Cmd+K toggles it while `media` matches (the desktop box on wide
 * screens, the mobile panel on narrow ones), and every route change closes it.
 */
export function useSearchOpener(media: string) {
  const [isOpen, setOpen] = useState(false);
  const { key } = useLocation();
  const shownAt = useRef(key);
  useEffect(() => {
    if (shownAt.current === key) return;
    shownAt.current = key;
    setOpen(false);
  }, [key]);

  useEffect(() => {
    const query = window.matchMedia(media);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || !query.matches || event.defaultPrevented) return;
      event.preventDefault();
      setOpen((open) => !open);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [media]);

  return [isOpen, setOpen] as const;
}

/**
 * On home the search shows only once the page has scrolled past HOME_SEARCH_SCROLL_PX (SPEC.md
 * section 2); on every other page it always shows.
 */
export function useSearchShown() {
  const { pathname } = useLocation();
  const home = isHomePath(pathname);
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!home) return;
    // A 1 px marker that far down the page: once it has left through the top of the viewport, the page
    // has scrolled past it. The browser reports that itself, so nothing reads the layout while the page
    // hydrates or on every scroll.
    const marker = document.createElement('div');
    marker.setAttribute('aria-hidden', 'true');
    marker.style.cssText = `position:absolute;inset-inline-start:0;top:${HOME_SEARCH_SCROLL_PX}px;width:1px;height:1px;pointer-events:none`;
    document.body.append(marker);
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setScrolled(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(marker);
    return () => {
      observer.disconnect();
      marker.remove();
    };
  }, [home]);
  return !home || scrolled;
}
