import type { ItemStyle, LabelItem, LabelSize } from '@dahua/shared/labels/model';

/*
 * The label designer's state as one pure reducer: the items (array order is z-order, the last on
 * top), the selection, gestures (a drag or resize is one undo step), snapping, alignment and
 * distribution, the clipboard and at most HISTORY undo steps. No DOM: tested on its own.
 */

/** One printer dot at 203 dpi, mm. */
export const DOT = 0.125;
/** How close an edge must come to a guide to snap to it, mm (4 dots). */
const SNAP_TOLERANCE = 0.5;
/** Undo steps kept; the oldest go first. */
export const HISTORY = 200;
const ZOOM_MIN = 0.5;
const ZOOM_MAX = 4;

export type Box = { x: number; y: number; w: number; h: number };
type Snapshot = { size: LabelSize; items: LabelItem[]; selected: number[] };
export type Handle = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';

export type DesignerState = {
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
  /** The guide lines an active drag snapped to, mm. */
  guides: { x: number[]; y: number[] };
  /** The last property edit, so typing into one field is one undo step. */
  lastUpdate: string | null;
};

export type DesignerAction =
  | { type: 'add'; item: LabelItem }
  | { type: 'select'; index: number; additive?: boolean }
  | { type: 'selectNone' }
  | { type: 'selectAll' }
  | ({ type: 'selectBox' } & Box)
  | { type: 'beginGesture' }
  | { type: 'move'; dx: number; dy: number; snap?: boolean }
  | { type: 'resize'; handle: Handle; dx: number; dy: number; snap?: boolean }
  | { type: 'endGesture' }
  | { type: 'nudge'; dx: number; dy: number }
  | { type: 'align'; edge: 'left' | 'right' | 'top' | 'bottom' | 'hcenter' | 'vcenter' }
  | { type: 'distribute'; axis: 'h' | 'v' }
  | { type: 'zorder'; to: 'front' | 'back' | 'forward' | 'backward' }
  | { type: 'remove' }
  | { type: 'copy' }
  | { type: 'cut' }
  | { type: 'paste' }
  | { type: 'duplicate' }
  | {
      type: 'update';
      index: number;
      patch: Partial<Omit<LabelItem, 'style'>> & { style?: Partial<ItemStyle> };
    }
  | { type: 'setSize'; size: LabelSize }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'zoom'; zoom: number }
  | { type: 'grid'; grid: number }
  | { type: 'load'; size: LabelSize; items: LabelItem[] };

// --- geometry --------------------------------------------------------------------------------------

export const roundToDot = (mm: number) => Math.round(mm / DOT) * DOT;
export const toDots = (mm: number) => Math.round(mm / DOT);

export function boundsOf(items: readonly LabelItem[]): Box {
  if (items.length === 0) return { x: 0, y: 0, w: 0, h: 0 };
  const left = Math.min(...items.map((i) => i.style.x));
  const top = Math.min(...items.map((i) => i.style.y));
  const right = Math.max(...items.map((i) => i.style.x + i.style.w));
  const bottom = Math.max(...items.map((i) => i.style.y + i.style.h));
  return { x: left, y: top, w: right - left, h: bottom - top };
}

/** The topmost item under a point, or -1. */
export function hitTest(items: readonly LabelItem[], x: number, y: number): number {
  for (let i = items.length - 1; i >= 0; i--) {
    const { style } = items[i]!;
    if (x >= style.x && x <= style.x + style.w && y >= style.y && y <= style.y + style.h) return i;
  }
  return -1;
}

const intersects = (a: Box, b: Box) =>
  a.x <= b.x + b.w && b.x <= a.x + a.w && a.y <= b.y + b.h && b.y <= a.y + a.h;

/** A box placed on whole dots, never left of or above the label, never under one dot. */
function placed(style: ItemStyle, box: Box): ItemStyle {
  return {
    ...style,
    x: Math.max(0, roundToDot(box.x)),
    y: Math.max(0, roundToDot(box.y)),
    w: Math.max(DOT, roundToDot(box.w)),
    h: Math.max(DOT, roundToDot(box.h)),
  };
}

