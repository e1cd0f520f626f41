import type { LabelItem } from '@dahua/shared/labels/model';
import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  canRedo,
  canUndo,
  type DesignerAction,
  type DesignerState,
  designerReducer,
  HISTORY,
  hitTest,
  initialState,
  roundToDot,
  toDots,
} from './state';

const box = (x: number, y: number, w: number, h: number, value = ''): LabelItem => ({
  itemName: 'text',
  value,
  style: { font: 1, x, y, w, h },
});
const run = (state: DesignerState, ...actions: DesignerAction[]) => actions.reduce(designerReducer, state);
const at = (state: DesignerState, i: number) => {
  const { x, y, w, h } = state.items[i]!.style;
  return { x, y, w, h };
};
const xs = (state: DesignerState) => state.items.map((i) => i.style.x);
const values = (state: DesignerState) => state.items.map((i) => i.value);
/** A 40 × 60 mm label: its centre lines are x = 20 and y = 30. */
const label = (...items: LabelItem[]) => initialState({ width: 40, height: 60 }, items);
const times = (n: number, action: DesignerAction): DesignerAction[] =>
  Array.from({ length: n }, () => action);

describe('the designer’s helpers', () => {
  it('rounds mm to whole dots of 0.125 mm', () => {
    expect(roundToDot(0.3)).toBe(0.25);
    expect(roundToDot(1.19)).toBe(1.25);
    expect(roundToDot(0.0625)).toBe(0.125);
    expect(toDots(1)).toBe(8);
    expect(toDots(0.3)).toBe(2);
    expect(toDots(56)).toBe(448);
  });

  it('bounds items, and nothing as an empty box', () => {
    expect(boundsOf([box(2, 3, 4, 5), box(10, 1, 2, 2)])).toEqual({ x: 2, y: 1, w: 10, h: 7 });
    expect(boundsOf([])).toEqual({ x: 0, y: 0, w: 0, h: 0 });
  });

  it('hits the topmost item under a point', () => {
    const items = [box(0, 0, 10, 10), box(5, 5, 10, 10)];
    expect(hitTest(items, 6, 6)).toBe(1);
    expect(hitTest(items, 2, 2)).toBe(0);
    expect(hitTest(items, 15, 15)).toBe(1);
    expect(hitTest(items, 20, 20)).toBe(-1);
  });

  it('tells whether there is something to undo or redo', () => {
    const s = label();
    expect([canUndo(s), canRedo(s)]).toEqual([false, false]);
    const added = run(s, { type: 'add', item: box(1, 1, 1, 1) });
    expect([canUndo(added), canRedo(added)]).toEqual([true, false]);
    const undone = run(added, { type: 'undo' });
    expect([canUndo(undone), canRedo(undone)]).toEqual([false, true]);
  });
});

describe('adding and selecting', () => {
  it('adds an item on whole dots, selects only it, and undoes', () => {
    const s = run(label(box(0, 0, 5, 5)), { type: 'select', index: 0 });
    const added = run(s, { type: 'add', item: box(1.3, 2, 3, 4.06, 'new') });
    expect(values(added)).toEqual(['', 'new']);
    expect(at(added, 1)).toEqual({ x: 1.25, y: 2, w: 3, h: 4 });
    expect(added.selected).toEqual([1]);
    const undone = run(added, { type: 'undo' });
    expect(undone.items).toHaveLength(1);
    expect(undone.selected).toEqual([0]);
  });

  it('selects one, toggles with additive, ignores indices out of range', () => {
    const s = label(box(0, 0, 5, 5), box(10, 10, 5, 5), box(30, 30, 5, 5));
    expect(run(s, { type: 'select', index: 1 }).selected).toEqual([1]);
    const toggled = run(
      s,
      { type: 'select', index: 2 },
      { type: 'select', index: 0, additive: true },
      { type: 'select', index: 1, additive: true },
      { type: 'select', index: 2, additive: true },
    );
    expect(toggled.selected).toEqual([0, 1]);
    expect(run(toggled, { type: 'select', index: 2 }).selected).toEqual([2]);
    expect(run(toggled, { type: 'select', index: 3 })).toBe(toggled);
    expect(run(toggled, { type: 'select', index: -1 })).toBe(toggled);
    expect(run(toggled, { type: 'selectNone' }).selected).toEqual([]);
    expect(run(s, { type: 'selectAll' }).selected).toEqual([0, 1, 2]);
    expect(canUndo(run(toggled, { type: 'selectAll' }))).toBe(false);
  });

  it('selects what a marquee touches, dragged either way', () => {
    const s = label(box(0, 0, 5, 5), box(10, 10, 5, 5), box(30, 30, 5, 5));
    expect(run(s, { type: 'selectBox', x: 4, y: 4, w: 8, h: 8 }).selected).toEqual([0, 1]);
    expect(run(s, { type: 'selectBox', x: 12, y: 12, w: -8, h: -8 }).selected).toEqual([0, 1]);
    expect(run(s, { type: 'selectBox', x: 16, y: 16, w: 10, h: 10 }).selected).toEqual([]);
    expect(run(s, { type: 'selectBox', x: 20, y: 20, w: 20, h: 20 }).selected).toEqual([2]);
  });
});

