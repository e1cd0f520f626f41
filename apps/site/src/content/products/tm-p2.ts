import { LABEL_SCALE, PLU_CAPACITY, SALES_RECORDS } from '../business-constants.js';
import { batteryLife, dualPrintingAndReports, pluInformation, textAndShortcuts } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tmP2: BilingualProduct = {
  slug: 'tm-p2',
  route: '/tmptwo',
  model: 'TM-P2',
  name: { ch: 'TM-P2 打印秤', en: 'TM-P2 printing scale' },
  summary: {
    ch: '9,999 个 PLU，48 mm 打印宽度，小巧的市场打印秤。',
    en: '9,999 PLUs and 48 mm print width in a compact market scale.',
  },
  category: 'tmp',
  family: 'labelScale',
  facts: {
    pluCapacity: PLU_CAPACITY.tmP2,
    salesRecords: SALES_RECORDS.tmPSeries,
    maxPrintWidthMm: LABEL_SCALE.narrowPrintWidthMm,
  },
  languages: 'both',
  body: {
    subtitle: { ch: '小身材，大容量', en: 'Small body, big memory' },
    taglines: [
      { ch: '9,999 个 PLU', en: '9,999 PLUs' },
      { ch: '48 mm 打印', en: '48 mm printing' },
    ],
    description: {
      ch: 'TM-P2 是 TM-P 系列的紧凑款，打印宽度 48 mm，标签与小票都更省纸。9,999 个 PLU 与 10,000 条销售记录满足集贸市场与社区店的日常经营，内置电池可脱离电源使用。',
      en: 'TM-P2 is the compact member of the TM-P series: its 48 mm print width saves paper on labels and receipts. 9,999 PLUs and 10,000 sales records cover the daily trade of markets and neighbourhood shops, and a built-in battery frees it from the socket.',
    },
    highlights: [
      { ch: '9,999 个 PLU 商品存储', en: '9,999 PLUs' },
      { ch: '48 mm 打印宽度', en: '48 mm print width' },
      { ch: '内置电池', en: 'Built-in battery' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.serialUsb,
      shaftMm: 25,
      printWidthMm: LABEL_SCALE.narrowPrintWidthMm,
      capacitiesKg: [3, 6, 15, 30],
      pluCapacity: PLU_CAPACITY.tmP2,
    }),
    videoCaption: { ch: '视频：TM-P2 在集贸市场使用', en: 'Video: TM-P2 at a market' },
    features: [
      pluInformation(PLU_CAPACITY.tmP2),
      dualPrintingAndReports(SALES_RECORDS.tmPSeries),
      textAndShortcuts(),
      batteryLife(),
    ],
  },
};
