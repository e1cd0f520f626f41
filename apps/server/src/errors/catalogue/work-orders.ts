import type { ErrorEntry } from '../entry.js';

/** Work orders (module work-orders). */
export const workOrdersErrors = {
  WORK_ORDER_MOVE_REFUSED: {
    id: 'ERCO000900',
    status: 409,
    msg: {
      ch: '工单当前为「{status}」，不能{action}。现在可以：{allowed}',
      en: 'The order is {status}; it cannot be {action} now. What you can do now: {allowed}',
    },
  },
  WORK_ORDER_CHANGED: {
    id: 'ERCO000901',
    status: 409,
    msg: {
      ch: '工单已被他人更新，请刷新后再操作',
      en: 'The order has changed; reload it and try again.',
    },
  },
  WORK_ORDER_ASSIGNEE_INVALID: {
    id: 'ERCO000902',
    status: 400,
    msg: {
      ch: '请指派一位在职的平台管理员作为工程师',
      en: 'Please assign an active administrator as the engineer.',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
