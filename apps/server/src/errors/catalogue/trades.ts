import type { ErrorEntry } from '../entry.js';

/** Trades and their imports (module trades). */
export const tradesErrors = {
  TRADE_IMPORT_ROW_INVALID: {
    id: 'ERCO000802',
    status: 400,
    msg: {
      ch: '第 {row} 行「{column}」有误：{message}，未导入任何记录',
      en: 'Row {row}, "{column}": {message}. Nothing was imported.',
    },
  },
  TRADE_IMPORT_TOO_MANY_ROWS: {
    id: 'ERCO000806',
    status: 413,
    msg: {
      ch: '文件超过 {max} 条销售记录，请拆分为每个不超过 {max} 条的文件，未导入任何记录',
      en: 'The file has more than {max} sales records; split it into files of at most {max}. Nothing was imported.',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
