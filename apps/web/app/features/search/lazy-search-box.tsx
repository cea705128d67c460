import { type ComponentProps, lazy, Suspense } from 'react';
import type { SearchBox } from './search-box';

/** The box's code loads when someone first points at, focuses or opens a search trigger. */
export const loadSearchBox = () => import('./search-box');
const SearchBoxModule = lazy(() => loadSearchBox().then((m) => ({ default: m.SearchBox })));

export function LazySearchBox(props: ComponentProps<typeof SearchBox>) {
  return (
    <Suspense fallback={<div className={props.variant === 'panel' ? 'h-full' : 'h-44'} />}>
      <SearchBoxModule {...props} />
    </Suspense>
  );
}