describe('dragging', () => {
  it('moves the selection by the total from where the gesture began, as one undo step', () => {
    const start = run(label(box(2, 2, 10, 4), box(20, 20, 10, 4)), { type: 'select', index: 0 });
    const dragged = run(
      start,
      { type: 'beginGesture' },
      { type: 'move', dx: 1, dy: 1 },
      { type: 'move', dx: 3, dy: 5 },
      { type: 'endGesture' },
    );
    expect(at(dragged, 0)).toEqual({ x: 5, y: 7, w: 10, h: 4 });
    expect(at(dragged, 1)).toEqual({ x: 20, y: 20, w: 10, h: 4 });
    expect(dragged.past).toHaveLength(1);
    expect(dragged.gesture).toBeNull();
    const undone = run(dragged, { type: 'undo' });
    expect(at(undone, 0)).toEqual({ x: 2, y: 2, w: 10, h: 4 });
    expect(canUndo(undone)).toBe(false);
    expect(at(run(undone, { type: 'redo' }), 0)).toEqual({ x: 5, y: 7, w: 10, h: 4 });
  });

  it('adds no undo step for a click, nor for a drag that comes back to where it began', () => {
    const s = run(label(box(2, 2, 10, 4)), { type: 'select', index: 0 });
    expect(canUndo(run(s, { type: 'beginGesture' }, { type: 'endGesture' }))).toBe(false);
    const back = run(
      s,
      { type: 'beginGesture' },
      { type: 'move', dx: 4, dy: 4 },
      { type: 'move', dx: 0.05, dy: 0 },
      { type: 'endGesture' },
    );
    expect(at(back, 0)).toEqual({ x: 2, y: 2, w: 10, h: 4 });
    expect(canUndo(back)).toBe(false);
  });

  it('ends the gesture with a committing move', () => {
    const s = run(
      label(box(2, 2, 10, 4)),
      { type: 'select', index: 0 },
      { type: 'beginGesture' },
      { type: 'move', dx: 1, dy: 0 },
      { type: 'move', dx: 2, dy: 0, commit: true },
    );
    expect(s.gesture).toBeNull();
    expect(at(s, 0).x).toBe(4);
    expect(s.past).toHaveLength(1);
  });

  it('makes each move outside a gesture an undo step of its own, from the current place', () => {
    const s = run(
      label(box(2, 2, 10, 4)),
      { type: 'select', index: 0 },
      { type: 'move', dx: 1, dy: 0 },
      { type: 'move', dx: 1, dy: 0 },
    );
    expect(at(s, 0).x).toBe(4);
    expect(s.past).toHaveLength(2);
    expect(at(run(s, { type: 'undo' }), 0).x).toBe(3);
  });

  it('moves several together, stopping the group at the label’s left and top edges', () => {
    const s = run(
      label(box(1, 5, 2, 2), box(6, 8, 2, 2), box(20, 20, 2, 2)),
      { type: 'select', index: 0 },
      { type: 'select', index: 1, additive: true },
      { type: 'beginGesture' },
      { type: 'move', dx: -3, dy: -10 },
    );
    expect([at(s, 0), at(s, 1), at(s, 2)]).toEqual([
      { x: 0, y: 0, w: 2, h: 2 },
      { x: 5, y: 3, w: 2, h: 2 },
      { x: 20, y: 20, w: 2, h: 2 },
    ]);
  });

  it('puts an unsnapped drag on the nearest dot', () => {
    const s = run(
      label(box(0, 0, 10, 4)),
      { type: 'select', index: 0 },
      { type: 'beginGesture' },
      { type: 'move', dx: 5.3, dy: 40.2 },
    );
    // 42.4 dots → 42, 321.6 dots → 322.
    expect(at(s, 0)).toMatchObject({ x: 5.25, y: 40.25 });
    expect(s.guides).toEqual({ x: [], y: [] });
  });

  it('copies only the moved items during a drag (the rest are shared)', () => {
    const items = Array.from({ length: 60 }, (_, i) => box(i % 2 ? 20 : 0, i, 19, 1));
    const s = run(
      label(...items),
      { type: 'select', index: 7 },
      { type: 'select', index: 8, additive: true },
      { type: 'beginGesture' },
      { type: 'move', dx: 1, dy: 0, snap: true },
      { type: 'move', dx: 2, dy: 0, snap: true },
    );
    expect(s.items.filter((item, i) => item !== items[i]).length).toBe(2);
    expect(s.gesture!.items[7]).toBe(items[7]);
    expect(items[7]!.style.x).toBe(20);
  });
});

