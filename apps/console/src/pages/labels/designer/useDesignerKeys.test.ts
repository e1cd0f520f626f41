import { describe, expect, it } from 'vitest';
import { actionOfKey } from './useDesignerKeys';

const key = (k: string, mods: { shiftKey?: boolean; ctrlKey?: boolean; metaKey?: boolean } = {}) =>
  actionOfKey({ key: k, shiftKey: false, ctrlKey: false, metaKey: false, ...mods });

describe('the designer’s keys', () => {
  it('nudge by one dot, or by 1 mm with shift', () => {
    expect(key('ArrowRight')).toEqual({ type: 'nudge', dx: 0.125, dy: 0 });
    expect(key('ArrowUp', { shiftKey: true })).toEqual({ type: 'nudge', dx: 0, dy: -1 });
  });

  it('undo, redo and the clipboard with Ctrl or ⌘', () => {
    expect(key('z', { ctrlKey: true })).toEqual({ type: 'undo' });
    expect(key('Z', { metaKey: true, shiftKey: true })).toEqual({ type: 'redo' });
    expect(key('y', { ctrlKey: true })).toEqual({ type: 'redo' });
    expect(key('v', { ctrlKey: true })).toEqual({ type: 'paste' });
    expect(key('Delete')).toEqual({ type: 'remove' });
    expect(key('a')).toBeNull();
  });
});
