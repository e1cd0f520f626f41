import { DOTS_PER_MM, type ItemStyle, type LabelItem, type LabelSize } from '@dahua/shared/labels/model';

/*
 * The label designer's state as one pure reducer: the items (array order is z-order, the last on
 * top), the selection, gestures (a drag or resize is one undo step), snapping, alignment and
 * distribution, the clipboard and at most HISTORY undo steps. No DOM: tested on its own.
 *
 * Every position or size the reducer writes is on whole printer dots and never left of or above
 * the label; items the reducer leaves alone keep their identity, so a drag over 50 items copies
 * only the dragged ones.
 */

/** One printer dot at 203 dpi, mm. */
export const DOT = 1 / DOTS_PER_MM;
/** How close an edge must come to a guide or grid line to snap to it, mm (4 dots). */
export const SNAP_TOLERANCE = 4 * DOT;
/** Undo steps kept; the oldest go first. */
export const HISTORY = 200;
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 4;
/** An edge this close to a guide line prints on it: its guide is drawn. */
const ON_LINE = DOT / 2;

export type Box = { x: number; y: number; w: number; h: number };
export type Guides = { x: number[]; y: number[] };
export type Snapshot = { size: LabelSize; items: LabelItem[]; selected: number[] };
export type Handle = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';
export type AlignEdge = 'left' | 'right' | 'top' | 'bottom' | 'hcenter' | 'vcenter';
export type ZOrder = 'front' | 'back' | 'forward' | 'backward';
export type ItemPatch = Partial<Omit<LabelItem, 'style'>> & { style?: Partial<ItemStyle> };

export type DesignerState = {
  /** mm. */
  size: LabelSize;
  items: LabelItem[];
  /** Indices into items, ascending. */
  selected: number[];
  past: Snapshot[];
  future: Snapshot[];
  clipboard: LabelItem[];
  /** How many times the clipboard has been pasted: each paste lands 1 mm further. */
  pastes: number;
  /** Snap grid, mm; 0 is off. */
  grid: number;
  zoom: number;
  /** The items as a gesture found them, and the snapshot to undo it to. */
  gesture: { items: LabelItem[]; before: Snapshot } | null;
  /** The guide lines an active drag or resize snapped to, mm. */
  guides: Guides;
  /** The key of the last property edit while it is the last action, so typing into one field is one undo step. */
  lastUpdate: string | null;
};

export type DesignerAction =
  | { type: 'add'; item: LabelItem }
  | { type: 'select'; index: number; additive?: boolean }
  | { type: 'selectNone' }
  | { type: 'selectAll' }
  | ({ type: 'selectBox' } & Box)
  | { type: 'beginGesture' }
  /** dx, dy: the total since beginGesture. `commit` ends the gesture with this move. */
  | { type: 'move'; dx: number; dy: number; snap?: boolean; commit?: boolean }
  | { type: 'resize'; handle: Handle; dx: number; dy: number; snap?: boolean }
  | { type: 'endGesture' }
  | { type: 'nudge'; dx: number; dy: number }
  | { type: 'align'; edge: AlignEdge }
  | { type: 'distribute'; axis: 'h' | 'v' }
  | { type: 'zorder'; to: ZOrder }
  | { type: 'remove' }
  | { type: 'copy' }
  | { type: 'cut' }
  | { type: 'paste' }
  | { type: 'duplicate' }
  | { type: 'update'; index: number; patch: ItemPatch }
  | { type: 'setSize'; size: LabelSize }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'zoom'; zoom: number }
  | { type: 'grid'; grid: number }
  | { type: 'load'; size: LabelSize; items: LabelItem[] };

const NO_GUIDES: Guides = { x: [], y: [] };

// --- geometry --------------------------------------------------------------------------------------

export const toDots = (mm: number): number => Math.round(mm * DOTS_PER_MM);
export const roundToDot = (mm: number): number => toDots(mm) / DOTS_PER_MM;

/** The box around all the items; all zero for none. */
export function boundsOf(items: readonly LabelItem[]): Box {
  if (items.length === 0) return { x: 0, y: 0, w: 0, h: 0 };
  let left = Number.POSITIVE_INFINITY;
  let top = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  for (const { style } of items) {
    left = Math.min(left, style.x);
    top = Math.min(top, style.y);
    right = Math.max(right, style.x + style.w);
    bottom = Math.max(bottom, style.y + style.h);
  }
  return { x: left, y: top, w: right - left, h: bottom - top };
}