describe('snapping a drag', () => {
  // The dragged item is 10 × 4 at the origin; the other one's edges are x 20 / 23 / 26, y 10 / 12 / 14.
  const dragging = (grid = 1, other = box(20, 10, 6, 4)) =>
    run(
      label(box(0, 0, 10, 4), other),
      { type: 'grid', grid },
      { type: 'select', index: 0 },
      { type: 'beginGesture' },
    );
  const moved = (state: DesignerState, dx: number, dy: number) =>
    run(state, { type: 'move', dx, dy, snap: true });

  it('snaps the left edge to another’s left edge and the top to the label’s centre, with guides', () => {
    // Left at 19.7 → 20 (0.3 away); top at 30.2 → 30, the label's horizontal centre line.
    const s = moved(dragging(), 19.7, 30.2);
    expect(at(s, 0)).toEqual({ x: 20, y: 30, w: 10, h: 4 });
    expect(s.guides).toEqual({ x: [20], y: [30] });
    expect(run(s, { type: 'endGesture' }).guides).toEqual({ x: [], y: [] });
  });

  it('snaps the right edge and the centre too', () => {
    // Right edge at 26.2 → the other's right edge 26, so x = 16.
    const right = moved(dragging(), 16.2, 30);
    expect(at(right, 0).x).toBe(16);
    expect(right.guides.x).toEqual([26]);
    // Centre at 22.9 → the other's centre 23, so x = 18.
    const centre = moved(dragging(), 17.9, 30);
    expect(at(centre, 0).x).toBe(18);
    expect(centre.guides.x).toEqual([23]);
  });

  it('prefers another item’s edge to a nearer grid line', () => {
    // The other's left edge at 25.25; the dragged left edge at 25.1 is 0.1 from the grid line 25.
    const s = moved(dragging(1, box(25.25, 10, 6, 4)), 25.1, 20);
    expect(at(s, 0)).toMatchObject({ x: 25.25, y: 20 });
    expect(s.guides).toEqual({ x: [25.25], y: [] });
  });

  it('snaps to the grid within 0.5 mm when no guide is near, drawing no guide', () => {
    const s = moved(dragging(), 5.3, 40.2);
    expect(at(s, 0)).toMatchObject({ x: 5, y: 40 });
    expect(s.guides).toEqual({ x: [], y: [] });
    // A 5 mm grid: 4.7 is 0.3 from 5 and snaps; 6.3 is 1.3 from 5 and does not (6.25 is its dot).
    expect(at(moved(dragging(5), 4.7, 40.2), 0)).toMatchObject({ x: 5, y: 40 });
    expect(at(moved(dragging(5), 6.3, 40.2), 0)).toMatchObject({ x: 6.25, y: 40 });
    // No grid: only the dot rounding.
    expect(at(moved(dragging(0), 5.3, 40.2), 0)).toMatchObject({ x: 5.25, y: 40.25 });
  });

  it('does not snap without `snap`', () => {
    const s = run(dragging(), { type: 'move', dx: 19.7, dy: 30.2 });
    expect(at(s, 0)).toMatchObject({ x: 19.75, y: 30.25 });
    expect(s.guides).toEqual({ x: [], y: [] });
  });
});

