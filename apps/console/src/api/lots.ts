import type { BodyOf } from '@dahua/shared/contracts/define';
import type { Lot, lotsApi, ShopGoodsLot } from '@dahua/shared/contracts/lots';
import { lotsPaths } from '@dahua/shared/paths/lots';
import { clientFor } from './client';

export type { Lot, ShopGoodsLot };

type LotsApi = typeof lotsApi;
export type CurrentLotsChoice = BodyOf<LotsApi['setCurrent']>;

const lots = clientFor<LotsApi>(lotsPaths);

export const goodsLots = (goodsId: number) => lots.list({ query: { goods_id: goodsId } });
export const shopLots = (shopId: number) => lots.shopLots({ params: { id: shopId } });
export const setCurrentLots = (shopId: number, body: CurrentLotsChoice) =>
  lots.setCurrent({ params: { id: shopId }, body });
