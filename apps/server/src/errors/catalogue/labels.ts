import type { ErrorEntry } from '../entry.js';

/** Label templates and files (module labels). */
export const labelsErrors = {
  LABEL_DATA_INVALID: {
    id: 'ERCO000730',
    status: 400,
    msg: { ch: '标签数据错误：{detail}', en: 'Label data error: {detail}' },
  },
  LABEL_FILE_INVALID: {
    id: 'ERCO000731',
    status: 400,
    msg: {
      ch: '{file} 不是可导入的标签文件：{detail}',
      en: '{file} is not a label file we can import: {detail}',
    },
  },
  LABEL_FILE_TOO_LARGE: {
    id: 'ERCO000732',
    status: 413,
    msg: { ch: '标签文件不能超过 {kb} KB', en: 'A label file may be {kb} KB at most.' },
  },
  LABEL_SLOT_TAKEN: {
    id: 'ERCO000733',
    status: 409,
    msg: {
      ch: '{shop} 的标签号 {slot} 已由「{name}」使用',
      en: 'Label number {slot} of {shop} is already used by {name}',
    },
  },
  LABEL_CONFIRMATION_INCOMPLETE: {
    id: 'ERCO001520',
    status: 409,
    msg: {
      ch: '标签检查有未确认的失败商品：{missing}。请逐一确认后再下发',
      en: 'The label check fails for goods not confirmed: {missing}. Confirm each of them to push.',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