describe('resizing', () => {
  const resizing = (item = box(10, 10, 10, 4), ...others: LabelItem[]) =>
    run(label(item, ...others), { type: 'select', index: 0 }, { type: 'beginGesture' });
  const resized = (
    state: DesignerState,
    handle: 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw',
    dx: number,
    dy: number,
    snap = false,
  ) => at(run(state, { type: 'resize', handle, dx, dy, snap }), 0);

  it('moves only the handle’s edges, from the gesture’s start', () => {
    const s = resizing();
    expect(resized(s, 'se', 5, 2)).toEqual({ x: 10, y: 10, w: 15, h: 6 });
    expect(resized(s, 'nw', -2, -3)).toEqual({ x: 8, y: 7, w: 12, h: 7 });
    expect(resized(s, 'ne', 1, 1)).toEqual({ x: 10, y: 11, w: 11, h: 3 });
    expect(resized(s, 'sw', 1, 1)).toEqual({ x: 11, y: 10, w: 9, h: 5 });
    expect(resized(s, 'n', 7, -1)).toEqual({ x: 10, y: 9, w: 10, h: 5 });
    expect(resized(s, 'w', 3, 7)).toEqual({ x: 13, y: 10, w: 7, h: 4 });
    const twice = run(
      s,
      { type: 'resize', handle: 'e', dx: 3, dy: 0 },
      { type: 'resize', handle: 'e', dx: 1, dy: 0 },
    );
    expect(at(twice, 0).w).toBe(11);
  });

  it('never goes below one dot nor past the label’s left and top', () => {
    const s = resizing();
    expect(resized(s, 'e', -50, 0)).toEqual({ x: 10, y: 10, w: 0.125, h: 4 });
    expect(resized(s, 'n', 0, 10)).toEqual({ x: 10, y: 13.875, w: 10, h: 0.125 });
    // The left edge stops at 0 and the right one stays at 20.
    expect(resized(s, 'w', -15, 0)).toEqual({ x: 0, y: 10, w: 20, h: 4 });
    expect(resized(s, 'nw', -15, -15)).toEqual({ x: 0, y: 0, w: 20, h: 14 });
  });

  it('puts the moved edges on whole dots', () => {
    // Right 21.3 → 21.25, bottom 14.06 → 14.
    expect(resized(resizing(), 'se', 1.3, 0.06)).toEqual({ x: 10, y: 10, w: 11.25, h: 4 });
  });

  it('snaps the dragged edge to other edges and the grid', () => {
    const s = resizing(box(0, 0, 10, 4), box(20, 10, 6, 4));
    // Right edge at 19.8 → 20 (the other's left and the label's centre).
    const near = run(s, { type: 'resize', handle: 'e', dx: 9.8, dy: 0, snap: true });
    expect(at(near, 0)).toEqual({ x: 0, y: 0, w: 20, h: 4 });
    expect(near.guides).toEqual({ x: [20], y: [] });
    // Bottom at 11.9 → the other's centre 12.
    expect(resized(s, 's', 0, 7.9, true)).toEqual({ x: 0, y: 0, w: 10, h: 12 });
    // Right edge at 14.7: no guide near, the grid puts it at 15.
    const grid = run(s, { type: 'resize', handle: 'e', dx: 4.7, dy: 0, snap: true });
    expect(at(grid, 0).w).toBe(15);
    expect(grid.guides).toEqual({ x: [], y: [] });
  });

  it('is one undo step, and ignores a selection of other than one', () => {
    const s = run(resizing(), { type: 'resize', handle: 'se', dx: 5, dy: 2 }, { type: 'endGesture' });
    expect(s.past).toHaveLength(1);
    expect(at(run(s, { type: 'undo' }), 0)).toEqual({ x: 10, y: 10, w: 10, h: 4 });
    const two = run(
      label(box(1, 1, 5, 5), box(10, 10, 5, 5)),
      { type: 'selectAll' },
      { type: 'beginGesture' },
    );
    expect(run(two, { type: 'resize', handle: 'se', dx: 5, dy: 5 })).toBe(two);
    const none = run(label(box(1, 1, 5, 5)), { type: 'beginGesture' });
    expect(run(none, { type: 'resize', handle: 'se', dx: 5, dy: 5 })).toBe(none);
  });
});