const withStyle = (item: LabelItem, style: ItemStyle): LabelItem => ({ ...item, style });
const boxOf = (item: LabelItem): Box => ({
  x: item.style.x,
  y: item.style.y,
  w: item.style.w,
  h: item.style.h,
});
const copyOf = (item: LabelItem): LabelItem => ({ ...item, style: { ...item.style } });

/** The lines a moving edge may snap to along one axis: the label's edges and centre, the others' edges and centres. */
function targets(state: DesignerState, axis: 'x' | 'y', moving: ReadonlySet<number>): number[] {
  const length = axis === 'x' ? state.size.width : state.size.height;
  const lines = [0, length / 2, length];
  state.items.forEach((item, index) => {
    if (moving.has(index)) return;
    const start = axis === 'x' ? item.style.x : item.style.y;
    const extent = axis === 'x' ? item.style.w : item.style.h;
    lines.push(start, start + extent / 2, start + extent);
  });
  return lines;
}

/**
 * The correction that brings the nearest of `edges` onto a guide (another element's edge or centre,
 * the label's) within the tolerance, else onto the grid; and the guide it met.
 */
function snapOffset(
  edges: number[],
  lines: number[],
  grid: number,
): { offset: number; guide: number | null } {
  let best: { offset: number; guide: number | null } | null = null;
  for (const edge of edges)
    for (const line of lines) {
      const offset = line - edge;
      if (Math.abs(offset) <= SNAP_TOLERANCE && (!best || Math.abs(offset) < Math.abs(best.offset)))
        best = { offset, guide: line };
    }
  if (best) return best;
  if (grid > 0 && edges.length > 0)
    return { offset: Math.round(edges[0]! / grid) * grid - edges[0]!, guide: null };
  return { offset: 0, guide: null };
}

// --- history ---------------------------------------------------------------------------------------

const snapshotOf = (state: DesignerState): Snapshot => ({
  size: state.size,
  items: state.items,
  selected: state.selected,
});

/** A change that can be undone: the state before it goes on the undo stack, the redo stack empties. */
function commit(
  state: DesignerState,
  next: Partial<DesignerState>,
  before = snapshotOf(state),
): DesignerState {
  const past = [...state.past, before];
  if (past.length > HISTORY) past.splice(0, past.length - HISTORY);
  return { ...state, ...next, past, future: [], lastUpdate: null };
}

export const canUndo = (state: DesignerState) => state.past.length > 0;
export const canRedo = (state: DesignerState) => state.future.length > 0;

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
    guides: { x: [], y: [] },
    lastUpdate: null,
  };
}

/** The items with those at `indices` replaced by `change` (the rest shared, not copied). */
function changed(
  items: LabelItem[],
  indices: readonly number[],
  change: (item: LabelItem, index: number) => LabelItem,
): LabelItem[] {
  const next = items.slice();
  for (const i of indices) next[i] = change(items[i]!, i);
  return next;
}

// --- actions ---------------------------------------------------------------------------------------

function move(state: DesignerState, dx: number, dy: number, snap: boolean): DesignerState {
  const base = state.gesture?.items ?? state.items;
  const chosen = state.selected.map((i) => base[i]!);
  if (chosen.length === 0) return state;
  let offsetX = dx;
  let offsetY = dy;
  const guides = { x: [] as number[], y: [] as number[] };
  if (snap) {
    const b = boundsOf(chosen);
    const moving = new Set(state.selected);
    const x = snapOffset(
      [b.x + dx, b.x + dx + b.w / 2, b.x + dx + b.w],
      targets({ ...state, items: base }, 'x', moving),
      state.grid,
    );
    const y = snapOffset(
      [b.y + dy, b.y + dy + b.h / 2, b.y + dy + b.h],
      targets({ ...state, items: base }, 'y', moving),
      state.grid,
    );
    offsetX += x.offset;
    offsetY += y.offset;
    if (x.guide !== null) guides.x.push(x.guide);
    if (y.guide !== null) guides.y.push(y.guide);
  }
  const items = changed(state.items, state.selected, (item, index) => {
    const from = base[index] ?? item;
    return withStyle(
      item,
      placed(item.style, { ...boxOf(from), x: from.style.x + offsetX, y: from.style.y + offsetY }),
    );
  });
  return { ...state, items, guides };
}

