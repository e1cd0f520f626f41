import type { ErrorEntry } from '../entry.js';

/** The shrink report (issue 28 §3; module shrink). */
export const shrinkErrors = {
  SHRINK_RANGE: {
    id: 'ERCO001400',
    status: 400,
    msg: {
      ch: '日期范围 {from} 至 {to} 无效：开始日期不能晚于结束日期，且最多 {days} 天',
      en: 'The range {from} to {to} is not valid: it must not end before it starts and may cover at most {days} days.',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