describe('nudging', () => {
  it('moves the selection by the keys’ steps, one undo step each, without snapping', () => {
    const s = run(
      label(box(19.75, 2, 4, 4), box(20, 20, 4, 4)),
      { type: 'select', index: 0 },
      { type: 'nudge', dx: 0.125, dy: 0 },
      { type: 'nudge', dx: 0, dy: 1 },
    );
    expect(at(s, 0)).toEqual({ x: 19.875, y: 3, w: 4, h: 4 });
    expect(at(s, 1)).toEqual({ x: 20, y: 20, w: 4, h: 4 });
    expect(s.past).toHaveLength(2);
    expect(at(run(s, { type: 'undo' }), 0)).toEqual({ x: 19.875, y: 2, w: 4, h: 4 });
  });

  it('rounds to dots and stops at the label’s left and top edges', () => {
    const s = run(label(box(2, 2, 10, 4)), { type: 'select', index: 0 }, { type: 'nudge', dx: 0.3, dy: -5 });
    expect(at(s, 0)).toEqual({ x: 2.25, y: 0, w: 10, h: 4 });
    const atEdge = run(s, { type: 'nudge', dx: 0, dy: -1 });
    expect(atEdge).toBe(s);
  });

  it('does nothing with nothing selected', () => {
    const s = label(box(2, 2, 10, 4));
    expect(run(s, { type: 'nudge', dx: 1, dy: 1 })).toBe(s);
  });
});

describe('aligning and distributing', () => {
  // Bounds x 2–16, y 1–11.
  const three = () => run(label(box(2, 1, 4, 2), box(10, 5, 6, 2), box(5, 9, 2, 2)), { type: 'selectAll' });

  it('aligns several to their bounds', () => {
    const s = three();
    expect(xs(run(s, { type: 'align', edge: 'left' }))).toEqual([2, 2, 2]);
    const right = run(s, { type: 'align', edge: 'right' });
    expect(right.items.map((i) => i.style.x + i.style.w)).toEqual([16, 16, 16]);
    expect(xs(run(s, { type: 'align', edge: 'hcenter' }))).toEqual([7, 6, 8]);
    expect(run(s, { type: 'align', edge: 'top' }).items.map((i) => i.style.y)).toEqual([1, 1, 1]);
    const bottom = run(s, { type: 'align', edge: 'bottom' });
    expect(bottom.items.map((i) => i.style.y + i.style.h)).toEqual([11, 11, 11]);
    expect(run(s, { type: 'align', edge: 'vcenter' }).items.map((i) => i.style.y)).toEqual([5, 5, 5]);
    expect(run(s, { type: 'align', edge: 'left' }).past).toHaveLength(1);
  });

  it('aligns one to the label, on whole dots', () => {
    const one = (
      edge: 'left' | 'right' | 'top' | 'bottom' | 'hcenter' | 'vcenter',
      item = box(3, 3, 10, 4),
    ) => at(run(label(item), { type: 'select', index: 0 }, { type: 'align', edge }), 0);
    expect(one('hcenter')).toMatchObject({ x: 15, y: 3 });
    expect(one('vcenter')).toMatchObject({ x: 3, y: 28 });
    expect(one('right')).toMatchObject({ x: 30 });
    expect(one('bottom')).toMatchObject({ y: 56 });
    expect(one('left')).toMatchObject({ x: 0 });
    expect(one('top')).toMatchObject({ y: 0 });
    // (40 − 9.875) / 2 = 15.0625: half a dot, rounded up to 15.125.
    expect(one('hcenter', box(3, 3, 9.875, 4))).toMatchObject({ x: 15.125 });
  });

  it('adds no undo step when already aligned', () => {
    const s = run(label(box(0, 3, 10, 4)), { type: 'select', index: 0 });
    expect(run(s, { type: 'align', edge: 'left' })).toBe(s);
  });

  it('distributes with equal gaps, the first and last by position staying', () => {
    const spread = run(
      label(box(0, 0, 4, 2), box(5, 0, 4, 2), box(20, 0, 4, 2)),
      { type: 'selectAll' },
      { type: 'distribute', axis: 'h' },
    );
    // Span 0–24, widths 12: gaps of 6; the middle one goes to 10.
    expect(xs(spread)).toEqual([0, 10, 20]);
    const vertical = run(
      label(box(0, 0, 2, 2), box(0, 3, 2, 4), box(0, 20, 2, 5)),
      { type: 'selectAll' },
      { type: 'distribute', axis: 'v' },
    );
    // Span 0–25, heights 11: gaps of 7; the middle one goes to 2 + 7 = 9.
    expect(vertical.items.map((i) => i.style.y)).toEqual([0, 9, 20]);
  });

  it('distributes by position, not by index, on whole dots', () => {
    const s = run(
      label(box(10, 0, 1, 1, 'd'), box(0, 0, 1, 1, 'a'), box(3, 0, 1, 1, 'c'), box(2, 0, 1, 1, 'b')),
      { type: 'selectAll' },
      { type: 'distribute', axis: 'h' },
    );
    // Span 0–11, widths 4: gaps of 7/3. b at 1 + 7/3 = 3.333 → 3.375; c at 3.333 + 1 + 7/3 = 6.667 → 6.625.
    expect(xs(s)).toEqual([10, 0, 6.625, 3.375]);
  });

  it('does not distribute fewer than three', () => {
    const two = run(label(box(0, 0, 4, 2), box(20, 0, 4, 2)), { type: 'selectAll' });
    expect(run(two, { type: 'distribute', axis: 'h' })).toBe(two);
  });
});

