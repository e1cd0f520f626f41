import type { ErrorEntry } from '../entry.js';

/** Devices and bridges: credentials, pairing, scale addresses (modules devices, bridges). */
export const devicesErrors = {
  DEVICE_CREDENTIAL_INVALID: {
    id: 'ERCO000800',
    status: 401,
    msg: {
      ch: '设备凭证无效：请在请求头 Authorization: Bearer 中发送电子秤注册时获得的凭证',
      en: 'Invalid device credential: send the credential the scale got at registration as Authorization: Bearer',
    },
  },
  BRIDGE_TOKEN_INVALID: {
    id: 'ERCO000803',
    status: 401,
    msg: {
      ch: '桥接程序凭证无效或已解除配对：请在店铺页面生成新的配对码重新配对',
      en: 'Invalid bridge token, or the bridge was unpaired: pair it again with a new code from the shop page',
    },
  },
  BRIDGE_SCALE_FOREIGN: {
    id: 'ERCO000804',
    status: 403,
    msg: {
      ch: '该电子秤不属于此桥接程序所在的店铺',
      en: 'This scale is not of the bridge’s shop',
    },
  },
  PAIRING_CODE_INVALID: {
    id: 'ERCO000805',
    status: 400,
    msg: {
      ch: '配对码错误、已使用或已过期：请在店铺页面重新生成',
      en: 'The pairing code is wrong, already used or expired: issue a new one on the shop page',
    },
  },
  SCALE_ADDRESS_TAKEN: {
    id: 'ERCO000807',
    status: 409,
    msg: {
      ch: '本店已有电子秤「{scale}」使用地址 {address}：请核对地址，或修改那台秤',
      en: 'The scale “{scale}” of this shop already uses the address {address}: check the address, or change that scale',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
