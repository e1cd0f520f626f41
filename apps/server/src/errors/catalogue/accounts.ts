import type { ErrorEntry } from '../entry.js';

/** Signing in and accounts: SMS codes, phone numbers, WeChat (modules auth, sms, users, wechat). */
export const accountsErrors = {
  SMS_SEND_FAILED: {
    id: 'ERCO000100',
    status: 502,
    msg: {
      ch: '短信发送失败，请稍后再试（{detail}）',
      en: 'The SMS could not be sent; please try again later ({detail}).',
    },
  },
  SMS_TOO_SOON: {
    id: 'ERCO000101',
    status: 429,
    msg: { ch: '发送过于频繁，请 {seconds} 秒后再试', en: 'Too frequent. Please try again in {seconds} s.' },
  },
  SMS_CODE_INVALID: {
    id: 'ERCO000102',
    status: 400,
    msg: {
      ch: '验证码错误或已失效，请重新获取',
      en: 'The verification code is wrong or no longer valid; please request a new one.',
    },
  },
  PHONE_TAKEN: {
    id: 'ERCO000103',
    status: 409,
    msg: { ch: '该手机号已绑定其他账号', en: 'This phone number is bound to another account.' },
  },
  PHONE_CHANGE_NEEDS_CODE: {
    id: 'ERCO000104',
    status: 400,
    msg: {
      ch: '修改手机号请通过短信验证码绑定',
      en: 'To change your phone number, bind the new one with an SMS code.',
    },
  },
  WECHAT_NOT_CONFIGURED: {
    id: 'ERCO000105',
    status: 503,
    msg: { ch: '微信登录尚未配置', en: 'WeChat sign-in is not configured.' },
  },
  WECHAT_CODE_INVALID: {
    id: 'ERCO000106',
    status: 400,
    msg: {
      ch: '微信授权失败，请重试（{detail}）',
      en: 'WeChat authorisation failed; please try again ({detail}).',
    },
  },
  WECHAT_TAKEN: {
    id: 'ERCO000107',
    status: 409,
    msg: { ch: '该微信已绑定其他账号', en: 'This WeChat account is bound to another account.' },
  },
  WECHAT_NOT_LINKED: {
    id: 'ERCO000626',
    status: 403,
    msg: {
      ch: '该微信未绑定任何账号，请先登录后再授权',
      en: 'This WeChat account is not linked to any account; sign in first, then authorise.',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
