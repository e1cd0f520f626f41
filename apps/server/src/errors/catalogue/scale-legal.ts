import type { ErrorEntry } from '../entry.js';

/** A scale's legal life (module scale-legal) and the documents upload (module images). */
export const scaleLegalErrors = {
  VERIFICATION_ALREADY_CORRECTED: {
    id: 'ERCO001300',
    status: 409,
    msg: {
      ch: '该检定记录已被更正过（记录 {by}）；如需再次更正，请更正那条更正记录',
      en: 'This verification record has already been corrected (by record {by}); to change it again, correct that record.',
    },
  },
  VERIFICATION_OF_OTHER_SCALE: {
    id: 'ERCO001301',
    status: 400,
    msg: {
      ch: '要更正的检定记录不属于这台秤',
      en: 'The record to correct belongs to another scale.',
    },
  },
  SCALE_ALREADY_RETIRED: {
    id: 'ERCO001302',
    status: 409,
    msg: {
      ch: '这台秤已于 {day} 报废，不能再次报废',
      en: 'This scale was retired on {day}; it cannot be retired again.',
    },
  },
  FILE_REQUIRED: {
    id: 'ERCO001303',
    status: 400,
    msg: {
      ch: '请在 file 字段中上传一个图片或 PDF 文件',
      en: 'Upload one image or PDF file in the "file" field.',
    },
  },
  FILE_TYPE_NOT_ALLOWED: {
    id: 'ERCO001304',
    status: 400,
    msg: {
      ch: '只能上传图片（PNG、JPEG、WebP、GIF）或 PDF 文件；此文件两者都不是',
      en: 'Only images (PNG, JPEG, WebP, GIF) or PDF files can be uploaded; this file is neither.',
    },
  },
  FILE_TOO_LARGE: {
    id: 'ERCO001305',
    status: 413,
    msg: { ch: '文件大小不能超过 {mb} MB', en: 'The file must not be larger than {mb} MB.' },
  },
  PDF_INCOMPLETE: {
    id: 'ERCO001306',
    status: 400,
    msg: {
      ch: 'PDF 文件不完整（缺少文件结尾 %%EOF），请重新导出后上传',
      en: 'The PDF is incomplete (it lacks its %%EOF end); export it again and upload that.',
    },
  },
  PDF_NOT_A_PDF: {
    id: 'ERCO001307',
    status: 400,
    msg: {
      ch: '文件名或类型表明这是 PDF，但文件内容不是 PDF（可能是改了扩展名的其他文件）',
      en: 'The file is named or typed as a PDF, but its content is not a PDF (perhaps another file renamed).',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
