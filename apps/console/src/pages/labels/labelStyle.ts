import type { LabelAnswer } from '@dahua/shared/contracts/labels';
import type { LabelItem, LabelStyle } from '@dahua/shared/labels/model';
import { qrCodesOf } from '@dahua/shared/labels/model';

/** A loaded style as the renderer takes it, or null when its item list is not an array ('label data error'). */
export function styleOf(style: LabelAnswer['style'] | null | undefined): LabelStyle | null {
  if (!style || !Array.isArray(style.itemList)) return null;
  const itemList = style.itemList as LabelItem[];
  return { size: style.size, itemList, qr_code_list: qrCodesOf(itemList) };
}

/** What create and edit send as `style` (SPEC §7: a JSON string); the server derives the QR list again. */
export const styleText = (style: LabelStyle) =>
  JSON.stringify({ size: style.size, itemList: style.itemList, qr_code_list: qrCodesOf(style.itemList) });

/** "40 × 60 mm". */
export const sizeText = (size: { width: number; height: number }) => `${size.width} × ${size.height} mm`;
