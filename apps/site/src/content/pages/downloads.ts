import type { Bilingual } from '../../i18n/lang.js';

export const DOWNLOADS_COPY = {
  title: { ch: '说明书与软件下载', en: 'Manuals and software downloads' },
  description: {
    ch: '产品说明书、门店桥接程序与软件、各系列规格书及标签模板下载，均附版本、大小与 SHA-256 校验值。',
    en: 'Product manuals, the shop bridge and other software, series specification sheets and label templates, each with its version, size and SHA-256.',
  },
  intro: {
    ch: '每个文件都列出版本、发布日期、大小和 SHA-256 校验值，下载后可核对文件是否完整。',
    en: 'Every file lists its version, release date, size and SHA-256, so you can check a download is complete.',
  },
  manualsHeading: { ch: '产品说明书', en: 'Product manuals' },
  manualsEmpty: {
    ch: '说明书正在整理上传；在此之前，下方的规格书列出各型号的技术参数。',
    en: 'The manuals are being uploaded; until then, the specification sheets below list each model’s specifications.',
  },
  softwareHeading: { ch: '软件', en: 'Software' },
  softwareEmpty: { ch: '暂无可下载的软件。', en: 'No software to download yet.' },
  bridgeTitle: { ch: '门店桥接程序', en: 'Shop bridge' },
  bridgeIntro: {
    ch: '在门店电脑或树莓派上运行，把店里的条码秤连到云端；下载后在控制台用配对码即可连接，无需安装。',
    en: 'Runs on a shop PC or a Raspberry Pi and links the shop’s label scales to the cloud; after downloading, pair it with a code from the console, nothing to install.',
  },
  platformColumn: { ch: '系统', en: 'System' },
  specSheetsHeading: { ch: '产品规格书', en: 'Specification sheets' },
  kitsHeading: { ch: '标签模板与示例数据', en: 'Label templates and sample data' },
  documentColumn: { ch: '资料', en: 'Document' },
  modelsColumn: { ch: '适用型号', en: 'Models' },
  fileColumn: { ch: '文件', en: 'File' },
  versionLabel: { ch: '版本', en: 'Version' },
  releasedLabel: { ch: '发布日期', en: 'Released' },
  sizeLabel: { ch: '大小', en: 'Size' },
  shaLabel: { ch: 'SHA-256', en: 'SHA-256' },
  tmqTitle: { ch: 'TM-Q 资料下载', en: 'TM-Q documents' },
  tmqDescription: {
    ch: 'TM-Q 触屏价签秤说明书、规格书、软件与维修说明。',
    en: 'TM-Q touch price label scale manual, specification sheet, software and repair notes.',
  },
  tmqIntro: {
    ch: 'TM-Q 的使用说明书、规格书、配套软件以及常见故障的维修说明。',
    en: 'The TM-Q user manual, its specification sheet, its software and repair notes for common faults.',
  },
  tmqManualHeading: { ch: '说明书', en: 'Manual' },
  tmqManualEmpty: {
    ch: 'TM-Q 说明书正在整理上传；在此之前请参阅下方的规格书。',
    en: 'The TM-Q manual is being uploaded; until then, see the specification sheet below.',
  },
  repairHeading: { ch: '维修说明', en: 'Repair notes' },
  tmqProductLink: { ch: '查看 TM-Q 产品页', en: 'See the TM-Q product page' },
} as const satisfies Record<string, Bilingual>;