function resize(state: DesignerState, handle: Handle, dx: number, dy: number, snap: boolean): DesignerState {
  if (state.selected.length !== 1) return state;
  const index = state.selected[0]!;
  const from = (state.gesture?.items ?? state.items)[index]!;
  let { x, y, w, h } = boxOf(from);
  let right = x + w;
  let bottom = y + h;
  const guides = { x: [] as number[], y: [] as number[] };
  const moved = (edge: number, axis: 'x' | 'y') => {
    if (!snap) return edge;
    const s = snapOffset([edge], targets(state, axis, new Set([index])), state.grid);
    if (s.guide !== null) guides[axis].push(s.guide);
    return edge + s.offset;
  };
  if (handle.includes('w')) x = Math.min(moved(x + dx, 'x'), right - DOT);
  if (handle.includes('e')) right = Math.max(moved(right + dx, 'x'), x + DOT);
  if (handle.includes('n')) y = Math.min(moved(y + dy, 'y'), bottom - DOT);
  if (handle.includes('s')) bottom = Math.max(moved(bottom + dy, 'y'), y + DOT);
  w = right - x;
  h = bottom - y;
  const items = changed(state.items, [index], (item) => withStyle(item, placed(item.style, { x, y, w, h })));
  return { ...state, items, guides };
}

function align(
  state: DesignerState,
  edge: Extract<DesignerAction, { type: 'align' }>['edge'],
): DesignerState {
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
    return withStyle(item, placed(item.style, box));
  });
  return commit(state, { items });
}

function distribute(state: DesignerState, axis: 'h' | 'v'): DesignerState {
  if (state.selected.length < 3) return state;
  const start = (i: number) => (axis === 'h' ? state.items[i]!.style.x : state.items[i]!.style.y);
  const extent = (i: number) => (axis === 'h' ? state.items[i]!.style.w : state.items[i]!.style.h);
  const order = [...state.selected].sort((a, b) => start(a) - start(b));
  const first = order[0]!;
  const last = order[order.length - 1]!;
  const span = start(last) + extent(last) - start(first);
  const gap = (span - order.reduce((sum, i) => sum + extent(i), 0)) / (order.length - 1);
  const items = state.items.slice();
  let at = start(first);
  for (const i of order) {
    if (i !== first && i !== last) {
      const box = boxOf(items[i]!);
      if (axis === 'h') box.x = at;
      else box.y = at;
      items[i] = withStyle(items[i]!, placed(items[i]!.style, box));
    }
    at += extent(i) + gap;
  }
  return commit(state, { items });
}

function zorder(state: DesignerState, to: Extract<DesignerAction, { type: 'zorder' }>['to']): DesignerState {
  if (state.selected.length === 0) return state;
  const chosen = new Set(state.selected);
  const order = state.items.map((_, i) => i);
  if (to === 'front') order.sort((a, b) => Number(chosen.has(a)) - Number(chosen.has(b)));
  if (to === 'back') order.sort((a, b) => Number(chosen.has(b)) - Number(chosen.has(a)));
  if (to === 'forward')
    for (let i = order.length - 2; i >= 0; i--)
      if (chosen.has(order[i]!) && !chosen.has(order[i + 1]!))
        [order[i], order[i + 1]] = [order[i + 1]!, order[i]!];
  if (to === 'backward')
    for (let i = 1; i < order.length; i++)
      if (chosen.has(order[i]!) && !chosen.has(order[i - 1]!))
        [order[i], order[i - 1]] = [order[i - 1]!, order[i]!];
  const items = order.map((i) => state.items[i]!);
  const selected = order.flatMap((old, now) => (chosen.has(old) ? [now] : []));
  return commit(state, { items, selected });
}

function paste(state: DesignerState, clipboard: LabelItem[], pastes: number): DesignerState {
  if (clipboard.length === 0) return state;
  const shift = pastes + 1;
  const pasted = clipboard.map((item) =>
    withStyle(item, placed(item.style, { ...boxOf(item), x: item.style.x + shift, y: item.style.y + shift })),
  );
  const items = [...state.items, ...pasted];
  const selected = pasted.map((_, i) => state.items.length + i);
  return commit(state, { items, selected });
}

function remove(state: DesignerState): DesignerState {
  if (state.selected.length === 0) return state;
  const chosen = new Set(state.selected);
  return commit(state, { items: state.items.filter((_, i) => !chosen.has(i)), selected: [] });
}

