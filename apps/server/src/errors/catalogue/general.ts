import type { ErrorEntry } from '../entry.js';

/** Errors of any request: the session, validation, permission, the database refusals the error handler maps, rate limits and the last resort. */
export const generalErrors = {
  SESSION_INVALID: {
    id: 'ERCO000001',
    status: 401,
    msg: { ch: '用户登录信息失效，请重新登录', en: 'Your sign-in is no longer valid. Please sign in again.' },
  },
  VALIDATION: {
    id: 'ERCO000002',
    status: 400,
    msg: { ch: '请求参数有误：{detail}', en: 'Invalid request: {detail}' },
  },
  BAD_CREDENTIALS: {
    id: 'ERCO000003',
    status: 401,
    msg: { ch: '账号或密码错误', en: 'Wrong account or password.' },
  },
  TOO_MANY_ATTEMPTS: {
    id: 'ERCO000004',
    status: 429,
    msg: {
      ch: '尝试次数过多，请 {minutes} 分钟后再试',
      en: 'Too many attempts. Please try again in {minutes} minutes.',
    },
  },
  FORBIDDEN: {
    id: 'ERCO000005',
    status: 403,
    msg: { ch: '没有权限执行此操作', en: 'You are not allowed to do this.' },
  },
  NOT_FOUND: {
    id: 'ERCO000006',
    status: 404,
    msg: { ch: '请求的资源不存在', en: 'The requested resource does not exist.' },
  },
  ROUTE_NOT_FOUND: {
    id: 'ERCO000007',
    status: 404,
    msg: { ch: '接口不存在：{method} {url}', en: 'No such API: {method} {url}' },
  },
  CONFLICT: {
    id: 'ERCO000008',
    status: 409,
    msg: { ch: '数据冲突：{detail}', en: 'Conflict: {detail}' },
  },
  ACCOUNT_DISABLED: {
    id: 'ERCO000009',
    status: 403,
    msg: { ch: '账号已停用，请联系管理员', en: 'This account is disabled. Please contact an administrator.' },
  },
  PAYLOAD_TOO_LARGE: {
    id: 'ERCO000010',
    status: 413,
    msg: { ch: '请求内容过大', en: 'The request is too large.' },
  },
  BAD_REQUEST: {
    id: 'ERCO000011',
    status: 400,
    msg: { ch: '请求格式有误', en: 'The request is malformed.' },
  },
  TOO_MANY_REQUESTS: {
    id: 'ERCO000640',
    status: 429,
    msg: {
      ch: '访问过于频繁，请 {minutes} 分钟后再试',
      en: 'Too many requests. Please try again in {minutes} minutes.',
    },
  },
  // Database refusals the error handler maps (lib/pg-errors.ts), for the writes no rule caught first.
  ALREADY_EXISTS: {
    id: 'ERCO000016',
    status: 409,
    msg: { ch: '数据已存在，不能重复添加', en: 'This already exists.' },
  },
  STILL_IN_USE: {
    id: 'ERCO000017',
    status: 409,
    msg: { ch: '数据仍在使用中，不能删除', en: 'This is still in use and cannot be deleted.' },
  },
  VALUE_NOT_ACCEPTED: {
    id: 'ERCO000018',
    status: 400,
    msg: {
      ch: '请求中有无效或超出范围的值',
      en: 'The request holds a value that is invalid or out of range.',
    },
  },
  BUSY: {
    id: 'ERCO000019',
    status: 503,
    msg: { ch: '系统繁忙，请稍后重试', en: 'The system is busy. Please try again.' },
  },
  INTERNAL: {
    id: 'ERCO000500',
    status: 500,
    msg: { ch: '服务器出错了，请稍后再试', en: 'The server went wrong. Please try again later.' },
  },
} as const satisfies Record<string, ErrorEntry>;
