import type { ErrorEntry } from '../entry.js';

/** Lots and shops' current lots (issue 29 §3; module lots). */
export const lotsErrors = {
  LOT_GOODS_UNKNOWN: {
    id: 'ERCO001540',
    status: 404,
    msg: { ch: '没有编号为 {goods} 的商品', en: 'There is no goods item {goods}.' },
  },
  LOT_NOT_OF_GOODS: {
    id: 'ERCO001541',
    status: 400,
    msg: {
      ch: '批次 {lot} 不是商品“{goods}”的批次',
      en: 'The lot {lot} is not a lot of the goods item “{goods}”.',
    },
  },
  LOT_GOODS_TWICE: {
    id: 'ERCO001542',
    status: 400,
    msg: {
      ch: '商品“{goods}”出现了不止一次，每个商品只能选一个当前批次',
      en: 'The goods item “{goods}” is given more than once: choose one current lot per goods item.',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
