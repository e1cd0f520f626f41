import type { HotKeyGroup } from '@dahua/shared';
import { requestData } from './client';
import type { Paged } from './notices';

/** One model of the catalogue (GET /api/management/scales/models). */
export type ScaleModelInfo = {
  code: string;
  name_zh: string;
  name_en: string;
  /** The highest PLU number (and so the most goods) a scale of this model takes. */
  plu_limit: number;
  hot_key_count: number;
};

/** The editable fields of a scale; `if_verify` as 0/1. */
export type ScaleFields = {
  scale_name: string;
  desc: string;
  img_url: string;
  if_verify: 0 | 1;
  model_code: string;
};

/** The API's answer for a scale (ARCHITECTURE.md "Scales API"). */
export type Scale = Omit<ScaleFields, 'if_verify'> & {
  id: number;
  name: string;
  shop_id: number;
  shop_name: string;
  company_id: number;
  scale_uuid: string | null;
  if_verify: number;
  model: ScaleModelInfo;
  goods_count: number;
  /** 1 when the scale holds a device credential. */
  registered: number;
  created_time: string;
  last_modified_time: string;
};

export type ScaleQuery = {
  page: number;
  per_page: number;
  name?: string | undefined;
  shop_id?: number | undefined;
  company_id?: number | undefined;
};

export function listScales(query: ScaleQuery): Promise<Paged<Scale>> {
  return requestData('/api/management/scales', { query });
}

/** The model catalogue; accepts a bare list or a `{list}` page. */
export async function listScaleModels(): Promise<ScaleModelInfo[]> {
  const answer = await requestData<ScaleModelInfo[] | { list: ScaleModelInfo[] }>(
    '/api/management/scales/models',
  );
  return Array.isArray(answer) ? answer : answer.list;
}

export function scaleDetails(id: number): Promise<Scale> {
  return requestData(`/api/management/scales/${id}`);
}

export function createScale(shopId: number, body: ScaleFields): Promise<Scale> {
  return requestData(`/api/shops/${shopId}/scales`, { method: 'POST', body });
}

/** Edits a scale of `shopId`; `shop_id` moves it to another shop of the company. */
export function editScale(
  shopId: number,
  id: number,
  body: Partial<ScaleFields> & { shop_id?: number | undefined },
): Promise<Scale> {
  return requestData(`/api/shops/${shopId}/scales/${id}`, { method: 'PUT', body });
}

/** Deletes a scale with its goods list and hot keys. */
export function deleteScale(shopId: number, id: number): Promise<null> {
  return requestData(`/api/shops/${shopId}/scales/${id}`, { method: 'DELETE' });
}

/** A goods item on a scale (the goods answer; the fields the pages read). */
export type ScaleGoods = {
  id: number;
  plu_number: number;
  item_code: string;
  name: string;
  unit_price: number;
  measure_unit: string;
};

export type ScaleGoodsQuery = { page: number; per_page: number; name?: string | undefined };

export function listScaleGoods(scaleId: number, query: ScaleGoodsQuery): Promise<Paged<ScaleGoods>> {
  return requestData(`/api/scales/${scaleId}/goods`, { query });
}

/** What a change of the goods on a scale did. */
export type ScaleGoodsChange = {
  /** Goods actually added or removed (the others were already so). */
  changed: number;
  goods_count: number;
  plu_limit: number;
  /** Keys cleared because their goods left the scale. */
  hot_keys_cleared: number;
};

/** Adds (op 1) or removes (op 0) goods, all or nothing. */
export function changeScaleGoods(scaleId: number, op: 0 | 1, goodIds: number[]): Promise<ScaleGoodsChange> {
  return requestData(`/api/scales/${scaleId}/goods`, {
    method: 'POST',
    query: { op_flag: op },
    body: { good_ids: goodIds },
  });
}

export type HotKeyItem = { key: number; plu: number; name: string; type: HotKeyGroup; good_id: number };
export type HotKeysAnswer = { hot_keys: { UP: HotKeyItem[]; DOWN: HotKeyItem[] }; key_count: number };
/** One key of the PUT body (key plus good_id). */
export type HotKeyAssignment = { key: number; good_id: number };

export function scaleHotKeys(scaleId: number): Promise<HotKeysAnswer> {
  return requestData(`/api/scales/${scaleId}/hot_keys`);
}

/** Replaces the whole layout. */
export function saveHotKeys(scaleId: number, hotKeys: HotKeyAssignment[]): Promise<HotKeysAnswer> {
  return requestData(`/api/scales/${scaleId}/hot_keys`, { method: 'PUT', body: { hot_keys: hotKeys } });
}

export type HotKeysCopyAnswer = {
  targets: { id: number; scale_name: string; goods_added: number; hot_key_count: number }[];
};

/** Copies the scale's saved layout to scales of the same model (adding goods they lack), all or none. */
export function copyHotKeys(scaleId: number, targetScaleIds: number[]): Promise<HotKeysCopyAnswer> {
  return requestData(`/api/scales/${scaleId}/hot_keys/copy`, {
    method: 'POST',
    body: { target_scale_ids: targetScaleIds },
  });
}