/** The topmost item under a point (mm), or -1. */
export function hitTest(items: readonly LabelItem[], xMm: number, yMm: number): number {
  for (let i = items.length - 1; i >= 0; i--) {
    const { style } = items[i]!;
    if (xMm >= style.x && xMm <= style.x + style.w && yMm >= style.y && yMm <= style.y + style.h) return i;
  }
  return -1;
}

/** Boxes that touch count: a marquee of no size selects what is under it. */
const intersects = (a: Box, b: Box) =>
  a.x <= b.x + b.w && b.x <= a.x + a.w && a.y <= b.y + b.h && b.y <= a.y + a.h;

const styleBox = (style: ItemStyle): Box => ({ x: style.x, y: style.y, w: style.w, h: style.h });
const boxOf = (item: LabelItem): Box => styleBox(item.style);

/** A box on whole dots, never left of or above the label, never under one dot. */
function placed(style: ItemStyle, box: Box): ItemStyle {
  return {
    ...style,
    x: Math.max(0, roundToDot(box.x)),
    y: Math.max(0, roundToDot(box.y)),
    w: Math.max(DOT, roundToDot(box.w)),
    h: Math.max(DOT, roundToDot(box.h)),
  };
}

const sameStyle = (a: ItemStyle, b: ItemStyle) =>
  a.x === b.x &&
  a.y === b.y &&
  a.w === b.w &&
  a.h === b.h &&
  a.font === b.font &&
  a.thickness === b.thickness;

const sameItem = (a: LabelItem, b: LabelItem) =>
  a === b || (a.itemName === b.itemName && a.value === b.value && sameStyle(a.style, b.style));

const sameItems = (a: readonly LabelItem[], b: readonly LabelItem[]) =>
  a === b || (a.length === b.length && a.every((item, i) => sameItem(item, b[i]!)));

/** The item placed at `box`; the same object when that changes nothing. */
function restyled(item: LabelItem, box: Box): LabelItem {
  const style = placed(item.style, box);
  return sameStyle(style, item.style) ? item : { ...item, style };
}

/** The items with those at `indices` replaced (the rest shared, not copied). */
function changed(
  items: readonly LabelItem[],
  indices: readonly number[],
  change: (item: LabelItem, index: number) => LabelItem,
): LabelItem[] {
  const next = items.slice();
  for (const i of indices) next[i] = change(items[i]!, i);
  return next;
}

/** The items at `indices`, each moved by (dx, dy) from where it is in `from`. */
function shifted(
  items: readonly LabelItem[],
  from: readonly LabelItem[],
  indices: readonly number[],
  dx: number,
  dy: number,
): LabelItem[] {
  return changed(items, indices, (_, i) => {
    const start = from[i]!;
    return restyled(start, { ...boxOf(start), x: start.style.x + dx, y: start.style.y + dy });
  });
}

/** The offset that keeps a selection whose bounds start at `start` from crossing 0 (its layout kept). */
const clampedOffset = (offset: number, start: number) => Math.max(offset, -start);

// --- snapping --------------------------------------------------------------------------------------

/** Along one axis: the label's edges and centre, and the edges and centres of the items not moving. */
function snapLines(
  items: readonly LabelItem[],
  size: LabelSize,
  axis: 'x' | 'y',
  moving: ReadonlySet<number>,
): number[] {
  const length = axis === 'x' ? size.width : size.height;
  const lines = [0, length / 2, length];
  items.forEach(({ style }, index) => {
    if (moving.has(index)) return;
    const start = axis === 'x' ? style.x : style.y;
    const extent = axis === 'x' ? style.w : style.h;
    lines.push(start, start + extent / 2, start + extent);
  });
  return lines;
}

/**
 * The correction that brings the nearest of `edges` onto a line within the tolerance, else onto the
 * grid within the tolerance, else 0. Lines win over the grid: they are what the user aligns to.
 */
