import type { LabelItem } from '@dahua/shared/labels/model';
import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  type DesignerAction,
  type DesignerState,
  designerReducer,
  HISTORY,
  initialState,
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
const label = (...items: LabelItem[]) => initialState({ width: 40, height: 60 }, items);

describe('the label designer’s state', () => {
  it('moves the selection by a drag from where the gesture began, as one undo step', () => {
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
    expect(at(run(dragged, { type: 'undo' }), 0)).toEqual({ x: 2, y: 2, w: 10, h: 4 });
    expect(at(run(dragged, { type: 'undo' }, { type: 'redo' }), 0)).toEqual({ x: 5, y: 7, w: 10, h: 4 });
  });

  it('adds no undo step for a click without movement', () => {
    const clicked = run(
      label(box(2, 2, 10, 4)),
      { type: 'select', index: 0 },
      { type: 'beginGesture' },
      { type: 'endGesture' },
    );
    expect(canUndo(clicked)).toBe(false);
  });

  it('keeps positions on whole dots and never left of or above the label', () => {
    const moved = run(
      label(box(2, 2, 10, 4)),
      { type: 'select', index: 0 },
      { type: 'nudge', dx: 0.3, dy: -5 },
    );
    expect(at(moved, 0)).toEqual({ x: 2.25, y: 0, w: 10, h: 4 });
  });

  it('snaps a dragged edge to another element’s edge within 0.5 mm and shows the guide', () => {
    const start = run(
      label(box(0, 0, 10, 4), box(20, 10, 10, 4)),
      { type: 'select', index: 0 },
      { type: 'beginGesture' },
    );
    // The left edge lands at 19.7: it snaps onto the other's left edge at 20.
    const near = run(start, { type: 'move', dx: 19.7, dy: 30, snap: true });
    expect(at(near, 0).x).toBe(20);
    expect(near.guides.x).toEqual([20]);
    // Without snapping it stays where the pointer put it (on the nearest dot).
    expect(at(run(start, { type: 'move', dx: 19.7, dy: 30 }), 0).x).toBe(19.75);
    // Far from any guide it goes to the 1 mm grid.
    expect(at(run(start, { type: 'move', dx: 5.3, dy: 30.2, snap: true }), 0)).toMatchObject({ x: 5, y: 30 });
    expect(run(near, { type: 'endGesture' }).guides).toEqual({ x: [], y: [] });
  });

  it('resizes one element from a handle, never below one dot', () => {
    const start = run(label(box(10, 10, 10, 4)), { type: 'select', index: 0 }, { type: 'beginGesture' });
    expect(at(run(start, { type: 'resize', handle: 'se', dx: 5, dy: 2 }), 0)).toEqual({
      x: 10,
      y: 10,
      w: 15,
      h: 6,
    });
    expect(at(run(start, { type: 'resize', handle: 'nw', dx: -2, dy: -3 }), 0)).toEqual({
      x: 8,
      y: 7,
      w: 12,
      h: 7,
    });
    expect(at(run(start, { type: 'resize', handle: 'e', dx: -50, dy: 0 }), 0)).toEqual({
      x: 10,
      y: 10,
      w: 0.125,
      h: 4,
    });
    const two = run(
      label(box(1, 1, 5, 5), box(10, 10, 5, 5)),
      { type: 'selectAll' },
      { type: 'beginGesture' },
    );
    expect(run(two, { type: 'resize', handle: 'se', dx: 5, dy: 5 }).items).toBe(two.items);
  });

  it('aligns several to their bounds and one to the label', () => {
    const three = run(label(box(2, 1, 4, 2), box(10, 5, 6, 2), box(5, 9, 2, 2)), { type: 'selectAll' });
    const left = run(three, { type: 'align', edge: 'left' });
    expect(left.items.map((i) => i.style.x)).toEqual([2, 2, 2]);
    const right = run(three, { type: 'align', edge: 'right' });
    expect(right.items.map((i) => i.style.x + i.style.w)).toEqual([16, 16, 16]);
    const bottom = run(three, { type: 'align', edge: 'bottom' });
    expect(bottom.items.map((i) => i.style.y + i.style.h)).toEqual([11, 11, 11]);
    const one = run(
      label(box(3, 3, 10, 4)),
      { type: 'select', index: 0 },
      { type: 'align', edge: 'hcenter' },
      { type: 'align', edge: 'vcenter' },
    );
    expect(at(one, 0)).toMatchObject({ x: 15, y: 28 });
  });

  it('distributes three or more with equal gaps, the outer two fixed', () => {
    const spread = run(
      label(box(0, 0, 4, 2), box(5, 0, 4, 2), box(20, 0, 4, 2)),
      { type: 'selectAll' },
      { type: 'distribute', axis: 'h' },
    );
    // Span 0–24, widths 12: gaps of 6; the middle one goes to 10.
    expect(spread.items.map((i) => i.style.x)).toEqual([0, 10, 20]);
    const two = run(label(box(0, 0, 4, 2), box(20, 0, 4, 2)), { type: 'selectAll' });
    expect(run(two, { type: 'distribute', axis: 'h' })).toBe(two);
  });

  it('changes z-order keeping the same elements selected', () => {
    const s = run(label(box(0, 0, 1, 1, 'a'), box(0, 0, 1, 1, 'b'), box(0, 0, 1, 1, 'c')), {
      type: 'select',
      index: 0,
    });
    const front = run(s, { type: 'zorder', to: 'front' });
    expect(front.items.map((i) => i.value)).toEqual(['b', 'c', 'a']);
    expect(front.selected).toEqual([2]);
    const forward = run(s, { type: 'zorder', to: 'forward' });
    expect(forward.items.map((i) => i.value)).toEqual(['b', 'a', 'c']);
    expect(forward.selected).toEqual([1]);
    const back = run(front, { type: 'zorder', to: 'back' });
    expect(back.items.map((i) => i.value)).toEqual(['a', 'b', 'c']);
    expect(back.selected).toEqual([0]);
  });

  it('pastes copies 1 mm further each time and selects them; cut removes', () => {
    const s = run(label(box(2, 2, 5, 5, 'a')), { type: 'select', index: 0 }, { type: 'copy' });
    const once = run(s, { type: 'paste' });
    const twice = run(once, { type: 'paste' });
    expect(twice.items.map((i) => [i.style.x, i.style.y])).toEqual([
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
    expect(twice.selected).toEqual([2]);
    // Editing a copy leaves the clipboard and the original alone.
    const edited = run(twice, { type: 'update', index: 2, patch: { value: 'z' } });
    expect(edited.clipboard[0]!.value).toBe('a');
    expect(edited.items[0]!.value).toBe('a');
    const cut = run(
      label(box(1, 1, 1, 1, 'a'), box(2, 2, 1, 1, 'b')),
      { type: 'select', index: 0 },
      { type: 'cut' },
    );
    expect(cut.items.map((i) => i.value)).toEqual(['b']);
    expect(run(cut, { type: 'paste' }).items.map((i) => i.value)).toEqual(['b', 'a']);
  });

  it('makes typing into one property one undo step', () => {
    const s = run(label(box(1, 1, 10, 3, '')), { type: 'select', index: 0 });
    const typed = run(
      s,
      { type: 'update', index: 0, patch: { value: '苹' } },
      { type: 'update', index: 0, patch: { value: '苹果' } },
      { type: 'update', index: 0, patch: { style: { x: 5 } } },
    );
    expect(typed.items[0]!.value).toBe('苹果');
    expect(typed.past).toHaveLength(2);
    expect(run(typed, { type: 'undo' }).items[0]!.style.x).toBe(1);
    expect(run(typed, { type: 'undo' }, { type: 'undo' }).items[0]!.value).toBe('');
  });

  it('keeps at least 100 undo steps, and a new change drops the redo steps', () => {
    let s = run(label(box(0, 0, 2, 2)), { type: 'select', index: 0 });
    for (let i = 0; i < 150; i++) s = run(s, { type: 'nudge', dx: 0.125, dy: 0 });
    expect(at(s, 0).x).toBe(18.75);
    for (let i = 0; i < 120; i++) s = run(s, { type: 'undo' });
    expect(at(s, 0).x).toBe(3.75);
    expect(canRedo(s)).toBe(true);
    s = run(s, { type: 'nudge', dx: 0, dy: 1 });
    expect(canRedo(s)).toBe(false);
    for (let i = 0; i < 300; i++) s = run(s, { type: 'nudge', dx: 0, dy: 0.125 });
    expect(s.past).toHaveLength(HISTORY);
  });

  it('selects by a marquee, toggles with shift, clamps zoom and reloads clean', () => {
    const s = label(box(0, 0, 5, 5), box(10, 10, 5, 5), box(30, 30, 5, 5));
    expect(run(s, { type: 'selectBox', x: 4, y: 4, w: 8, h: 8 }).selected).toEqual([0, 1]);
    const toggled = run(
      s,
      { type: 'select', index: 2 },
      { type: 'select', index: 0, additive: true },
      { type: 'select', index: 2, additive: true },
    );
    expect(toggled.selected).toEqual([0]);
    expect(run(s, { type: 'zoom', zoom: 9 }).zoom).toBe(4);
    expect(run(s, { type: 'zoom', zoom: 0.1 }).zoom).toBe(0.5);
    const loaded = run(run(s, { type: 'selectAll' }, { type: 'remove' }), {
      type: 'load',
      size: { width: 56, height: 40 },
      items: [box(1, 1, 1, 1)],
    });
    expect(loaded.items).toHaveLength(1);
    expect(loaded.size).toEqual({ width: 56, height: 40 });
    expect(canUndo(loaded)).toBe(false);
  });

  it('copies only the moved items during a drag (the rest are shared)', () => {
    const items = Array.from({ length: 50 }, (_, i) => box(i % 2 ? 20 : 0, i, 19, 1));
    const s = run(
      label(...items),
      { type: 'select', index: 7 },
      { type: 'beginGesture' },
      { type: 'move', dx: 1, dy: 0 },
    );
    expect(s.items.filter((item, i) => item !== items[i])).toHaveLength(1);
  });
});
