import type { ErrorEntry } from '../entry.js';

/** Statistics (issue 15; module stats). */
export const statsErrors = {
  ANALYSIS_CLOSED: {
    id: 'ERCO000801',
    status: 403,
    msg: {
      ch: '本公司尚未开通数据分析，请联系管理员开通后再查看统计',
      en: 'Your company has not opened data analysis yet; ask an administrator to open it to see statistics.',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
