import { useSyncExternalStore } from 'react';

/** antd's `md` breakpoint (min-width 768 px), asked of the window once it is first needed. */
let wide: MediaQueryList | null | undefined;
function wideQuery(): MediaQueryList | null {
  if (wide === undefined)
    wide = typeof window.matchMedia === 'function' ? window.matchMedia('(min-width: 768px)') : null;
  return wide;
}
const subscribe = (onChange: () => void) => {
  const query = wideQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
/** No `matchMedia` (the build's render, some tests): a wide window. */
const phoneNow = () => wideQuery()?.matches === false;

/**
 * Below 768 px (antd's `md`, as `Grid.useBreakpoint` tells it): the sider becomes a drawer and the
 * header folds its actions. Read from the window itself, not through `Grid.useBreakpoint`: that one
 * knows no breakpoint before its observer subscribes (a layout effect), so on a phone the frame's
 * first render drew the wide window's sider and whole menu, and every user re-rendered at once in
 * the first commit's task, changed or not. This re-renders only when the answer changes.
 */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, phoneNow, () => false);
}
