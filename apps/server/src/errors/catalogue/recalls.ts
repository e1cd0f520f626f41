import type { ErrorEntry } from '../entry.js';

/** Recalls (issue 29 §3; module recalls). */
export const recallsErrors = {
  RECALL_GOODS_UNKNOWN: {
    id: 'ERCO001560',
    status: 404,
    msg: { ch: '没有编号为 {goods} 的商品', en: 'There is no goods item {goods}.' },
  },
  RECALL_LOT_UNKNOWN: {
    id: 'ERCO001561',
    status: 400,
    msg: {
      ch: '商品“{goods}”没有收到过批次 {lot}',
      en: 'The goods item “{goods}” never received a lot {lot}.',
    },
  },
  RECALL_SUPPLIER_UNKNOWN: {
    id: 'ERCO001562',
    status: 404,
    msg: { ch: '没有编号为 {supplier} 的供应商', en: 'There is no supplier {supplier}.' },
  },
  RECALL_NOTHING_RECEIVED: {
    id: 'ERCO001563',
    status: 400,
    msg: {
      ch: '{from} 至 {to} 期间没有从供应商“{supplier}”收到任何批次',
      en: 'Nothing was received from the supplier “{supplier}” from {from} to {to}.',
    },
  },
  RECALL_RELEASED: {
    id: 'ERCO001564',
    status: 409,
    msg: {
      ch: '召回 #{id} 已解除，不能再停售',
      en: 'Recall #{id} has been released; it cannot stop selling again.',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
