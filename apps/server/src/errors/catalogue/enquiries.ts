import type { ErrorEntry } from '../entry.js';

/** Enquiries and leads (module enquiries, issue 30 §4). */
export const enquiriesErrors = {
  LEAD_CHANGED: {
    id: 'ERCO001700',
    status: 409,
    msg: {
      ch: '该线索已被他人更新，请刷新后再操作',
      en: 'The lead has changed; reload it and try again.',
    },
  },
  LEAD_OWNER_INVALID: {
    id: 'ERCO001701',
    status: 400,
    msg: {
      ch: '负责人应为一位在职的平台管理员',
      en: 'The owner must be an active administrator.',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
