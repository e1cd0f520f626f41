import { useEffect, useRef } from 'react';
import type { DesignerAction } from './state';

/** Keys typed into a field are the field's, not the designer's. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** One dot, the printer's step (8 per mm). */
const DOT = 0.125;

/** What a key press does in the designer, or null when it is not the designer's. */
export function actionOfKey(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey'>,
): DesignerAction | null {
  const step = event.shiftKey ? 1 : DOT;
  const command = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (command) {
    if (key === 'z') return { type: event.shiftKey ? 'redo' : 'undo' };
    if (key === 'y') return { type: 'redo' };
    if (key === 'c') return { type: 'copy' };
    if (key === 'x') return { type: 'cut' };
    if (key === 'v') return { type: 'paste' };
    if (key === 'd') return { type: 'duplicate' };
    if (key === 'a') return { type: 'selectAll' };
    return null;
  }
  switch (event.key) {
    case 'ArrowLeft':
      return { type: 'nudge', dx: -step, dy: 0 };
    case 'ArrowRight':
      return { type: 'nudge', dx: step, dy: 0 };
    case 'ArrowUp':
      return { type: 'nudge', dx: 0, dy: -step };
    case 'ArrowDown':
      return { type: 'nudge', dx: 0, dy: step };
    case 'Delete':
    case 'Backspace':
      return { type: 'remove' };
    case 'Escape':
      return { type: 'selectNone' };
    default:
      return null;
  }
}

/** The designer's keyboard: nudging, undo and redo, the clipboard, select all, delete. */
export function useDesignerKeys(dispatch: (action: DesignerAction) => void): void {
  const latest = useRef(dispatch);
  latest.current = dispatch;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target) || document.querySelector('.ant-modal-wrap')) return;
      const action = actionOfKey(event);
      if (!action) return;
      event.preventDefault();
      latest.current(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
