import type { ErrorEntry } from '../entry.js';

/** The files the public site offers for download (module site-files, issue 30 §5). */
export const siteFilesErrors = {
  SITE_FILE_REQUIRED: {
    id: 'ERCO001790',
    status: 400,
    msg: {
      ch: '请在 file 字段中上传一个 PDF 或 ZIP 文件',
      en: 'Upload one PDF or ZIP file in the "file" field.',
    },
  },
  SITE_FILE_TYPE_NOT_ALLOWED: {
    id: 'ERCO001791',
    status: 415,
    msg: {
      ch: '下载文件只能是 PDF 或 ZIP（按文件内容判断，而非文件名）；安装程序请打包成 ZIP',
      en: 'A download must be a PDF or a ZIP file (judged by its content, not its name); put an installer in a ZIP.',
    },
  },
  SITE_FILE_INCOMPLETE: {
    id: 'ERCO001792',
    status: 400,
    msg: {
      ch: '文件不完整（可能上传中断），请重新上传',
      en: 'The file is incomplete (the upload may have been cut off); upload it again.',
    },
  },
  SITE_FILE_TOO_LARGE: {
    id: 'ERCO001793',
    status: 413,
    msg: { ch: '下载文件不能超过 {mb} MB', en: 'A download must not be larger than {mb} MB.' },
  },
  SITE_FILE_NOT_FOUND: {
    id: 'ERCO001794',
    status: 400,
    msg: { ch: '没有这个文件：{id}，请重新上传', en: 'There is no file {id}; upload it again.' },
  },
  SITE_PRODUCT_UNKNOWN: {
    id: 'ERCO001795',
    status: 400,
    msg: { ch: '没有这个产品：{slug}', en: 'There is no product {slug}.' },
  },
} as const satisfies Record<string, ErrorEntry>;
