import { Grid } from 'antd';

/** Default modal width (SPEC §2.5, §9); on a phone a dialog takes the screen's width (global.css). */
export const MODAL_WIDTH = 600;

/** A dialog's width: MODAL_WIDTH, or the whole screen below 768 px (antd's `md`). */
export function useModalWidth(): number | string {
  const screens = Grid.useBreakpoint();
  return screens.md === false ? '100%' : MODAL_WIDTH;
}
