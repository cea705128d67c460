import { type FocusEvent, type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export type LiveStart = {
  /** The person pressed the stand-in (or an arrow key on it): open at once. */
  openNow: boolean;
  /** The stand-in had keyboard focus: the real trigger takes it over. */
  focusNow: boolean;
};

/**
 * A header menu's React Aria code (menus, popovers, focus management) loads only when someone reaches
 * for it, so that no page pays for it before its first paint. Until then a plain button stands in,
 * with the same look and name. A mouse pointing at it or a keyboard focusing it starts loading;
 * a press, Enter, Space or an arrow key opens the real menu as soon as it has loaded.
 */
export function useDeferredLive<T>(load: () => Promise<T>) {
  const standIn = useRef<HTMLButtonElement>(null);
  const [live, setLive] = useState<{ component: T; start: LiveStart } | null>(null);
  // A swap between pointer down and click would lose the click; the click finishes it instead.
  const pressing = useRef(false);
  const wantsOpen = useRef(false);

  const swap = () => {
    void load().then((component) => {
      if (pressing.current) return;
      const focusNow = document.activeElement === standIn.current;
      // At once, not at React's next render: a press starting in between would end on the new button.
      flushSync(() =>
        setLive((current) => current ?? { component, start: { openNow: wantsOpen.current, focusNow } }),
      );
    });
  };
  const open = () => {
    pressing.current = false;
    wantsOpen.current = true;
    swap();
  };

  const standInProps = {
    ref: standIn,
    type: 'button' as const,
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') swap();
    },
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      if (event.currentTarget.matches(':focus-visible')) swap();
    },
    onPointerDown: () => {
      pressing.current = true;
    },
    onPointerLeave: () => {
      pressing.current = false;
    },
    onClick: open,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      open();
    },
  };
  return { live, standInProps };
}

/**
 * The live menu's side of the swap: a ref for its trigger and its open state, taking over the stand-in's
 * focus and the press that asked for the menu.
 */
export function useTakeOver(start: LiveStart) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what the stand-in handed over, once
  useEffect(() => {
    if (start.focusNow || start.openNow) trigger.current?.focus();
    if (start.openNow) setOpen(true);
  }, []);
  return { trigger, isOpen, setOpen };
}