describe('z-order', () => {
  const abcd = () =>
    label(box(0, 0, 1, 1, 'a'), box(0, 0, 1, 1, 'b'), box(0, 0, 1, 1, 'c'), box(0, 0, 1, 1, 'd'));

  it('reorders keeping the same items selected', () => {
    const a = run(abcd(), { type: 'select', index: 0 });
    const front = run(a, { type: 'zorder', to: 'front' });
    expect(values(front)).toEqual(['b', 'c', 'd', 'a']);
    expect(front.selected).toEqual([3]);
    const forward = run(a, { type: 'zorder', to: 'forward' });
    expect(values(forward)).toEqual(['b', 'a', 'c', 'd']);
    expect(forward.selected).toEqual([1]);
    const back = run(front, { type: 'zorder', to: 'back' });
    expect(values(back)).toEqual(['a', 'b', 'c', 'd']);
    expect(back.selected).toEqual([0]);
    const backward = run(front, { type: 'zorder', to: 'backward' });
    expect(values(backward)).toEqual(['b', 'c', 'a', 'd']);
    expect(backward.selected).toEqual([2]);
  });

  it('moves several at once, keeping their order', () => {
    const ac = run(abcd(), { type: 'select', index: 0 }, { type: 'select', index: 2, additive: true });
    const front = run(ac, { type: 'zorder', to: 'front' });
    expect(values(front)).toEqual(['b', 'd', 'a', 'c']);
    expect(front.selected).toEqual([2, 3]);
    const forward = run(ac, { type: 'zorder', to: 'forward' });
    expect(values(forward)).toEqual(['b', 'a', 'd', 'c']);
    expect(forward.selected).toEqual([1, 3]);
    const undone = run(forward, { type: 'undo' });
    expect(values(undone)).toEqual(['a', 'b', 'c', 'd']);
    expect(undone.selected).toEqual([0, 2]);
  });

  it('adds no undo step when nothing moves', () => {
    const d = run(abcd(), { type: 'select', index: 3 });
    expect(run(d, { type: 'zorder', to: 'front' })).toBe(d);
    expect(run(d, { type: 'zorder', to: 'forward' })).toBe(d);
  });
});