function snapOffset(edges: readonly number[], lines: readonly number[], grid: number): number {
  let best: number | null = null;
  const consider = (offset: number) => {
    if (Math.abs(offset) <= SNAP_TOLERANCE && (best === null || Math.abs(offset) < Math.abs(best)))
      best = offset;
  };
  for (const edge of edges) for (const line of lines) consider(line - edge);
  if (best === null && grid > 0) for (const edge of edges) consider(Math.round(edge / grid) * grid - edge);
  return best ?? 0;
}

/** The lines some edge lies on: the guides to draw. */
function guidesAt(edges: readonly number[], lines: readonly number[]): number[] {
  const met = lines.filter((line) => edges.some((edge) => Math.abs(edge - line) <= ON_LINE));
  return [...new Set(met)].sort((a, b) => a - b);
}

/** Left (top), centre and right (bottom) of a span. */
const spanEdges = (start: number, extent: number) => [start, start + extent / 2, start + extent];

// --- history ---------------------------------------------------------------------------------------

const snapshotOf = (state: DesignerState): Snapshot => ({
  size: state.size,
  items: state.items,
  selected: state.selected,
});

/**
 * A change that can be undone: the state before it goes on the undo stack and the redo stack
 * empties. A change that leaves the items and size as they were is no change (and no undo step).
 */
function record(
  state: DesignerState,
  next: Partial<DesignerState>,
  before: Snapshot = snapshotOf(state),
): DesignerState {
  const after = { ...state, ...next };
  const sameSize = after.size.width === before.size.width && after.size.height === before.size.height;
  if (sameSize && sameItems(after.items, before.items)) return state;
  const past = [...state.past, before];
  if (past.length > HISTORY) past.splice(0, past.length - HISTORY);
  return { ...after, past, future: [], lastUpdate: null };
}

export const canUndo = (state: DesignerState): boolean => state.past.length > 0;
export const canRedo = (state: DesignerState): boolean => state.future.length > 0;

export function initialState(size: LabelSize, items: LabelItem[] = []): DesignerState {
  return {
    size,
    items,
    selected: [],
    past: [],
    future: [],
    clipboard: [],
    pastes: 0,
    grid: 1,
    zoom: 1,
    gesture: null,
    guides: NO_GUIDES,
    lastUpdate: null,
  };
}

/** Back to a snapshot: any gesture under way is dropped with its guides. */
function restore(state: DesignerState, to: Snapshot, past: Snapshot[], future: Snapshot[]): DesignerState {
  return { ...state, ...to, past, future, gesture: null, guides: NO_GUIDES, lastUpdate: null };
}

// --- gestures --------------------------------------------------------------------------------------

function endGesture(state: DesignerState): DesignerState {
  if (!state.gesture) return state;
  const ended: DesignerState = { ...state, gesture: null, guides: NO_GUIDES };
  // The selection as it is now, so that undoing selects what was dragged.
  return record(ended, {}, { ...state.gesture.before, selected: state.selected });
}

/**
 * A move or resize computed by `apply`: inside a gesture it is part of the gesture's one undo step
 * (`commit` ends the gesture); outside one it is an undo step of its own.
 */
function gestureStep(state: DesignerState, apply: DesignerState, commit: boolean): DesignerState {
  if (state.gesture) return commit ? endGesture(apply) : apply;
  return record(state, { items: apply.items });
}

function move(state: DesignerState, dx: number, dy: number, snap: boolean): DesignerState {
  if (state.selected.length === 0) return state;
  const from = state.gesture?.items ?? state.items;
  const b = boundsOf(state.selected.map((i) => from[i]!));
  const moving = new Set(state.selected);
  const lines = snap
    ? { x: snapLines(from, state.size, 'x', moving), y: snapLines(from, state.size, 'y', moving) }
    : null;
  const snapX = lines ? snapOffset(spanEdges(b.x + dx, b.w), lines.x, state.grid) : 0;
  const snapY = lines ? snapOffset(spanEdges(b.y + dy, b.h), lines.y, state.grid) : 0;
  const offsetX = clampedOffset(dx + snapX, b.x);
  const offsetY = clampedOffset(dy + snapY, b.y);
  const guides = lines
    ? {
        x: guidesAt(spanEdges(b.x + offsetX, b.w), lines.x),
        y: guidesAt(spanEdges(b.y + offsetY, b.h), lines.y),
      }
    : NO_GUIDES;
  const items = shifted(state.items, from, state.selected, offsetX, offsetY);
  return { ...state, items, guides };
}

