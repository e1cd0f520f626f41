import { LABEL_SCALE, PLU_CAPACITY, SALES_RECORDS } from '../business-constants.js';
import {
  dualPrintingAndReports,
  pluInformation,
  remoteMonitoring,
  textAndShortcuts,
} from '../feature-blocks.js';
import { DISPLAY, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tmPL: BilingualProduct = {
  slug: 'tm-p-l',
  route: '/tmpl',
  model: 'TM-P-L',
  name: { ch: 'TM-P-L 立杆式打印秤', en: 'TM-P-L pole-mounted printing scale' },
  summary: {
    ch: 'TM-P 的立杆款：高位显示，9,999 个 PLU。',
    en: 'The pole-mounted TM-P: raised display and 9,999 PLUs.',
  },
  category: 'tmp',
  family: 'poleLabelScale',
  facts: {
    pluCapacity: PLU_CAPACITY.tmP,
    salesRecords: SALES_RECORDS.tmPSeries,
    maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm,
  },
  languages: 'both',
  body: {
    subtitle: { ch: '高柜台上的打印秤', en: 'A printing scale for tall counters' },
    taglines: [
      { ch: '立杆高位显示', en: 'Raised display' },
      { ch: '9,999 个 PLU', en: '9,999 PLUs' },
    ],
    description: {
      ch: 'TM-P-L 保留 TM-P 的全部功能，并把显示屏装在立杆上，适合熟食档口和称重服务柜台。保存 10,000 条销售记录，营业数据可通过网络汇总。',
      en: 'TM-P-L keeps every TM-P function and puts the display on a pole, for deli stands and serviced counters. It keeps 10,000 sales records that can be collected over the network.',
    },
    highlights: [
      { ch: '立杆高位显示', en: 'Raised pole display' },
      { ch: '9,999 个 PLU 商品存储', en: '9,999 PLUs' },
      { ch: '10,000 条销售记录', en: '10,000 sales records' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.ethernetUsbSerial,
      shaftMm: 40,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [6, 15, 30],
      pluCapacity: PLU_CAPACITY.tmP,
    }),
    videoCaption: { ch: '视频：TM-P-L 在熟食档口使用', en: 'Video: TM-P-L at a deli stand' },
    features: [
      pluInformation(PLU_CAPACITY.tmP),
      dualPrintingAndReports(SALES_RECORDS.tmPSeries),
      remoteMonitoring(),
      textAndShortcuts(),
    ],
  },
};
