import type { DrawWarning } from '@dahua/shared/labels/draw';
import type { RenderedLabel } from '@dahua/shared/labels/render';
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { paintLabel } from '../LabelCanvas';
import { RULER, Ruler } from './Rulers';
import type { DesignerAction, DesignerState } from './state';

type Handle = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';
const HANDLES: Handle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];
const HANDLE_PX = 8;

/** Where a handle sits on its box, as fractions of the width and height. */
const HANDLE_AT: Record<Handle, [number, number]> = {
  nw: [0, 0],
  n: [0.5, 0],
  ne: [1, 0],
  e: [1, 0.5],
  se: [1, 1],
  s: [0.5, 1],
  sw: [0, 1],
  w: [0, 0.5],
};

type Drag =
  | { kind: 'items' | 'resize'; x: number; y: number; handle?: Handle }
  | { kind: 'marquee'; x: number; y: number; toX: number; toY: number };

/**
 * The design surface at the printer's resolution (100%: one screen pixel per dot, 8 per mm): the
 * label drawn by the shared renderer, an outline per element to grab, handles on a single
 * selection, rulers in mm, snap guides while dragging, and a marquee on the empty surface.
 */
export default function Stage({
  state,
  rendered,
  dispatch,
  onDrawn,
}: {
  state: DesignerState;
  rendered: RenderedLabel;
  dispatch: (action: DesignerAction) => void;
  /** What drawing found beyond the renderer's warnings. */
  onDrawn: (warnings: DrawWarning[]) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const surface = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [painted, repaint] = useState(0);
  const pxPerMm = 8 * state.zoom;

  useEffect(() => {
    if (canvas.current && painted >= 0)
      onDrawn(paintLabel(canvas.current, rendered, state.zoom, () => repaint((n) => n + 1)));
  }, [rendered, state.zoom, painted, onDrawn]);

  /** The pointer's place on the label, mm. */
  const mmOf = (event: { clientX: number; clientY: number }) => {
    const box = surface.current?.getBoundingClientRect();
    return {
      x: (event.clientX - (box?.left ?? 0)) / pxPerMm,
      y: (event.clientY - (box?.top ?? 0)) / pxPerMm,
    };
  };

  const start = (event: ReactPointerEvent, next: Drag) => {
    event.stopPropagation();
    surface.current?.setPointerCapture(event.pointerId);
    setDrag(next);
  };

  const onItemDown = (event: ReactPointerEvent, index: number) => {
    if (event.button !== 0) return;
    const additive = event.shiftKey || event.ctrlKey || event.metaKey;
    if (additive || !state.selected.includes(index)) dispatch({ type: 'select', index, additive });
    if (additive && state.selected.includes(index)) return;
    dispatch({ type: 'beginGesture' });
    start(event, { kind: 'items', x: event.clientX, y: event.clientY });
  };

  const onHandleDown = (event: ReactPointerEvent, handle: Handle) => {
    if (event.button !== 0) return;
    dispatch({ type: 'beginGesture' });
    start(event, { kind: 'resize', x: event.clientX, y: event.clientY, handle });
  };

  const onSurfaceDown = (event: ReactPointerEvent) => {
    if (event.button !== 0) return;
    if (!event.shiftKey) dispatch({ type: 'selectNone' });
    const at = mmOf(event);
    start(event, { kind: 'marquee', x: at.x, y: at.y, toX: at.x, toY: at.y });
  };

  const onMove = (event: ReactPointerEvent) => {
    if (!drag) return;
    if (drag.kind === 'marquee') {
      const at = mmOf(event);
      setDrag({ ...drag, toX: at.x, toY: at.y });
      return;
    }
    const dx = (event.clientX - drag.x) / pxPerMm;
    const dy = (event.clientY - drag.y) / pxPerMm;
    const snap = !event.altKey;
    if (drag.kind === 'items') dispatch({ type: 'move', dx, dy, snap });
    else if (drag.handle) dispatch({ type: 'resize', handle: drag.handle, dx, dy, snap });
  };

  const onUp = () => {
    if (!drag) return;
    if (drag.kind === 'marquee') {
      const x = Math.min(drag.x, drag.toX);
      const y = Math.min(drag.y, drag.toY);
      const w = Math.abs(drag.toX - drag.x);
      const h = Math.abs(drag.toY - drag.y);
      if (w > 0.2 || h > 0.2) dispatch({ type: 'selectBox', x, y, w, h });
    } else {
      dispatch({ type: 'endGesture' });
    }
    setDrag(null);
  };

  const width = state.size.width * pxPerMm;
  const height = state.size.height * pxPerMm;
  const single = state.selected.length === 1 ? state.items[state.selected[0]!] : undefined;
  const guides = state.guides ?? { x: [], y: [] };

  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `${RULER}px auto`,
        gridTemplateRows: `${RULER}px auto`,
        width: 'max-content',
      }}
    >
      <div style={{ background: '#f0f0f0' }} />
      <Ruler lengthMm={state.size.width} pxPerMm={pxPerMm} />
      <Ruler lengthMm={state.size.height} pxPerMm={pxPerMm} vertical />
      <div
        ref={surface}
        data-testid="designer-stage"
        onPointerDown={onSurfaceDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={onUp}
        style={{
          position: 'relative',
          width,
          height,
          touchAction: 'none',
          userSelect: 'none',
          cursor: 'crosshair',
        }}
      >
        <canvas
          ref={canvas}
          data-testid="designer-canvas"
          style={{ position: 'absolute', inset: 0, boxShadow: '0 0 0 1px #bfbfbf' }}
        />
        {state.items.map((item, index) => {
          const selected = state.selected.includes(index);
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity but their place, which z-order changes redraw anyway
              key={index}
              data-testid={`designer-item-${index}`}
              data-kind={item.itemName}
              onPointerDown={(event) => onItemDown(event, index)}
              style={{
                position: 'absolute',
                left: item.style.x * pxPerMm,
                top: item.style.y * pxPerMm,
                width: Math.max(item.style.w * pxPerMm, 4),
                height: Math.max(item.style.h * pxPerMm, 4),
                outline: selected ? '1px solid #1677ff' : '1px dashed rgba(22,119,255,0.35)',
                background: selected ? 'rgba(22,119,255,0.06)' : undefined,
                cursor: 'move',
              }}
            />
          );
        })}
        {single &&
          HANDLES.map((handle) => {
            const [fx, fy] = HANDLE_AT[handle];
            return (
              <div
                key={handle}
                data-testid={`designer-handle-${handle}`}
                onPointerDown={(event) => onHandleDown(event, handle)}
                style={{
                  position: 'absolute',
                  left: (single.style.x + single.style.w * fx) * pxPerMm - HANDLE_PX / 2,
                  top: (single.style.y + single.style.h * fy) * pxPerMm - HANDLE_PX / 2,
                  width: HANDLE_PX,
                  height: HANDLE_PX,
                  background: '#fff',
                  border: '1px solid #1677ff',
                  cursor: `${handle}-resize`,
                }}
              />
            );
          })}
        {guides.x.map((x) => (
          <div
            key={`gx${x}`}
            style={{
              position: 'absolute',
              left: x * pxPerMm,
              top: 0,
              bottom: 0,
              width: 1,
              background: '#eb2f96',
            }}
          />
        ))}
        {guides.y.map((y) => (
          <div
            key={`gy${y}`}
            style={{
              position: 'absolute',
              top: y * pxPerMm,
              left: 0,
              right: 0,
              height: 1,
              background: '#eb2f96',
            }}
          />
        ))}
        {drag?.kind === 'marquee' && (
          <div
            style={{
              position: 'absolute',
              left: Math.min(drag.x, drag.toX) * pxPerMm,
              top: Math.min(drag.y, drag.toY) * pxPerMm,
              width: Math.abs(drag.toX - drag.x) * pxPerMm,
              height: Math.abs(drag.toY - drag.y) * pxPerMm,
              border: '1px dashed #1677ff',
              background: 'rgba(22,119,255,0.08)',
            }}
          />
        )}
      </div>
    </div>
  );
}
