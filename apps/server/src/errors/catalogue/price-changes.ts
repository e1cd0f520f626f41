import type { ErrorEntry } from '../entry.js';

/**
 * Scheduled price changes and promotions (issue 28 §2, module price-changes). Ids ERCO0013 50–69
 * (ERCO001300–07 are scale-legal's).
 */
export const priceChangesErrors = {
  PRICE_CHANGE_START_PAST: {
    id: 'ERCO001350',
    status: 400,
    msg: {
      ch: '开始时间必须晚于现在：已过去的时间不能再调价',
      en: 'The start must be later than now: a price change cannot start in the past',
    },
  },
  PRICE_CHANGE_END_REQUIRED: {
    id: 'ERCO001351',
    status: 400,
    msg: {
      ch: '促销需要结束时间，且结束时间晚于开始时间',
      en: 'A promotion needs an end, later than its start',
    },
  },
  PRICE_CHANGE_END_NOT_ALLOWED: {
    id: 'ERCO001352',
    status: 400,
    msg: {
      ch: '调价没有结束时间（需要到期恢复的请用促销）',
      en: 'A price change has no end (use a promotion for prices that end)',
    },
  },
  PRICE_CHANGE_GOODS_TWICE: {
    id: 'ERCO001353',
    status: 400,
    msg: {
      ch: '第 {line} 行：商品 {goods} 重复出现',
      en: 'line {line}: goods {goods} is listed twice',
    },
  },
  PRICE_CHANGE_GOODS_UNKNOWN: {
    id: 'ERCO001354',
    status: 404,
    msg: {
      ch: '第 {line} 行：商品 {goods} 不存在或不属于本公司',
      en: 'line {line}: goods {goods} does not exist in this company',
    },
  },
  PRICE_CHANGE_LIST_UNKNOWN: {
    id: 'ERCO001355',
    status: 404,
    msg: { ch: '价格表不存在或不属于本公司', en: 'That price list does not exist in this company' },
  },
  PRICE_CHANGE_OVERLAP: {
    id: 'ERCO001356',
    status: 409,
    msg: {
      ch: '与促销「{other}」时间重叠（商品 {goods}）：同一商品同一价格表不能同时有两个促销',
      en: 'Overlaps the promotion "{other}" (goods {goods}): one goods item in one price list has one promotion at a time',
    },
  },
  PRICE_CHANGE_STARTED: {
    id: 'ERCO001357',
    status: 409,
    msg: {
      ch: '「{name}」已经开始，不能再修改或取消',
      en: '"{name}" has already started; it can no longer be edited or cancelled',
    },
  },
  PRICE_CHANGE_CANCELLED: {
    id: 'ERCO001358',
    status: 409,
    msg: { ch: '「{name}」已取消，不能再修改', en: '"{name}" is cancelled; it can no longer be edited' },
  },
  PRICE_CHANGE_STALE: {
    id: 'ERCO001359',
    status: 409,
    msg: {
      ch: '「{name}」已被他人修改，请刷新后再试',
      en: '"{name}" was changed by someone else; please reload and try again',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
