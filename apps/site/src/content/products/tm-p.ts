import { LABEL_SCALE, PLU_CAPACITY, SALES_RECORDS } from '../business-constants.js';
import { dualPrintingAndReports, labelFormats, pluInformation, textAndShortcuts } from '../feature-blocks.js';
import { groupDigits } from '../number-format.js';
import { DISPLAY, INTERFACES, labelScaleRows, row } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tmP: BilingualProduct = {
  slug: 'tm-p',
  route: '/tmpd',
  model: 'TM-P',
  name: { ch: 'TM-P 打印秤', en: 'TM-P printing scale' },
  summary: {
    ch: '9,999 个 PLU、10,000 条销售记录，标签与小票双打印。',
    en: '9,999 PLUs, 10,000 sales records, labels and receipts.',
  },
  category: 'tmp',
  family: 'labelScale',
  facts: {
    pluCapacity: PLU_CAPACITY.tmP,
    salesRecords: SALES_RECORDS.tmPSeries,
    maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm,
  },
  languages: 'both',
  body: {
    subtitle: {
      ch: '市场与专卖店的全能打印秤',
      en: 'The all-round printing scale for markets and specialist shops',
    },
    taglines: [
      { ch: '9,999 个 PLU', en: '9,999 PLUs' },
      { ch: '10,000 条销售记录', en: '10,000 sales records' },
    ],
    description: {
      ch: 'TM-P 可存储 9,999 个 PLU 商品与 10,000 条销售记录，标签和小票两种打印方式随需切换。营业报表可按商品、时段和操作员统计，帮助店主掌握经营情况。',
      en: 'TM-P stores 9,999 PLUs and 10,000 sales records and prints labels or receipts as needed. Reports by product, period and operator show owners how the shop is doing.',
    },
    highlights: [
      { ch: '9,999 个 PLU 商品存储', en: '9,999 PLUs' },
      { ch: '10,000 条销售记录', en: '10,000 sales records' },
      { ch: '标签与小票双打印', en: 'Labels and receipts' },
    ],
    specs: [
      ...labelScaleRows({
        display: DISPLAY.lcdDual,
        interfaces: INTERFACES.serialUsb,
        shaftMm: 40,
        printWidthMm: LABEL_SCALE.maxPrintWidthMm,
        capacitiesKg: [6, 15, 30],
        pluCapacity: PLU_CAPACITY.tmP,
      }),
      row('salesRecords', {
        ch: `${groupDigits(SALES_RECORDS.tmPSeries)} 条`,
        en: `${groupDigits(SALES_RECORDS.tmPSeries)} records`,
      }),
    ],
    videoCaption: { ch: '视频：TM-P 打印营业报表', en: 'Video: printing sales reports on TM-P' },
    features: [
      dualPrintingAndReports(SALES_RECORDS.tmPSeries),
      pluInformation(PLU_CAPACITY.tmP),
      textAndShortcuts(),
      labelFormats(),
    ],
  },
};
