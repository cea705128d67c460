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
    let frame = 0;
    const read = () => {
      frame = 0;
      setScrolled(window.scrollY > HOME_SEARCH_SCROLL_PX);
    };
    const onScroll = () => {
      frame ||= window.requestAnimationFrame(read);
    };
    read();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [home]);
  return !home || scrolled;
}
