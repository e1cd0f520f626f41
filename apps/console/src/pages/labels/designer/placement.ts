import type { LabelItem, LabelSize } from '@dahua/shared/labels/model';

/**
 * Where a new element goes and what the layout warns about (issue 26 §4): a new element lands in
 * free space, not on what is there; two elements that print over each other, or one the scale's
 * head cannot reach, are named in the warnings panel. Pure, in millimetres.
 */

type Rect = { x: number; y: number; w: number; h: number };

/** What a shopper reads: frames and rules may lie under it on purpose, these may not overlap. */
const CONTENT = new Set<LabelItem['itemName']>(['text', 'field', 'barCode', 'QRCode', 'logo', 'nutrition']);
/** The printer leaves this much of the label's edge blank: a new element starts inside it. */
export const EDGE_MM = 1;
/** Overlaps smaller than this (mm²) are edges that touch, rounding to the printer's dots. */
const TOUCH_MM2 = 0.05;
const STEP_MM = 0.5;

function overlapArea(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The first free place for a box of `w` × `h` mm, reading the label as one reads it (left to
 * right, top to bottom) inside its edge; with no free place, the box centred on the label.
 * `free`: false when it had to be centred over other elements.
 */
export function freeSpot(
  items: readonly LabelItem[],
  size: LabelSize,
  box: { w: number; h: number },
): { x: number; y: number; free: boolean } {
  const taken = items.filter((item) => CONTENT.has(item.itemName)).map((item) => item.style);
  const maxX = size.width - EDGE_MM - box.w;
  const maxY = size.height - EDGE_MM - box.h;
  for (let y = EDGE_MM; y <= maxY + 1e-9; y += STEP_MM) {
    for (let x = EDGE_MM; x <= maxX + 1e-9; x += STEP_MM) {
      const here = { x, y, w: box.w, h: box.h };
      if (taken.every((other) => overlapArea(here, other) < TOUCH_MM2)) return { x, y, free: true };
    }
  }
  return {
    x: Math.max(0, (size.width - box.w) / 2),
    y: Math.max(0, (size.height - box.h) / 2),
    free: false,
  };
}

export type LayoutWarning =
  | { kind: 'overlap'; item: number; other: number }
  | { kind: 'outside'; item: number }
  | { kind: 'unprintable'; item: number; max: number };

/**
 * Elements that print over each other (content only: a box or a line may frame content), and
 * elements beyond what prints: past the label's top or left (the renderer names the right and
 * bottom), or past the print head's width `printWidth` mm on a label wider than the head.
 */
export function layoutWarnings(
  items: readonly LabelItem[],
  size: LabelSize,
  printWidth: number,
): LayoutWarning[] {
  const warnings: LayoutWarning[] = [];
  items.forEach((item, index) => {
    const { x, y, w } = item.style;
    if (x < -1e-6 || y < -1e-6) warnings.push({ kind: 'outside', item: index });
    else if (x + w > printWidth + 1e-6 && x + w <= size.width + 1e-6)
      warnings.push({ kind: 'unprintable', item: index, max: printWidth });
  });
  for (let i = 0; i < items.length; i++) {
    if (!CONTENT.has(items[i]!.itemName)) continue;
    for (let j = i + 1; j < items.length; j++) {
      if (!CONTENT.has(items[j]!.itemName)) continue;
      if (overlapArea(items[i]!.style, items[j]!.style) >= TOUCH_MM2)
        warnings.push({ kind: 'overlap', item: i, other: j });
    }
  }
  return warnings;
}

/**
 * The largest of `zooms` at which a label of `size` fits a pane of `pane` pixels (less `chrome`,
 * the rulers and padding, on each axis), at 8 dots per mm; the smallest when none fits.
 */
export function fitZoom(
  size: LabelSize,
  pane: { width: number; height: number },
  zooms: readonly number[],
  chrome: number,
): number {
  const fits = zooms.filter(
    (z) => size.width * 8 * z <= pane.width - chrome && size.height * 8 * z <= pane.height - chrome,
  );
  return fits.length > 0 ? Math.max(...fits) : Math.min(...zooms);
}