function resize(state: DesignerState, handle: Handle, dx: number, dy: number, snap: boolean): DesignerState {
  if (state.selected.length !== 1) return state;
  const index = state.selected[0]!;
  const items = state.gesture?.items ?? state.items;
  const from = items[index];
  if (!from) return state;
  const lines = {
    x: snap ? snapLines(items, state.size, 'x', new Set([index])) : [],
    y: snap ? snapLines(items, state.size, 'y', new Set([index])) : [],
  };
  /** Where a dragged edge lands: snapped, on a dot. */
  const edge = (at: number, axis: 'x' | 'y') =>
    roundToDot(snap ? at + snapOffset([at], lines[axis], state.grid) : at);
  let left = from.style.x;
  let top = from.style.y;
  let right = left + from.style.w;
  let bottom = top + from.style.h;
  // The dragged edge stops one dot short of the opposite one, and at the label's left and top.
  if (handle.includes('w')) left = Math.max(0, Math.min(edge(left + dx, 'x'), right - DOT));
  if (handle.includes('e')) right = Math.max(edge(right + dx, 'x'), left + DOT);
  if (handle.includes('n')) top = Math.max(0, Math.min(edge(top + dy, 'y'), bottom - DOT));
  if (handle.includes('s')) bottom = Math.max(edge(bottom + dy, 'y'), top + DOT);
  const box = { x: left, y: top, w: right - left, h: bottom - top };
  // The guides of the edges being dragged, where they ended up.
  const dragged = (axis: 'x' | 'y', low: string, high: string, start: number, end: number) => {
    const edges = [...(handle.includes(low) ? [start] : []), ...(handle.includes(high) ? [end] : [])];
    return guidesAt(edges, lines[axis]);
  };
  const guides = snap
    ? { x: dragged('x', 'w', 'e', left, right), y: dragged('y', 'n', 's', top, bottom) }
    : NO_GUIDES;
  return { ...state, items: changed(state.items, [index], (item) => restyled(item, box)), guides };
}

// --- arranging -------------------------------------------------------------------------------------

function align(state: DesignerState, edge: AlignEdge): DesignerState {
  if (state.selected.length === 0) return state;
  const chosen = state.selected.map((i) => state.items[i]!);
  const frame =
    chosen.length === 1 ? { x: 0, y: 0, w: state.size.width, h: state.size.height } : boundsOf(chosen);
  const items = changed(state.items, state.selected, (item) => {
    const box = boxOf(item);
    if (edge === 'left') box.x = frame.x;
    if (edge === 'right') box.x = frame.x + frame.w - box.w;
    if (edge === 'hcenter') box.x = frame.x + (frame.w - box.w) / 2;
    if (edge === 'top') box.y = frame.y;
    if (edge === 'bottom') box.y = frame.y + frame.h - box.h;
    if (edge === 'vcenter') box.y = frame.y + (frame.h - box.h) / 2;
    return restyled(item, box);
  });
  return record(state, { items });
}

/** Equal gaps between three or more, the first and the last by position staying where they are. */
function distribute(state: DesignerState, axis: 'h' | 'v'): DesignerState {
  if (state.selected.length < 3) return state;
  const key = axis === 'h' ? ({ start: 'x', extent: 'w' } as const) : ({ start: 'y', extent: 'h' } as const);
  const start = (i: number) => state.items[i]!.style[key.start];
  const extent = (i: number) => state.items[i]!.style[key.extent];
  const order = [...state.selected].sort((a, b) => start(a) - start(b) || a - b);
  const first = order[0]!;
  const last = order[order.length - 1]!;
  const span = start(last) + extent(last) - start(first);
  const gap = (span - order.reduce((sum, i) => sum + extent(i), 0)) / (order.length - 1);
  const middle = order.slice(1, -1);
  // Positions add up unrounded so the rounding to dots does not accumulate.
  let at = start(first) + extent(first) + gap;
  const positions = new Map<number, number>();
  for (const i of middle) {
    positions.set(i, at);
    at += extent(i) + gap;
  }
  const items = changed(state.items, middle, (item, i) =>
    restyled(item, { ...boxOf(item), [key.start]: positions.get(i)! }),
  );
  return record(state, { items });
}

