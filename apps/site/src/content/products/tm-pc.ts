import { DEVICE_FEATURES, LABEL_SCALE, PLU_CAPACITY, SALES_RECORDS } from '../business-constants.js';
import { dualPrintingAndReports, labelFormats, pluInformation } from '../feature-blocks.js';
import { groupDigits } from '../number-format.js';
import { DISPLAY, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

const SLOGAN = DEVICE_FEATURES.tmPcSloganCharacters;
const USB_RECORDS = groupDigits(DEVICE_FEATURES.tmPcUsbRecords);

export const tmPC: BilingualProduct = {
  slug: 'tm-pc',
  route: '/tmpp',
  model: 'TM-PC',
  name: { ch: 'TM-PC 打印秤', en: 'TM-PC printing scale' },
  summary: {
    ch: '10,000 个 PLU，60 字广告语，USB 导出 10,000 条记录。',
    en: '10,000 PLUs, 60-character slogans and 10,000 records exported by USB.',
  },
  category: 'tmp',
  family: 'labelScale',
  facts: {
    pluCapacity: PLU_CAPACITY.tmPC,
    salesRecords: SALES_RECORDS.tmPSeries,
    maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm,
  },
  languages: 'both',
  body: {
    subtitle: {
      ch: '数据用 U 盘带走，广告印在标签上',
      en: 'Take the data away on USB, print your message on every label',
    },
    taglines: [
      { ch: `${SLOGAN} 字广告语`, en: `${SLOGAN}-character slogan` },
      { ch: 'USB 数据导出', en: 'USB data export' },
    ],
    description: {
      ch: `TM-PC 存储 10,000 个 PLU，标签上可打印最长 ${SLOGAN} 个字的店铺广告语。插入 U 盘即可导出 ${USB_RECORDS} 条销售记录，在电脑上用表格软件分析，无需联网也能做好经营统计。`,
      en: `TM-PC stores 10,000 PLUs and prints a shop slogan of up to ${SLOGAN} characters on its labels. Plug in a USB stick to export ${USB_RECORDS} sales records and analyse them in a spreadsheet: good statistics without a network.`,
    },
    highlights: [
      { ch: '10,000 个 PLU 商品存储', en: '10,000 PLUs' },
      { ch: `${SLOGAN} 字标签广告语`, en: `${SLOGAN}-character label slogan` },
      { ch: `USB 导出 ${USB_RECORDS} 条记录`, en: `${USB_RECORDS} records exported by USB` },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.serialUsb,
      shaftMm: 40,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [6, 15, 30],
      pluCapacity: PLU_CAPACITY.tmPC,
    }),
    videoCaption: {
      ch: '视频：用 U 盘从 TM-PC 导出销售记录',
      en: 'Video: exporting sales records from TM-PC by USB',
    },
    features: [
      pluInformation(PLU_CAPACITY.tmPC),
      {
        title: { ch: 'USB 数据导出', en: 'USB data export' },
        bullets: [
          {
            ch: `U 盘一次导出 ${USB_RECORDS} 条销售记录`,
            en: `Exports ${USB_RECORDS} sales records to a USB stick in one go`,
          },
          {
            ch: `标签广告语最长 ${SLOGAN} 个字`,
            en: `Label slogans of up to ${SLOGAN} characters`,
          },
        ],
      },
      dualPrintingAndReports(SALES_RECORDS.tmPSeries),
      labelFormats(),
    ],
  },
};
