import { type DrawWarning, drawPrimitives } from '@dahua/shared/labels/draw';
import type { LabelStyle } from '@dahua/shared/labels/model';
import { type LabelData, type RenderedLabel, renderLabel } from '@dahua/shared/labels/render';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { browserDrawKit } from './drawKit';

/** What the dialogs' previews print when no goods item is chosen: one sale of a weighed apple. */
export const SAMPLE_DATA: LabelData = {
  goods: {
    id: 1,
    name: '红富士苹果\n山东烟台',
    plu_number: 1,
    item_code: '00001',
    unit_price: 1280,
    weighing_mode: 0,
    measure_unit: 'kg',
    shelf_life: 7,
    origin: '山东烟台',
    trace_code: '3701020001',
    department: 1,
    // A sample declaration, so the designer draws the food elements before a goods item is picked.
    ingredients: [
      { zh: '苹果', en: 'apple', allergen: null },
      { zh: '花生碎', en: 'crushed peanuts', allergen: 'peanuts' },
    ],
    allergens: ['peanuts'],
    may_contain: [],
    nutrition: {
      energy_kj: 220,
      protein_g: 0.3,
      fat_g: 0.2,
      saturated_fat_g: 0,
      carbohydrate_g: 12.3,
      sugars_g: 10,
      sodium_mg: 1,
    },
    storage: '0–4 °C 冷藏',
    storage_en: 'Keep at 0–4 °C',
    date_type: 'best_before',
    producer: '示例果业',
  },
  lot: { lot: 'L260115', trace_code: '2000000000017', production_date: '2026-01-14', expiry_date: null },
  quantity: 500,
  time: new Date('2026-01-15T01:30:00Z'),
  timeZone: 'Asia/Shanghai',
  barcode: { format: 'FFWWWWWEEEEEC', flag: '20' },
  shopName: '示例店',
};

/** The preview's margin inside its box (SPEC §3: the preview fits the size minus an 8 px margin). */
export const PREVIEW_MARGIN = 8;

/** Screen pixels per printer dot that fit a label in a box of `width` × `height` px less the margin. */
export function fitScale(label: { width: number; height: number }, width: number, height = Infinity): number {
  const dots = { width: label.width * 8, height: label.height * 8 };
  return Math.max(
    0.05,
    Math.min((width - 2 * PREVIEW_MARGIN) / dots.width, (height - 2 * PREVIEW_MARGIN) / dots.height),
  );
}

/**
 * Draws a rendered label on a canvas: `scale` screen pixels per dot, sharp on high-density screens.
 * Answers what only drawing finds out (a code the encoder refuses, a QR code too small).
 */
export function paintLabel(
  canvas: HTMLCanvasElement,
  label: RenderedLabel,
  scale: number,
  redraw: () => void,
): DrawWarning[] {
  const ratio = window.devicePixelRatio || 1;
  const width = Math.max(1, Math.round(label.width * scale));
  const height = Math.max(1, Math.round(label.height * scale));
  if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
  if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const ctx = canvas.getContext('2d');
  if (!ctx) return [];
  ctx.setTransform(ratio * scale, 0, 0, ratio * scale, 0, 0);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, label.width, label.height);
  ctx.fillStyle = '#000';
  return drawPrimitives(ctx, browserDrawKit(ctx, redraw), label.primitives);
}

type Props = {
  style: LabelStyle;
  data?: LabelData;
  /** Screen pixels per printer dot. */
  scale: number;
  testId?: string;
};

/** A label drawn by the shared renderer as the scale would print it (same cells, bars and modules). */
export default function LabelCanvas({ style, data = SAMPLE_DATA, scale, testId }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, redraw] = useReducer((n: number) => n + 1, 0);
  const rendered = useMemo(() => renderLabel(style, data), [style, data]);
  useEffect(() => {
    if (canvas.current && drawn >= 0) paintLabel(canvas.current, rendered, scale, redraw);
  }, [rendered, scale, drawn]);
  return (
    <canvas
      ref={canvas}
      data-testid={testId}
      data-items={style.itemList.length}
      style={{ display: 'block', boxShadow: '0 0 0 1px #d9d9d9', background: '#fff' }}
    />
  );
}
