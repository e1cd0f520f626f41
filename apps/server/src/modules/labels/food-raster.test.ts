import { fontOf } from '@dahua/shared/labels/fonts';
import type { Primitive, RenderedLabel } from '@dahua/shared/labels/render';
import { describe, expect, it } from 'vitest';
import { rasterLabel } from './raster.js';

/* Allergen emphasis as the server's raster prints it (draw.ts): bold strikes twice, underline rules the cell. */

const font = fontOf(9); // 24-dot cells
const line = (extra: Partial<Extract<Primitive, { kind: 'text' }>> = {}): RenderedLabel => ({
  width: 200,
  height: 40,
  warnings: [],
  primitives: [{ kind: 'text', item: 0, x: 0, y: 0, w: 200, h: 24, text: '小麦粉、糖', font, ...extra }],
});

/** Printed dots in columns [from, to) and rows [top, bottom). */
async function darkIn(label: RenderedLabel, from: number, to: number, top = 0, bottom = 24) {
  const { bitmap } = await rasterLabel(label);
  const stride = (bitmap.width + 7) >> 3;
  let dark = 0;
  for (let y = top; y < bottom; y++)
    for (let x = from; x < to; x++) if (!(bitmap.rows[y * stride + (x >> 3)]! & (0x80 >> (x & 7)))) dark++;
  return dark;
}

describe('allergen emphasis in the raster', () => {
  const marks = [true, true, true, false, false];

  it('bold darkens only the marked characters', async () => {
    const plain = line();
    const bold = line({ marks, emphasis: 'bold' });
    // The three marked cells (72 dots) print more; the unmarked ones exactly as before.
    expect(await darkIn(bold, 0, 72)).toBeGreaterThan((await darkIn(plain, 0, 72)) * 1.15);
    expect(await darkIn(bold, 72, 120)).toBe(await darkIn(plain, 72, 120));
  });

  it('underline rules the bottom of the marked cells only', async () => {
    const under = line({ marks, emphasis: 'underline' });
    // Rule of 24 / 16 → 2 dots on rows 22–23: full under the marked cells, nothing under the others.
    expect(await darkIn(under, 0, 72, 22, 24)).toBe(72 * 2);
    expect(await darkIn(under, 72, 120, 22, 24)).toBeLessThan(10);
  });
});
