import type { ErrorEntry } from '../entry.js';

/** Goods and their imports (modules goods, goods-transfer). */
export const goodsErrors = {
  IMPORT_FILE_REQUIRED: {
    id: 'ERCO000400',
    status: 400,
    msg: {
      ch: '请在 file 字段中上传一个 xlsx 或 csv 文件',
      en: 'Upload one xlsx or csv file in the "file" field.',
    },
  },
  IMPORT_FILE_TYPE: {
    id: 'ERCO000401',
    status: 415,
    msg: {
      ch: '只能导入 xlsx 或 csv（UTF-8）表格文件',
      en: 'Only xlsx or csv (UTF-8) spreadsheets can be imported.',
    },
  },
  IMPORT_FILE_TOO_LARGE: {
    id: 'ERCO000402',
    status: 413,
    msg: { ch: '导入文件不能超过 {mb} MB', en: 'The import file must not be larger than {mb} MB.' },
  },
  IMPORT_TOO_MANY_ROWS: {
    id: 'ERCO000403',
    status: 400,
    msg: { ch: '一次最多导入 {max} 行', en: 'At most {max} rows can be imported at once.' },
  },
  IMPORT_COLUMN_MISSING: {
    id: 'ERCO000404',
    status: 400,
    msg: { ch: '表头缺少必需的列：{column}', en: 'The header row lacks a required column: {column}' },
  },
  IMPORT_DUPLICATE_ROW: {
    id: 'ERCO000405',
    status: 400,
    msg: { ch: '与第 {row} 行重复', en: 'the same as on row {row}' },
  },
  IMPORT_CODE_TAKEN: {
    id: 'ERCO000406',
    status: 409,
    msg: { ch: '商品编码已被 PLU {plu} 使用', en: 'the item code is used by PLU {plu}' },
  },
  GOODS_PLU_TAKEN: {
    id: 'ERCO000720',
    status: 409,
    msg: { ch: 'PLU {plu} 已被「{name}」使用', en: 'PLU {plu} is already used by {name}' },
  },
  GOODS_ITEM_CODE_TAKEN: {
    id: 'ERCO000721',
    status: 409,
    msg: { ch: '商品编码 {code} 已被「{name}」使用', en: 'Item code {code} is already used by {name}' },
  },
} as const satisfies Record<string, ErrorEntry>;