describe('removing and the clipboard', () => {
  it('removes the selection, undoably', () => {
    const s = run(
      label(box(1, 1, 1, 1, 'a'), box(2, 2, 1, 1, 'b'), box(3, 3, 1, 1, 'c')),
      { type: 'select', index: 0 },
      { type: 'select', index: 2, additive: true },
      { type: 'remove' },
    );
    expect(values(s)).toEqual(['b']);
    expect(s.selected).toEqual([]);
    const undone = run(s, { type: 'undo' });
    expect(values(undone)).toEqual(['a', 'b', 'c']);
    expect(undone.selected).toEqual([0, 2]);
  });

  it('pastes deep copies 1 mm further each time and selects them', () => {
    const s = run(label(box(2, 2, 5, 5, 'a')), { type: 'select', index: 0 }, { type: 'copy' });
    expect(canUndo(s)).toBe(false);
    expect(s.clipboard[0]).not.toBe(s.items[0]);
    expect(s.clipboard[0]!.style).not.toBe(s.items[0]!.style);
    const once = run(s, { type: 'paste' });
    expect(once.selected).toEqual([1]);
    const twice = run(once, { type: 'paste' });
    expect(twice.items.map((i) => [i.style.x, i.style.y])).toEqual([
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
    expect(twice.selected).toEqual([2]);
    expect(twice.past).toHaveLength(2);
    // Editing a copy leaves the clipboard and the original alone.
    const edited = run(twice, { type: 'update', index: 2, patch: { value: 'z', style: { x: 9 } } });
    expect(edited.clipboard[0]).toEqual(box(2, 2, 5, 5, 'a'));
    expect(edited.items[0]).toEqual(box(2, 2, 5, 5, 'a'));
    // Copying again starts the offset over.
    const again = run(edited, { type: 'copy' }, { type: 'paste' });
    expect(at(again, 3)).toMatchObject({ x: 10, y: 5 });
  });

  it('pastes several keeping their layout', () => {
    const s = run(
      label(box(1, 1, 2, 2, 'a'), box(5, 3, 2, 2, 'b')),
      { type: 'selectAll' },
      { type: 'copy' },
      { type: 'paste' },
    );
    expect(s.items.slice(2).map((i) => [i.value, i.style.x, i.style.y])).toEqual([
      ['a', 2, 2],
      ['b', 6, 4],
    ]);
    expect(s.selected).toEqual([2, 3]);
  });

  it('does nothing on paste with an empty clipboard, or copy with nothing selected', () => {
    const s = label(box(1, 1, 1, 1));
    expect(run(s, { type: 'paste' })).toBe(s);
    expect(run(s, { type: 'copy' })).toBe(s);
    expect(run(s, { type: 'cut' })).toBe(s);
  });

  it('cuts: removes into the clipboard, one undo step', () => {
    const cut = run(
      label(box(1, 1, 1, 1, 'a'), box(2, 2, 1, 1, 'b')),
      { type: 'select', index: 0 },
      { type: 'cut' },
    );
    expect(values(cut)).toEqual(['b']);
    expect(cut.past).toHaveLength(1);
    const pasted = run(cut, { type: 'paste' });
    expect(values(pasted)).toEqual(['b', 'a']);
    expect(at(pasted, 1)).toMatchObject({ x: 2, y: 2 });
  });

  it('duplicates without touching the clipboard', () => {
    const s = run(
      label(box(2, 2, 5, 5, 'a')),
      { type: 'select', index: 0 },
      { type: 'duplicate' },
      { type: 'duplicate' },
    );
    expect(s.items.map((i) => i.style.x)).toEqual([2, 3, 4]);
    expect(s.selected).toEqual([2]);
    expect(s.clipboard).toEqual([]);
    expect(s.items[1]).not.toBe(s.items[0]);
  });
});

describe('editing properties', () => {
  it('makes typing into one property one undo step', () => {
    const s = run(label(box(1, 1, 10, 3, '')), { type: 'select', index: 0 });
    const typed = run(
      s,
      { type: 'update', index: 0, patch: { value: '苹' } },
      { type: 'update', index: 0, patch: { value: '苹果' } },
      { type: 'update', index: 0, patch: { style: { x: 5 } } },
      { type: 'update', index: 0, patch: { style: { x: 6 } } },
    );
    expect(typed.items[0]!.value).toBe('苹果');
    expect(typed.past).toHaveLength(2);
    expect(at(run(typed, { type: 'undo' }), 0).x).toBe(1);
    expect(run(typed, { type: 'undo' }, { type: 'undo' }).items[0]!.value).toBe('');
  });

  it('starts a new step after any other action or on another item', () => {
    const s = run(label(box(1, 1, 10, 3), box(1, 5, 10, 3)), { type: 'select', index: 0 });
    const broken = run(
      s,
      { type: 'update', index: 0, patch: { value: 'a' } },
      { type: 'select', index: 0 },
      { type: 'update', index: 0, patch: { value: 'ab' } },
      { type: 'update', index: 1, patch: { value: 'c' } },
      { type: 'update', index: 0, patch: { value: 'abc' } },
    );
    expect(broken.past).toHaveLength(4);
  });

  it('puts edited boxes on dots, at least one dot, and ignores edits that change nothing', () => {
    const s = label(box(1, 1, 10, 3));
    const edited = run(s, { type: 'update', index: 0, patch: { style: { x: 5.3, w: 0, font: 4 } } });
    expect(edited.items[0]!.style).toEqual({ font: 4, x: 5.25, y: 1, w: 0.125, h: 3 });
    expect(run(s, { type: 'update', index: 0, patch: { value: '', style: { x: 1 } } })).toBe(s);
    expect(run(s, { type: 'update', index: 5, patch: { value: 'x' } })).toBe(s);
  });
});

describe('the label’s size, the view and loading', () => {
  it('changes the size undoably, on dots', () => {
    const s = run(label(), { type: 'setSize', size: { width: 56, height: 40.3 } });
    expect(s.size).toEqual({ width: 56, height: 40.25 });
    expect(run(s, { type: 'undo' }).size).toEqual({ width: 40, height: 60 });
    expect(run(s, { type: 'setSize', size: { width: 56, height: 40.25 } })).toBe(s);
  });

  it('clamps zoom and sets the grid, outside the history', () => {
    const s = label(box(1, 1, 1, 1));
    expect(run(s, { type: 'zoom', zoom: 9 }).zoom).toBe(4);
    expect(run(s, { type: 'zoom', zoom: 0.1 }).zoom).toBe(0.5);
    expect(run(s, { type: 'zoom', zoom: 2 }).zoom).toBe(2);
    expect(run(s, { type: 'grid', grid: 0 }).grid).toBe(0);
    expect(run(s, { type: 'grid', grid: -1 }).grid).toBe(0);
    expect(canUndo(run(s, { type: 'zoom', zoom: 2 }, { type: 'grid', grid: 2 }))).toBe(false);
  });

  it('loads a template as it is, without history or selection', () => {
    const items = [box(1.01, 1, 1, 1)];
    const busy = run(
      label(box(0, 0, 5, 5)),
      { type: 'selectAll' },
      { type: 'remove' },
      { type: 'zoom', zoom: 2 },
    );
    const loaded = run(busy, { type: 'load', size: { width: 56, height: 40 }, items });
    expect(loaded.items).toBe(items);
    expect(loaded.size).toEqual({ width: 56, height: 40 });
    expect(loaded.selected).toEqual([]);
    expect([canUndo(loaded), canRedo(loaded)]).toEqual([false, false]);
    expect(loaded.zoom).toBe(2);
  });
});

describe('the history', () => {
  it('keeps 150 steps and undoes all of them, and a new change drops the redo steps', () => {
    let s = run(label(box(0, 0, 2, 2)), { type: 'select', index: 0 });
    s = run(s, ...times(150, { type: 'nudge', dx: 0.125, dy: 0 }));
    expect(at(s, 0).x).toBe(18.75);
    s = run(s, ...times(120, { type: 'undo' }));
    expect(at(s, 0).x).toBe(3.75);
    expect(canRedo(s)).toBe(true);
    s = run(s, ...times(30, { type: 'redo' }));
    expect(at(s, 0).x).toBe(7.5);
    s = run(s, ...times(60, { type: 'undo' }));
    expect(at(s, 0).x).toBe(0);
    expect(canUndo(s)).toBe(false);
    s = run(s, { type: 'nudge', dx: 0, dy: 1 });
    expect(canRedo(s)).toBe(false);
  });

  it('keeps at most HISTORY steps, dropping the oldest', () => {
    expect(HISTORY).toBe(200);
    let s = run(label(box(0, 0, 2, 2)), { type: 'select', index: 0 });
    s = run(s, ...times(250, { type: 'nudge', dx: 0.125, dy: 0 }));
    expect(s.past).toHaveLength(200);
    s = run(s, ...times(250, { type: 'undo' }));
    // The first 50 nudges are gone: 50 × 0.125 mm.
    expect(at(s, 0).x).toBe(6.25);
    expect(canUndo(s)).toBe(false);
  });

  it('drops a gesture under way on undo', () => {
    const s = run(
      label(box(0, 0, 2, 2)),
      { type: 'select', index: 0 },
      { type: 'nudge', dx: 1, dy: 0 },
      { type: 'beginGesture' },
      { type: 'move', dx: 3, dy: 0, snap: true },
      { type: 'undo' },
    );
    expect(s.gesture).toBeNull();
    expect(s.guides).toEqual({ x: [], y: [] });
    expect(at(s, 0).x).toBe(0);
    expect(canUndo(run(s, { type: 'endGesture' }))).toBe(false);
  });
});
