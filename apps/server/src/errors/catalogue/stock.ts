import type { ErrorEntry } from '../entry.js';

/** Stock (issue 14): every refusal names the document, the line and the goods (module stock). */
export const stockErrors = {
  STOCK_SHORTFALL: {
    id: 'ERCO000700',
    status: 409,
    msg: {
      ch: '{document} 第 {line} 行：{goods} 库存不足，缺少 {shortfall}',
      en: '{document} line {line}: not enough {goods} in stock, {shortfall} short',
    },
  },
  STOCK_WRONG_STATUS: {
    id: 'ERCO000701',
    status: 409,
    msg: {
      ch: '{document} 当前状态为「{status}」，不能{action}',
      en: '{document} is {status}, so it cannot be {action}',
    },
  },
  STOCK_GOODS_UNKNOWN: {
    id: 'ERCO000702',
    status: 400,
    msg: {
      ch: '第 {line} 行：商品 {goods} 不存在或不属于本公司',
      en: 'line {line}: goods {goods} does not exist in this company',
    },
  },
  STOCK_OVER_RECEIPT: {
    id: 'ERCO000703',
    status: 400,
    msg: {
      ch: '{document} 第 {line} 行：{goods} 收货超过订单（订购 {ordered}，已收 {received}），请填写原因',
      en: '{document} line {line}: {goods} is more than ordered ({ordered} ordered, {received} received); please give a reason',
    },
  },
  STOCK_OVER_RETURN: {
    id: 'ERCO000704',
    status: 409,
    msg: {
      ch: '{document} 第 {line} 行：{goods} 退货超过收货单可退数量（可退 {available}）',
      en: '{document} line {line}: {goods} returns more than the receipt has left to return ({available} left)',
    },
  },
  STOCK_BAD_LOCATION: {
    id: 'ERCO000705',
    status: 400,
    msg: { ch: '库位不可用：{detail}', en: 'Location not usable: {detail}' },
  },
  STOCK_BAD_SOURCE: {
    id: 'ERCO000706',
    status: 400,
    msg: { ch: '来源单据不可用：{detail}', en: 'Source document not usable: {detail}' },
  },
  STOCK_TRANSIT_REASON: {
    id: 'ERCO000707',
    status: 400,
    msg: {
      ch: '{document} 第 {line} 行：{goods} 实收 {received} 少于发出 {shipped}，请填写原因',
      en: '{document} line {line}: {goods} received {received} of {shipped} shipped; please give a reason',
    },
  },
  STOCK_OVER_SHIPPED: {
    id: 'ERCO000708',
    status: 400,
    msg: {
      ch: '{document} 第 {line} 行：{goods} 实收 {received} 多于发出 {shipped}',
      en: '{document} line {line}: {goods} received {received}, more than the {shipped} shipped',
    },
  },
  STOCK_NOT_IN_COUNT: {
    id: 'ERCO000709',
    status: 400,
    msg: {
      ch: '{document}：商品 {goods} 不在本次盘点范围内',
      en: '{document}: goods {goods} is not part of this stocktake',
    },
  },
  SUPPLIER_NAME_TAKEN: {
    id: 'ERCO000710',
    status: 409,
    msg: { ch: '已有名为「{name}」的供应商', en: 'There is already a supplier named "{name}".' },
  },
  SUPPLIER_INACTIVE: {
    id: 'ERCO000711',
    status: 400,
    msg: { ch: '供应商「{name}」已停用', en: 'The supplier "{name}" is deactivated.' },
  },
  STOCK_HAS_LATER_DOCUMENTS: {
    id: 'ERCO000712',
    status: 409,
    msg: {
      ch: '{document} 已有后续单据 {later}，请先作废后续单据',
      en: '{document} has later documents ({later}); cancel those first',
    },
  },
  STOCK_BAD_LINE: {
    id: 'ERCO000713',
    status: 400,
    msg: {
      ch: '{document}：行 #{line} {problem}，未收货',
      en: '{document}: line #{line} {problem}; nothing was received',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
