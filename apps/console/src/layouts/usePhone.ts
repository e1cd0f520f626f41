import { Grid } from 'antd';

/** Below 768 px (antd's `md`): the sider becomes a drawer and the header folds its actions. */
export function usePhone(): boolean {
  const screens = Grid.useBreakpoint();
  // Before the first measurement every breakpoint is undefined: assume a wide window.
  return screens.md === false;
}