/** The new order of the old indices. */
function zorderOf(count: number, chosen: ReadonlySet<number>, to: ZOrder): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  const isChosen = (i: number) => Number(chosen.has(i));
  // Array.prototype.sort is stable: within the chosen and the others the order stays.
  if (to === 'front') order.sort((a, b) => isChosen(a) - isChosen(b));
  if (to === 'back') order.sort((a, b) => isChosen(b) - isChosen(a));
  // One step: each chosen item swaps with the unchosen one just above (below) it.
  if (to === 'forward')
    for (let i = count - 2; i >= 0; i--)
      if (chosen.has(order[i]!) && !chosen.has(order[i + 1]!))
        [order[i], order[i + 1]] = [order[i + 1]!, order[i]!];
  if (to === 'backward')
    for (let i = 1; i < count; i++)
      if (chosen.has(order[i]!) && !chosen.has(order[i - 1]!))
        [order[i], order[i - 1]] = [order[i - 1]!, order[i]!];
  return order;
}

function zorder(state: DesignerState, to: ZOrder): DesignerState {
  if (state.selected.length === 0) return state;
  const chosen = new Set(state.selected);
  const order = zorderOf(state.items.length, chosen, to);
  if (order.every((old, now) => old === now)) return state;
  const items = order.map((i) => state.items[i]!);
  const selected = order.flatMap((old, now) => (chosen.has(old) ? [now] : []));
  return record(state, { items, selected });
}

// --- editing ---------------------------------------------------------------------------------------

/** Copies of `source` `shift` mm right and down, appended and selected. */
function paste(state: DesignerState, source: readonly LabelItem[], shift: number): DesignerState {
  if (source.length === 0) return state;
  // placed() makes a new style: the copies share nothing with the source.
  const pasted = source.map((item) => ({
    ...item,
    style: placed(item.style, { ...boxOf(item), x: item.style.x + shift, y: item.style.y + shift }),
  }));
  const selected = pasted.map((_, i) => state.items.length + i);
  return record(state, { items: [...state.items, ...pasted], selected });
}

function remove(state: DesignerState): DesignerState {
  if (state.selected.length === 0) return state;
  const chosen = new Set(state.selected);
  return record(state, { items: state.items.filter((_, i) => !chosen.has(i)), selected: [] });
}

const copiesOfSelected = (state: DesignerState): LabelItem[] =>
  state.selected.map((i) => {
    const item = state.items[i]!;
    return { ...item, style: { ...item.style } };
  });

/** The style with a patch's defined fields (thickness may be cleared), its box on dots. */
function patchedStyle(style: ItemStyle, patch: Partial<ItemStyle>): ItemStyle {
  const next: ItemStyle = { ...style };
  for (const key of ['font', 'x', 'y', 'w', 'h'] as const) {
    const value = patch[key];
    if (value !== undefined && Number.isFinite(value)) next[key] = value;
  }
  if ('thickness' in patch) next.thickness = patch.thickness;
  return placed(next, styleBox(next));
}

function update(state: DesignerState, index: number, patch: ItemPatch): DesignerState {
  const item = state.items[index];
  if (!item) return state;
  const { style, ...rest } = patch;
  const next: LabelItem = {
    itemName: rest.itemName ?? item.itemName,
    value: rest.value ?? item.value,
    style: style ? patchedStyle(item.style, style) : item.style,
  };
  if (sameItem(next, item)) return state;
  const items = changed(state.items, [index], () => next);
  const key = `${index}|${Object.keys(rest).sort().join()}|${Object.keys(style ?? {})
    .sort()
    .join()}`;
  // Typing into one field: the edits after the first join its undo step.
  if (state.lastUpdate === key) return { ...state, items };
  return { ...record(state, { items }), lastUpdate: key };
}

function setSize(state: DesignerState, size: LabelSize): DesignerState {
  const width = Math.max(DOT, roundToDot(size.width));
  const height = Math.max(DOT, roundToDot(size.height));
  if (!Number.isFinite(width) || !Number.isFinite(height)) return state;
  return record(state, { size: { width, height } });
}

