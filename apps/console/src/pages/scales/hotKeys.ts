import { HOT_KEY_GROUPS, type HotKeyGroup, hotKeyGroupOf } from '@dahua/shared';
import type { HotKeyAssignment, HotKeysAnswer, Scale, ScaleGoods, ScaleModelInfo } from '../../api/scales';

/** What a key shows: the goods item it carries. */
export type KeyGoods = { good_id: number; plu: number; name: string };
/** A hot-key layout: key number → goods item; keys not in it are empty. */
export type Layout = Readonly<Record<number, KeyGoods>>;

/** The key numbers of a model with `keyCount` keys, in their groups (UP first half, DOWN the rest). */
export function keyGroups(keyCount: number): Record<HotKeyGroup, number[]> {
  const groups: Record<HotKeyGroup, number[]> = { UP: [], DOWN: [] };
  for (let key = 1; key <= keyCount; key++) groups[hotKeyGroupOf(key, keyCount)].push(key);
  return groups;
}

/** The layout in the server's answer (both groups; keys outside 1..key_count are dropped). */
export function layoutFromAnswer(answer: HotKeysAnswer): Layout {
  const layout: Record<number, KeyGoods> = {};
  for (const group of HOT_KEY_GROUPS) {
    for (const item of answer.hot_keys[group] ?? []) {
      if (Number.isInteger(item.key) && item.key >= 1 && item.key <= answer.key_count)
        layout[item.key] = { good_id: item.good_id, plu: item.plu, name: item.name };
    }
  }
  return layout;
}

/** The layout with `key` carrying `goods` (in place of what it had). */
export function assignKey(layout: Layout, key: number, goods: KeyGoods): Layout {
  return { ...layout, [key]: goods };
}

/** The layout with `key` empty. */
export function clearKey(layout: Layout, key: number): Layout {
  if (!(key in layout)) return layout;
  const next: Record<number, KeyGoods> = { ...layout };
  delete next[key];
  return next;
}

/** The PUT body's list: every assigned key with its goods, by key number. */
export function hotKeysBody(layout: Layout): HotKeyAssignment[] {
  return Object.entries(layout)
    .map(([key, goods]) => ({ key: Number(key), good_id: goods.good_id }))
    .sort((a, b) => a.key - b.key);
}

/** Whether two layouts put the same goods on the same keys. */
export function sameLayout(a: Layout, b: Layout): boolean {
  const left = hotKeysBody(a);
  const right = hotKeysBody(b);
  return (
    left.length === right.length &&
    left.every((item, i) => item.key === right[i]?.key && item.good_id === right[i]?.good_id)
  );
}

/** How many keys are assigned. */
export function assignedCount(layout: Layout): number {
  return Object.keys(layout).length;
}

/** A goods item on the scale as a key shows it. */
export function keyGoodsOf(goods: Pick<ScaleGoods, 'id' | 'plu_number' | 'name'>): KeyGoods {
  return { good_id: goods.id, plu: goods.plu_number, name: goods.name };
}

/** The first line of a (up to three-line) goods name: what a key has room for. */
export function firstLine(name: string): string {
  return name.split('\n')[0]?.trim() ?? '';
}

/** The goods id a drag carries ('text/plain'), or null for anything else. */
export function draggedGoodsId(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const id = Number(text.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The scales a layout may be copied to: the same model, not the scale itself. */
export function copyTargets<T extends Pick<Scale, 'id' | 'model_code'>>(scales: T[], from: T): T[] {
  return scales.filter((scale) => scale.id !== from.id && scale.model_code === from.model_code);
}

/** A model's name in the console's language. */
export function modelName(model: Pick<ScaleModelInfo, 'name_zh' | 'name_en'>, language: string): string {
  return language === 'en' ? model.name_en : model.name_zh;
}
