import type { ErrorEntry } from '../entry.js';

/** Scales, their goods and hot keys, registration and authorisation (modules scales, scale-registration). */
export const scalesErrors = {
  SCALE_ALREADY_REGISTERED: {
    id: 'ERCO000600',
    status: 409,
    msg: { ch: '该电子秤已注册到其他店铺', en: 'This scale is already registered.' },
  },
  SCALE_ALREADY_REGISTERED_IN_SHOP: {
    id: 'ERCO000601',
    status: 409,
    msg: {
      ch: '该电子秤已注册到店铺「{shop}」',
      en: 'This scale is already registered, to the shop "{shop}".',
    },
  },
  PLU_BEYOND_SCALE_MODEL: {
    id: 'ERCO000602',
    status: 409,
    msg: {
      ch: 'PLU {plu} 超出电子秤「{scale}」（{model}）可用的 PLU 号范围 1–{limit}',
      en: 'PLU {plu} is beyond the PLU numbers 1–{limit} that the scale "{scale}" ({model}) takes.',
    },
  },
  SCALE_GOODS_FULL: {
    id: 'ERCO000603',
    status: 409,
    msg: {
      ch: '电子秤「{scale}」最多可放 {limit} 个商品，还剩 {left} 个位置，无法再加入 {adding} 个',
      en: 'The scale "{scale}" holds at most {limit} goods: {left} place(s) left, so {adding} cannot be added.',
    },
  },
  HOT_KEY_OUT_OF_RANGE: {
    id: 'ERCO000604',
    status: 400,
    msg: {
      ch: '热键 {key} 超出范围，该电子秤的热键为 1–{count}',
      en: 'Hot key {key} is out of range: this scale has hot keys 1–{count}.',
    },
  },
  HOT_KEY_DUPLICATE: {
    id: 'ERCO000605',
    status: 400,
    msg: { ch: '热键 {key} 重复出现', en: 'Hot key {key} is given more than once.' },
  },
  HOT_KEY_GOODS_NOT_ON_SCALE: {
    id: 'ERCO000606',
    status: 400,
    msg: {
      ch: '热键 {key} 的商品不在该电子秤上，请先把商品下发到电子秤',
      en: 'The goods of hot key {key} are not on this scale; add them to the scale first.',
    },
  },
  HOT_KEY_WRONG_GROUP: {
    id: 'ERCO000607',
    status: 400,
    msg: {
      ch: '热键 {key} 属于 {group} 组，不属于 {given} 组',
      en: 'Hot key {key} belongs to group {group}, not {given}.',
    },
  },
  HOT_KEY_GOODS_MISMATCH: {
    id: 'ERCO000608',
    status: 400,
    msg: {
      ch: '热键 {key} 的 good_id 与 PLU {plu} 不是同一个商品',
      en: 'Hot key {key}: good_id and PLU {plu} name different goods.',
    },
  },
  SCALE_MODEL_MISMATCH: {
    id: 'ERCO000609',
    status: 409,
    msg: {
      ch: '电子秤「{scale}」的型号是 {model}，与源电子秤的型号 {source} 不同，不能复制热键',
      en: 'The scale "{scale}" is a {model}, not a {source} like the source scale; hot keys cannot be copied to it.',
    },
  },
  SCALE_OF_OTHER_COMPANY: {
    id: 'ERCO000610',
    status: 409,
    msg: {
      ch: '电子秤「{scale}」属于其他公司，不能使用本公司的商品',
      en: 'The scale "{scale}" belongs to another company and cannot take this company\'s goods.',
    },
  },
  SCALE_MODEL_TOO_SMALL: {
    id: 'ERCO000611',
    status: 409,
    msg: {
      ch: '不能改为型号 {model}：该电子秤上的 PLU {plu} 超出其 PLU 号范围 1–{limit}，请先移除这些商品',
      en: 'Cannot change to {model}: PLU {plu} on this scale is beyond its PLU numbers 1–{limit}; remove such goods first.',
    },
  },
  SCALE_MODEL_FEWER_KEYS: {
    id: 'ERCO000612',
    status: 409,
    msg: {
      ch: '不能改为型号 {model}：热键 {key} 超出其热键范围 1–{count}，请先清除这些热键',
      en: 'Cannot change to {model}: hot key {key} is beyond its hot keys 1–{count}; clear those keys first.',
    },
  },
  SCALE_NOT_REGISTERED: {
    id: 'ERCO000620',
    status: 404,
    msg: {
      ch: '该电子秤尚未注册，请先扫描秤上的注册二维码完成注册',
      en: 'This scale is not registered yet; register it first by scanning its registration QR code.',
    },
  },
  AUTH_REQUEST_NOT_FOUND: {
    id: 'ERCO000621',
    status: 404,
    msg: {
      ch: '授权请求不存在或校验失败',
      en: 'No such authorisation request, or its secret does not match.',
    },
  },
  AUTH_REQUEST_EXPIRED: {
    id: 'ERCO000622',
    status: 410,
    msg: {
      ch: '授权请求已过期，请在电子秤上重新发起授权',
      en: 'This authorisation request has expired; start a new one on the scale.',
    },
  },
  AUTH_REQUEST_ALREADY_APPROVED: {
    id: 'ERCO000623',
    status: 409,
    msg: {
      ch: '该授权请求已被批准，等待电子秤领取凭证',
      en: 'This authorisation request is already approved; the scale is yet to collect its credential.',
    },
  },
  AUTH_REQUEST_ALREADY_COLLECTED: {
    id: 'ERCO000624',
    status: 409,
    msg: {
      ch: '该授权请求已完成，电子秤已领取凭证',
      en: 'This authorisation request is complete; the scale has collected its credential.',
    },
  },
  SCALE_AUTHORIZE_FORBIDDEN: {
    id: 'ERCO000625',
    status: 403,
    msg: {
      ch: '只有该电子秤所属公司的所有者、管理员或平台管理员可以授权',
      en: "Only the owners and managers of the scale's company, or administrators, may authorise it.",
    },
  },
} as const satisfies Record<string, ErrorEntry>;
