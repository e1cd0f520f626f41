import { describe, expect, it } from 'vitest';
import type { HotKeysAnswer } from '../../api/scales';
import {
  assignedCount,
  assignKey,
  clearKey,
  copyTargets,
  draggedGoodsId,
  firstLine,
  hotKeysBody,
  keyGoodsOf,
  keyGroups,
  layoutFromAnswer,
  modelName,
  sameLayout,
} from './hotKeys';

const apple = { good_id: 7, plu: 12, name: '红富士苹果\n山东烟台' };
const pear = { good_id: 9, plu: 30, name: '库尔勒香梨' };

describe('hot-key groups', () => {
  it('splits a 71-key TM-Aa into UP 1–36 and DOWN 37–71', () => {
    const groups = keyGroups(71);
    expect(groups.UP).toHaveLength(36);
    expect(groups.UP[0]).toBe(1);
    expect(groups.UP.at(-1)).toBe(36);
    expect(groups.DOWN[0]).toBe(37);
    expect(groups.DOWN.at(-1)).toBe(71);
  });

  it('splits a 142-key model in halves, and has no keys for none', () => {
    const groups = keyGroups(142);
    expect([groups.UP.length, groups.DOWN.length]).toEqual([71, 71]);
    expect(groups.DOWN[0]).toBe(72);
    expect(keyGroups(0)).toEqual({ UP: [], DOWN: [] });
  });
});

describe('the layout', () => {
  const answer: HotKeysAnswer = {
    key_count: 71,
    hot_keys: {
      UP: [{ key: 1, plu: 12, name: apple.name, type: 'UP', good_id: 7 }],
      DOWN: [
        { key: 40, plu: 30, name: pear.name, type: 'DOWN', good_id: 9 },
        { key: 72, plu: 30, name: pear.name, type: 'DOWN', good_id: 9 },
      ],
    },
  };

  it('is read from both groups of the answer, dropping keys the model does not have', () => {
    expect(layoutFromAnswer(answer)).toEqual({ 1: apple, 40: pear });
  });

  it('copes with an empty answer', () => {
    const empty = layoutFromAnswer({ key_count: 71, hot_keys: { UP: [], DOWN: [] } });
    expect(empty).toEqual({});
    expect(hotKeysBody(empty)).toEqual([]);
  });

  it('assigns, reassigns and clears keys without touching the original', () => {
    const start = layoutFromAnswer(answer);
    const next = assignKey(start, 2, pear);
    expect(next[2]).toEqual(pear);
    expect(start[2]).toBeUndefined();
    expect(assignKey(next, 1, pear)[1]).toEqual(pear);
    const cleared = clearKey(next, 1);
    expect(cleared[1]).toBeUndefined();
    expect(next[1]).toEqual(apple);
    expect(clearKey(cleared, 5)).toBe(cleared);
    expect(assignedCount(cleared)).toBe(2);
  });

  it('becomes the PUT body: key and good_id, by key number', () => {
    const layout = assignKey(assignKey(layoutFromAnswer(answer), 37, apple), 3, pear);
    expect(hotKeysBody(layout)).toEqual([
      { key: 1, good_id: 7 },
      { key: 3, good_id: 9 },
      { key: 37, good_id: 7 },
      { key: 40, good_id: 9 },
    ]);
  });

  it('knows when it differs from the saved one (the unsaved-changes flag)', () => {
    const saved = layoutFromAnswer(answer);
    expect(sameLayout(saved, { ...saved })).toBe(true);
    expect(sameLayout(saved, assignKey(saved, 2, pear))).toBe(false);
    expect(sameLayout(saved, assignKey(saved, 1, pear))).toBe(false);
    // Assigning and clearing back is no change.
    expect(sameLayout(saved, clearKey(assignKey(saved, 2, pear), 2))).toBe(true);
    // The same goods by another name (renamed meanwhile) is the same layout.
    expect(sameLayout(saved, assignKey(saved, 1, { ...apple, name: 'x' }))).toBe(true);
  });
});

describe('keys and goods', () => {
  it('shows the first line of a goods name', () => {
    expect(firstLine(apple.name)).toBe('红富士苹果');
    expect(firstLine('  香蕉 ')).toBe('香蕉');
    expect(firstLine('')).toBe('');
  });

  it('turns a goods item on the scale into what a key carries', () => {
    expect(keyGoodsOf({ id: 7, plu_number: 12, name: apple.name })).toEqual(apple);
  });

  it('reads a goods id from a drag, refusing anything else', () => {
    expect(draggedGoodsId('42')).toBe(42);
    expect(draggedGoodsId(' 42 ')).toBe(42);
    for (const bad of ['', '0', '-1', '1.5', 'abc', 'https://example.com', '99999999999999999999'])
      expect(draggedGoodsId(bad), bad).toBeNull();
  });

  it('offers the other scales of the same model as copy targets', () => {
    const from = { id: 1, model_code: 'TM-Aa' as const };
    const scales = [
      from,
      { id: 2, model_code: 'TM-Aa' as const },
      { id: 3, model_code: 'TM-Ab' as const },
      { id: 4, model_code: 'TM-Aa' as const },
    ];
    expect(copyTargets(scales, from).map((s) => s.id)).toEqual([2, 4]);
  });

  it('names a model in the console language', () => {
    const model = { name_zh: 'TM-Aa 条码秤', name_en: 'TM-Aa barcode label scale' };
    expect(modelName(model, 'ch')).toBe('TM-Aa 条码秤');
    expect(modelName(model, 'en')).toBe('TM-Aa barcode label scale');
  });
});
