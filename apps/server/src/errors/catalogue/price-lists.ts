import type { ErrorEntry } from '../entry.js';

/** Price lists for groups of shops (module price-lists, issue 28 §1). */
export const priceListsErrors = {
  PRICE_LIST_NAME_TAKEN: {
    id: 'ERCO001200',
    status: 409,
    msg: { ch: '已有名为「{name}」的价格表', en: 'There is already a price list named {name}' },
  },
  PRICE_LIST_SHOP_TAKEN: {
    id: 'ERCO001201',
    status: 409,
    msg: {
      ch: '店铺「{shop}」已在价格表「{list}」中（一个店铺只能属于一个价格表）',
      en: 'The shop {shop} is already in the price list {list} (a shop is in one list at most)',
    },
  },
  PRICE_LIST_SHOP_UNKNOWN: {
    id: 'ERCO001202',
    status: 400,
    msg: { ch: '店铺 {id} 不存在或不属于本企业', en: 'Shop {id} does not exist in this company' },
  },
  PRICE_LIST_GOODS_UNKNOWN: {
    id: 'ERCO001203',
    status: 400,
    msg: {
      ch: '第 {row} 行：商品 {id} 不存在或不属于本企业，未保存任何价格',
      en: 'Row {row}: goods item {id} does not exist in this company; no price was saved',
    },
  },
  PRICE_LIST_GOODS_TWICE: {
    id: 'ERCO001204',
    status: 400,
    msg: {
      ch: '第 {row} 行：商品 {id} 出现了两次，未保存任何价格',
      en: 'Row {row}: goods item {id} appears twice; no price was saved',
    },
  },
  PRICE_LIST_HAS_CHANGES: {
    id: 'ERCO001205',
    status: 409,
    msg: {
      ch: '价格表还有未结束的调价或促销「{name}」，请先取消或等它结束',
      en: 'The price list still has a price change or promotion that has not ended: {name}. Cancel it or wait until it ends.',
    },
  },
  PRICE_LIST_COLUMN_UNKNOWN: {
    id: 'ERCO001206',
    status: 400,
    msg: {
      ch: '表头「{column}」指向的价格表不存在，请先建立该价格表或删除此列',
      en: 'The column {column} names a price list that does not exist: create the list first or remove the column',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
