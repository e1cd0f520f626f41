import type { Bilingual } from '../i18n/lang.js';

/**
 * A specification sheet (PDF) the build generates from the content of the products it covers. The
 * maker's manuals are uploaded files (the downloads item, issue 30 §5); these stay as data sheets.
 */
export interface SpecSheet {
  readonly fileName: `${string}.pdf`;
  readonly title: Bilingual;
  /** Slugs of the products the manual covers. */
  readonly productSlugs: readonly string[];
}

/** A kit of label templates or sample data (a zip the build makes), offered on /instructions and /tmfdoc. */
export interface TemplateKit {
  readonly fileName: `${string}.zip`;
  readonly title: Bilingual;
  readonly version: string;
  readonly description: Bilingual;
}

export const SPEC_SHEETS: readonly SpecSheet[] = [
  {
    fileName: 'tm-aa-series-manual.pdf',
    title: { ch: 'TM-A / TM-Aa 系列条码秤规格书', en: 'TM-A / TM-Aa label scales specification sheet' },
    productSlugs: [
      'tm-aa',
      'tm-a-3',
      'tm-ab',
      'tm-aa-4b',
      'tm-aa-4b-vertical',
      'tm-aa-4d',
      'tm-aa-4g',
      'tm-aa-5d',
      'tm-aa-6a',
      'tm-aa-p',
    ],
  },
  {
    fileName: 'tm-f-and-ai-scales-manual.pdf',
    title: { ch: 'TM-F 与 AI 识别秤规格书', en: 'TM-F and AI recognition scales specification sheet' },
    productSlugs: ['tm-f', 'tm-f65ai', 'tm-f66', 'tm-h66'],
  },
  {
    fileName: 'tm-h-series-manual.pdf',
    title: { ch: 'TM-H 系列条码秤规格书', en: 'TM-H series specification sheet' },
    productSlugs: ['tm-h', 'tm-h-l', 'tm-h-1d', 'tm-h-3', 'tm-h2'],
  },
  {
    fileName: 'tm-p-series-manual.pdf',
    title: { ch: 'TM-P 系列打印秤规格书', en: 'TM-P series specification sheet' },
    productSlugs: ['tm-p', 'tm-p-l', 'tm-pc', 'tm-p2'],
  },
  {
    fileName: 'tm-q-manual.pdf',
    title: { ch: 'TM-Q 触屏价签秤规格书', en: 'TM-Q touch price label scale specification sheet' },
    productSlugs: ['tm-q', 'tm-q-sy-b-1d-fixed'],
  },
  {
    fileName: 'cash-register-scales-manual.pdf',
    title: { ch: 'SY 系列收银秤规格书', en: 'SY cash register scales specification sheet' },
    productSlugs: ['sy-aa-1a', 'sy-aa-1b', 'sy-a-1d', 'sy-a-1d-dual', 'sy-a5', 'sy-a-3', 'sy-b-1d'],
  },
  {
    fileName: 'android-and-pc-scales-manual.pdf',
    title: {
      ch: 'TM-AZ 与 TM-PC-A 安卓秤规格书',
      en: 'TM-AZ and TM-PC-A Android scales specification sheet',
    },
    productSlugs: ['tm-az', 'tm-pc-android'],
  },
  {
    fileName: 'bench-scales-manual.pdf',
    title: { ch: '台秤与台式条码秤规格书', en: 'Bench scales and bench label scales specification sheet' },
    productSlugs: ['tcs-a', 'tcs-b', 'tcs-aa-1a-plus', 'tm-aa-1e', 'tm-aa-1f'],
  },
  {
    fileName: 'xk3170-indicators-manual.pdf',
    title: { ch: 'XK3170 称重显示器规格书', en: 'XK3170 weighing indicators specification sheet' },
    productSlugs: ['xk3170-m', 'xk3170-a', 'xk3170-b-2b-plus', 'xk3170-b-5a-plus', 'xk3170-b-9a'],
  },
  {
    fileName: 'counting-and-weighing-scales-manual.pdf',
    title: {
      ch: '计数秤、计价秤与计重秤规格书',
      en: 'Counting, price and weighing scales specification sheet',
    },
    productSlugs: [
      'acs-aa-4a',
      'asc-ab-2a',
      'acs-a3',
      'acs-aa-price',
      'acs-ab-2a-plus',
      'acs-aa-5e',
      'acs-aa',
      'asc-ab-1d',
      'acs-ab-2',
    ],
  },
  {
    fileName: 'dy-2000-manual.pdf',
    title: { ch: 'DY-2000 标签打印机规格书', en: 'DY-2000 label printer specification sheet' },
    productSlugs: ['dy-2000'],
  },
  {
    fileName: 'labeling-and-packaging-machines-manual.pdf',
    title: { ch: '贴标机与包装机规格书', en: 'Labeling and packaging machines specification sheet' },
    productSlugs: ['labeling-machine', 'packaging-machine'],
  },
];

/** The three kits of SPEC §2.6's download page. */
export const TEMPLATE_KITS: readonly TemplateKit[] = [
  {
    fileName: 'dahua-label-editor.zip',
    title: { ch: '标签格式模板包', en: 'Label format templates' },
    version: '3.2.0',
    description: {
      ch: '16 种标签格式模板（30*40 至 40*60 mm）与字段说明，供标签编辑与下发使用。',
      en: 'Sixteen label format templates (30*40 to 40*60 mm) with field notes, for editing and sending label formats.',
    },
  },
  {
    fileName: 'dahua-plu-manager.zip',
    title: { ch: 'PLU 导入表与示例商品', en: 'PLU import sheet and sample goods' },
    version: '2.8.1',
    description: {
      ch: 'PLU 导入表格式说明与 100 条示例商品数据，用于批量整理和下发商品。',
      en: 'The PLU import sheet format and 100 sample goods, for preparing and sending goods in bulk.',
    },
  },
  {
    fileName: 'dahua-usb-serial-setup.zip',
    title: { ch: 'USB 串口连接说明包', en: 'USB serial connection notes' },
    version: '1.6.0',
    description: {
      ch: '秤与电脑、收银机串口连接的参数表与安装步骤。',
      en: 'Parameter table and setup steps for connecting scales to computers and tills by serial port.',
    },
  },
];

/** Maintenance documents are published as `<id>.pdf`. */
export function maintenanceFileName(id: string): `${string}.pdf` {
  return `repair-${id}.pdf`;
}

export const DOWNLOADS_BASE_PATH = '/files';