export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  switch (action.type) {
    case 'add':
      return commit(state, { items: [...state.items, action.item], selected: [state.items.length] });
    case 'select': {
      if (action.index < 0 || action.index >= state.items.length) return state;
      if (!action.additive) return { ...state, selected: [action.index] };
      const has = state.selected.includes(action.index);
      const selected = has
        ? state.selected.filter((i) => i !== action.index)
        : [...state.selected, action.index].sort((a, b) => a - b);
      return { ...state, selected };
    }
    case 'selectNone':
      return state.selected.length ? { ...state, selected: [] } : state;
    case 'selectAll':
      return { ...state, selected: state.items.map((_, i) => i) };
    case 'selectBox': {
      const box = { x: action.x, y: action.y, w: action.w, h: action.h };
      return {
        ...state,
        selected: state.items.flatMap((item, i) => (intersects(boxOf(item), box) ? [i] : [])),
      };
    }
    case 'beginGesture':
      return { ...state, gesture: { items: state.items, before: snapshotOf(state) } };
    case 'move':
      return move(state, action.dx, action.dy, action.snap ?? false);
    case 'resize':
      return resize(state, action.handle, action.dx, action.dy, action.snap ?? false);
    case 'endGesture': {
      if (!state.gesture) return state;
      const ended = { ...state, gesture: null, guides: { x: [], y: [] } };
      if (state.gesture.items === state.items) return ended;
      // The selection as it is now, so that undoing selects what was dragged.
      return commit(ended, {}, { ...state.gesture.before, selected: state.selected });
    }
    case 'nudge': {
      if (state.selected.length === 0) return state;
      const items = changed(state.items, state.selected, (item) =>
        withStyle(
          item,
          placed(item.style, { ...boxOf(item), x: item.style.x + action.dx, y: item.style.y + action.dy }),
        ),
      );
      return commit(state, { items });
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
      return state.selected.length
        ? { ...state, clipboard: state.selected.map((i) => copyOf(state.items[i]!)), pastes: 0 }
        : state;
    case 'cut':
      if (state.selected.length === 0) return state;
      return remove({ ...state, clipboard: state.selected.map((i) => copyOf(state.items[i]!)), pastes: 0 });
    case 'paste':
      return { ...paste(state, state.clipboard, state.pastes), pastes: state.pastes + 1 };
    case 'duplicate':
      return paste(
        state,
        state.selected.map((i) => state.items[i]!),
        0,
      );
    case 'update': {
      const item = state.items[action.index];
      if (!item) return state;
      const { style, ...rest } = action.patch;
      const nextStyle = style
        ? placed({ ...item.style, ...style }, { ...boxOf(item), ...pick(style) })
        : item.style;
      const items = changed(state.items, [action.index], () => ({ ...item, ...rest, style: nextStyle }));
      const key = `${action.index}:${Object.keys(rest).join()}:${Object.keys(style ?? {}).join()}`;
      // Typing into one field: one undo step for the whole edit.
      if (state.lastUpdate === key) return { ...state, items };
      return { ...commit(state, { items }), lastUpdate: key };
    }
    case 'setSize':
      if (action.size.width === state.size.width && action.size.height === state.size.height) return state;
      return commit(state, { size: action.size });
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        ...previous,
        past: state.past.slice(0, -1),
        future: [snapshotOf(state), ...state.future],
        lastUpdate: null,
      };
    }
    case 'redo': {
      const next = state.future[0];
      if (!next) return state;
      return {
        ...state,
        ...next,
        past: [...state.past, snapshotOf(state)],
        future: state.future.slice(1),
        lastUpdate: null,
      };
    }
    case 'zoom':
      return { ...state, zoom: Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, action.zoom)) };
    case 'grid':
      return { ...state, grid: Math.max(0, action.grid) };
    case 'load':
      return { ...initialState(action.size, action.items), zoom: state.zoom, grid: state.grid };
  }
}

/** The box fields of a style patch. */
function pick(style: Partial<ItemStyle>): Partial<Box> {
  const box: Partial<Box> = {};
  if (style.x !== undefined) box.x = style.x;
  if (style.y !== undefined) box.y = style.y;
  if (style.w !== undefined) box.w = style.w;
  if (style.h !== undefined) box.h = style.h;
  return box;
}
