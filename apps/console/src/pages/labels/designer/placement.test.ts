import type { LabelItem } from '@dahua/shared/labels/model';
import { describe, expect, it } from 'vitest';
import { fitZoom, freeSpot, layoutWarnings } from './placement';

const item = (itemName: LabelItem['itemName'], x: number, y: number, w: number, h: number): LabelItem => ({
  itemName,
  value: '',
  style: { font: 0, x, y, w, h },
});
const SIZE = { width: 40, height: 30 };

describe('a new element’s place', () => {
  it('is the first free place inside the edge, reading left to right, top to bottom', () => {
    expect(freeSpot([], SIZE, { w: 12, h: 4 })).toEqual({ x: 1, y: 1, free: true });
    const name = item('field', 1, 1, 38, 4);
    expect(freeSpot([name], SIZE, { w: 30, h: 12 })).toEqual({ x: 1, y: 5, free: true });
    // Beside what is there when it fits.
    expect(freeSpot([item('text', 1, 1, 12, 4)], SIZE, { w: 12, h: 4 })).toEqual({ x: 13, y: 1, free: true });
    // A frame does not take the space it surrounds.
    expect(freeSpot([item('box', 0, 0, 40, 30)], SIZE, { w: 12, h: 4 })).toEqual({ x: 1, y: 1, free: true });
  });

  it('is the label’s centre when no free place is left', () => {
    const full = [item('barCode', 0, 0, 40, 30)];
    expect(freeSpot(full, SIZE, { w: 30, h: 12 })).toEqual({ x: 5, y: 9, free: false });
  });
});

describe('layout warnings', () => {
  it('name elements that print over each other, not ones that touch or a frame around them', () => {
    const items = [
      item('field', 1, 1, 38, 4),
      item('field', 9, 6, 12, 3),
      item('text', 1, 6, 8, 3),
      item('barCode', 3, 2, 30, 12),
      item('box', 0, 0, 40, 30),
    ];
    expect(layoutWarnings(items, SIZE, 56)).toEqual([
      { kind: 'overlap', item: 0, other: 3 },
      { kind: 'overlap', item: 1, other: 3 },
      { kind: 'overlap', item: 2, other: 3 },
    ]);
  });

  it('name elements past the top or left, and past the print head on a wider label', () => {
    const wide = { width: 60, height: 40 };
    expect(
      layoutWarnings(
        [item('text', -2, 1, 10, 3), item('text', 50, 1, 8, 3), item('text', 1, 5, 10, 3)],
        wide,
        56,
      ),
    ).toEqual([
      { kind: 'outside', item: 0 },
      { kind: 'unprintable', item: 1, max: 56 },
    ]);
  });
});

describe('the canvas fitted to its pane', () => {
  const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3, 4];
  it('takes the largest zoom at which the label fits, the smallest when none does', () => {
    expect(fitZoom(SIZE, { width: 760, height: 630 }, ZOOMS, 36)).toBe(2);
    expect(fitZoom(SIZE, { width: 327, height: 560 }, ZOOMS, 36)).toBe(0.75);
    expect(fitZoom({ width: 100, height: 100 }, { width: 200, height: 200 }, ZOOMS, 36)).toBe(0.5);
  });
});
