import { SHOW_STYLE_STORAGE_KEY, SHOW_STYLES } from '@wasla/shared/business-constants';
import { useEffect, useState } from 'react';

export type ShowStyle = (typeof SHOW_STYLES)[number];

/**
 * Grid or list, remembered in the browser (`show_style`, SPEC.md section 9). The server renders the
 * grid, the default; a remembered list takes over once the page runs.
 */
export function useShowStyle(): [ShowStyle, (style: ShowStyle) => void] {
  const [style, setStyle] = useState<ShowStyle>('grid');
  useEffect(() => {
    const saved = window.localStorage.getItem(SHOW_STYLE_STORAGE_KEY);
    if ((SHOW_STYLES as readonly string[]).includes(saved ?? '')) setStyle(saved as ShowStyle);
  }, []);
  return [
    style,
    (next) => {
      setStyle(next);
      window.localStorage.setItem(SHOW_STYLE_STORAGE_KEY, next);
    },
  ];
}
