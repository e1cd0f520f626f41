import type { BodyOf, QueryOf } from '@dahua/shared/contracts/define';
import type {
  HotKeyItem,
  HotKeysAnswer,
  HotKeysCopyAnswer,
  ScaleAnswer as Scale,
  ScaleGoodsChange,
  ScaleListRow,
  ScaleModelEntry as ScaleModelInfo,
  scalesApi,
} from '@dahua/shared/contracts/scales';
import { scalesPaths } from '@dahua/shared/paths/scales';
import { clientFor } from './client';

export type {
  HotKeyItem,
  HotKeysAnswer,
  HotKeysCopyAnswer,
  Scale,
  ScaleGoodsChange,
  ScaleListRow,
  ScaleModelInfo,
};

type ScalesApi = typeof scalesApi;
export type ScaleQuery = QueryOf<ScalesApi['list']>;
export type ScaleGoodsQuery = QueryOf<ScalesApi['goods']>;
/** The editable fields of a scale, as the form sends them. */
export type ScaleFields = Omit<BodyOf<ScalesApi['createInShop']>, 'scale_uuid'>;
/** A goods item on a scale (the goods answer). */
export type ScaleGoods = Awaited<ReturnType<typeof listScaleGoods>>['list'][number];
/** One key of the PUT body (key plus good_id). */
export type HotKeyAssignment = { key: number; good_id: number };

const scales = clientFor<ScalesApi>(scalesPaths);

export const listScales = (query: ScaleQuery) => scales.list({ query });
export const listScaleModels = () => scales.models();
export const scaleDetails = (id: number) => scales.one({ params: { id } });
/** Silent: the form shows a refusal on its field (an address that is not one). */
export const createScale = (shopId: number, body: ScaleFields) =>
  scales.createInShop({ params: { shopId }, body }, { silent: true });
/** Edits a scale of `shopId`; `shop_id` moves it to another shop of the company. Silent, as above. */
export const editScale = (shopId: number, id: number, body: BodyOf<ScalesApi['editOfShop']>) =>
  scales.editOfShop({ params: { shopId, id }, body }, { silent: true });
/** Deletes a scale with its goods list and hot keys. */
export const deleteScale = (shopId: number, id: number) => scales.removeOfShop({ params: { shopId, id } });

export const listScaleGoods = (scaleId: number, query: ScaleGoodsQuery) =>
  scales.goods({ params: { id: scaleId }, query });
/** Adds (op 1) or removes (op 0) goods, all or nothing. */
export const changeScaleGoods = (scaleId: number, op: 0 | 1, goodIds: number[]) =>
  scales.changeGoods({
    params: { id: scaleId },
    query: { op_flag: op === 1 ? '1' : '0' },
    body: { good_ids: goodIds },
  });

export const scaleHotKeys = (scaleId: number) => scales.hotKeys({ params: { id: scaleId } });
/** Replaces the whole layout. */
export const saveHotKeys = (scaleId: number, hotKeys: HotKeyAssignment[]) =>
  scales.saveHotKeys({ params: { id: scaleId }, body: { hot_keys: hotKeys } });
/** Copies the scale's saved layout to scales of the same model (adding goods they lack), all or none. */
export const copyHotKeys = (scaleId: number, targetScaleIds: number[]) =>
  scales.copyHotKeys({ params: { id: scaleId }, body: { target_scale_ids: targetScaleIds } });
