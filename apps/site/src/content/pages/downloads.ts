import type { Bilingual } from '../../i18n/lang.js';

export const DOWNLOADS_COPY = {
  title: { ch: '说明书与软件下载', en: 'Manuals and software downloads' },
  description: {
    ch: '各系列产品的 PDF 说明书与三个软件工具包下载。',
    en: 'PDF manuals for every product series and three software kits to download.',
  },
  intro: {
    ch: '说明书按产品系列整理，包含各型号的技术参数与使用要点；软件工具包用于标签格式、商品数据与串口连接。',
    en: 'Manuals are grouped by series and contain each model’s specifications and operating notes; the software kits cover label formats, goods data and serial connection.',
  },
  manualsHeading: { ch: 'PDF 说明书', en: 'PDF manuals' },
  softwareHeading: { ch: '软件工具包', en: 'Software kits' },
  documentColumn: { ch: '资料', en: 'Document' },
  modelsColumn: { ch: '适用型号', en: 'Models' },
  fileColumn: { ch: '文件', en: 'File' },
  versionLabel: { ch: '版本', en: 'Version' },
  tmqTitle: { ch: 'TM-Q 资料下载', en: 'TM-Q documents' },
  tmqDescription: {
    ch: 'TM-Q 触屏价签秤说明书、软件工具包与维修说明。',
    en: 'TM-Q touch price label scale manual, software kits and repair notes.',
  },
  tmqIntro: {
    ch: 'TM-Q 的使用说明书、配套软件工具包以及常见故障的维修说明。',
    en: 'The TM-Q user manual, its software kits and repair notes for common faults.',
  },
  tmqManualHeading: { ch: '说明书', en: 'Manual' },
  repairHeading: { ch: '维修说明', en: 'Repair notes' },
  tmqProductLink: { ch: '查看 TM-Q 产品页', en: 'See the TM-Q product page' },
} as const satisfies Record<string, Bilingual>;