// --- the reducer -----------------------------------------------------------------------------------

function reduce(state: DesignerState, action: DesignerAction): DesignerState {
  switch (action.type) {
    case 'add': {
      const item = { ...action.item, style: placed(action.item.style, boxOf(action.item)) };
      return record(state, { items: [...state.items, item], selected: [state.items.length] });
    }
    case 'select': {
      const { index } = action;
      if (!Number.isInteger(index) || index < 0 || index >= state.items.length) return state;
      if (!action.additive) return { ...state, selected: [index] };
      const selected = state.selected.includes(index)
        ? state.selected.filter((i) => i !== index)
        : [...state.selected, index].sort((a, b) => a - b);
      return { ...state, selected };
    }
    case 'selectNone':
      return state.selected.length ? { ...state, selected: [] } : state;
    case 'selectAll':
      return { ...state, selected: state.items.map((_, i) => i) };
    case 'selectBox': {
      // A marquee dragged up or left has a negative size.
      const box = {
        x: Math.min(action.x, action.x + action.w),
        y: Math.min(action.y, action.y + action.h),
        w: Math.abs(action.w),
        h: Math.abs(action.h),
      };
      return {
        ...state,
        selected: state.items.flatMap((item, i) => (intersects(boxOf(item), box) ? [i] : [])),
      };
    }
    case 'beginGesture':
      return { ...state, gesture: { items: state.items, before: snapshotOf(state) }, guides: NO_GUIDES };
    case 'move':
      return gestureStep(
        state,
        move(state, action.dx, action.dy, action.snap ?? false),
        action.commit ?? false,
      );
    case 'resize':
      return gestureStep(
        state,
        resize(state, action.handle, action.dx, action.dy, action.snap ?? false),
        false,
      );
    case 'endGesture':
      return endGesture(state);
    case 'nudge': {
      if (state.selected.length === 0) return state;
      const b = boundsOf(state.selected.map((i) => state.items[i]!));
      const dx = clampedOffset(action.dx, b.x);
      const dy = clampedOffset(action.dy, b.y);
      return record(state, { items: shifted(state.items, state.items, state.selected, dx, dy) });
    }
    case 'align':
      return align(state, action.edge);
    case 'distribute':
      return distribute(state, action.axis);
    case 'zorder':
      return zorder(state, action.to);
    case 'remove':
      return remove(state);
    case 'copy':
      return state.selected.length ? { ...state, clipboard: copiesOfSelected(state), pastes: 0 } : state;
    case 'cut':
      if (state.selected.length === 0) return state;
      return remove({ ...state, clipboard: copiesOfSelected(state), pastes: 0 });
    case 'paste':
      if (state.clipboard.length === 0) return state;
      return { ...paste(state, state.clipboard, state.pastes + 1), pastes: state.pastes + 1 };
    case 'duplicate':
      return paste(
        state,
        state.selected.map((i) => state.items[i]!),
        1,
      );
    case 'update':
      return update(state, action.index, action.patch);
    case 'setSize':
      return setSize(state, action.size);
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return restore(state, previous, state.past.slice(0, -1), [snapshotOf(state), ...state.future]);
    }
    case 'redo': {
      const next = state.future[0];
      if (!next) return state;
      return restore(state, next, [...state.past, snapshotOf(state)], state.future.slice(1));
    }
    case 'zoom':
      if (Number.isNaN(action.zoom)) return state;
      return { ...state, zoom: Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, action.zoom)) };
    case 'grid':
      return Number.isFinite(action.grid) ? { ...state, grid: Math.max(0, action.grid) } : state;
    case 'load':
      // The view (zoom, grid) and the clipboard outlive the template: one can paste into another.
      return {
        ...initialState(action.size, action.items),
        zoom: state.zoom,
        grid: state.grid,
        clipboard: state.clipboard,
      };
  }
}

export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  const next = reduce(state, action);
  // Only an unbroken run of edits to one field merges: any other action ends the typing.
  return action.type !== 'update' && next.lastUpdate !== null ? { ...next, lastUpdate: null } : next;
}
