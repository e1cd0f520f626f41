import type { ErrorEntry } from '../entry.js';

/** Pay at the scale (issue 31; module payments). Ids ERCO001570–ERCO001599. */
export const paymentsErrors = {
  PAYMENT_PROVIDER_NOT_CONFIGURED: {
    id: 'ERCO001570',
    status: 400,
    msg: {
      ch: '本平台尚未开通{provider}收款，无法绑定',
      en: 'This platform does not take {provider} payments yet, so it cannot be bound.',
    },
  },
  PAYMENT_BINDING_INVALID: {
    id: 'ERCO001571',
    status: 400,
    msg: {
      ch: '{provider}没有通过验证：{reason}',
      en: '{provider} did not accept it: {reason}',
    },
  },
  PAYMENT_PROVIDER_UNREACHABLE: {
    id: 'ERCO001572',
    status: 502,
    msg: {
      ch: '暂时无法连接{provider}，请稍后再试',
      en: '{provider} cannot be reached just now. Please try again shortly.',
    },
  },
  PAYMENT_SHOP_UNKNOWN: {
    id: 'ERCO001573',
    status: 404,
    msg: {
      ch: '收款码无效，或该店铺尚未开通收款',
      en: 'This payment code is not valid, or the shop does not take payments yet.',
    },
  },
  PAYMENT_CHANNEL_UNAVAILABLE: {
    id: 'ERCO001574',
    status: 400,
    msg: { ch: '该店铺暂不支持{channel}', en: 'This shop does not take {channel} payments.' },
  },
  PAYMENT_NOT_FOUND: {
    id: 'ERCO001575',
    status: 404,
    msg: { ch: '没有这笔收款', en: 'There is no such payment.' },
  },
  PAYMENT_WECHAT_PAYER_REQUIRED: {
    id: 'ERCO001576',
    status: 400,
    msg: {
      ch: '请在微信中打开此页面后支付',
      en: 'Please open this page in WeChat to pay.',
    },
  },
  PAYMENT_NOT_REFUNDABLE: {
    id: 'ERCO001577',
    status: 409,
    msg: { ch: '只有已支付的收款可以退款', en: 'Only a paid payment can be refunded.' },
  },
  PAYMENT_REFUND_TOO_MUCH: {
    id: 'ERCO001578',
    status: 400,
    msg: {
      ch: '退款金额超过可退金额 ¥{left}',
      en: 'The refund is more than what is left to refund (¥{left}).',
    },
  },
  PAYMENT_REFUND_FAILED: {
    id: 'ERCO001579',
    status: 502,
    msg: { ch: '退款没有成功：{reason}', en: 'The refund did not go through: {reason}' },
  },
  PAYMENT_CHANGED: {
    id: 'ERCO001580',
    status: 409,
    msg: {
      ch: '此记录已被他人修改，请刷新后重试',
      en: 'Someone else has changed this meanwhile. Please refresh and try again.',
    },
  },
  PAYMENT_ENABLE_UNBOUND: {
    id: 'ERCO001591',
    status: 400,
    msg: {
      ch: '请先绑定微信支付或支付宝商户，再开启收款',
      en: 'Bind a WeChat Pay or Alipay merchant before turning payments on.',
    },
  },
  PAYMENT_PROVIDER_REFUSED: {
    id: 'ERCO001581',
    status: 502,
    msg: { ch: '{provider}拒绝了此操作：{reason}', en: '{provider} refused it: {reason}' },
  },
  /** Alipay client (H2 block ERCO001586–90): closing an order the payer has already paid. */
  PAYMENT_PROVIDER_ORDER_PAID: {
    id: 'ERCO001586',
    status: 409,
    msg: {
      ch: '这笔订单已在{provider}付款，不能关闭',
      en: 'This order has already been paid through {provider}, so it cannot be closed.',
    },
  },
  PAYMENT_CHANNEL_REQUIRED: {
    id: 'ERCO001582',
    status: 400,
    msg: {
      ch: '该店铺同时支持微信支付和支付宝，请指明 channel（wechat 或 alipay）',
      en: 'This shop takes both WeChat Pay and Alipay: name the channel (wechat or alipay).',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
