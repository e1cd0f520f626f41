import { PLU_CAPACITY, SALES_RECORDS } from '../business-constants.js';
import { checkoutIntegration, indicatorRange, indicatorRecords, pluInformation } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, indicatorRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const xk3170M: BilingualProduct = {
  slug: 'xk3170-m',
  route: '/Xkm',
  model: 'XK3170-M',
  name: { ch: 'XK3170-M 称重显示器', en: 'XK3170-M weighing indicator' },
  summary: {
    ch: 'XK3170 系列多功能称重仪表，1 kg 至 50 T，10,000 个 PLU。',
    en: 'The multi-purpose XK3170 indicator: 1 kg to 50 T, 10,000 PLUs.',
  },
  category: 'bench',
  family: 'weighingIndicator',
  facts: { pluCapacity: PLU_CAPACITY.xk3170, salesRecords: SALES_RECORDS.xk3170 },
  languages: 'both',
  body: {
    subtitle: { ch: '一台仪表，适配各种秤体', en: 'One indicator for every kind of scale' },
    taglines: [
      { ch: '1 kg 至 50 T', en: '1 kg to 50 T' },
      { ch: '多功能', en: 'Multi-purpose' },
    ],
    description: {
      ch: 'XK3170-M 是 XK3170 系列的多功能型号，可连接台秤、地磅与料斗秤，存储 10,000 个 PLU 并保存 10,000 条称重记录，意外断电后记录可完整恢复。',
      en: 'XK3170-M is the multi-purpose model of the XK3170 series: it drives bench scales, truck scales and hoppers, stores 10,000 PLUs and keeps 10,000 weighing records that survive a power loss.',
    },
    highlights: [
      { ch: '精度 1/3000 与 1/15000', en: 'Grades 1/3000 and 1/15000' },
      { ch: '10,000 条记录断电恢复', en: '10,000 records recovered after power loss' },
      { ch: '串口与 USB 数据输出', en: 'Serial and USB data output' },
    ],
    specs: indicatorRows({ display: DISPLAY.lcdIndicator, interfaces: INTERFACES.serialUsb }),
    videoCaption: { ch: '视频：XK3170-M 连接台秤标定', en: 'Video: calibrating XK3170-M on a bench scale' },
    features: [
      indicatorRange(),
      indicatorRecords(SALES_RECORDS.xk3170),
      pluInformation(PLU_CAPACITY.xk3170),
      checkoutIntegration(),
    ],
  },
};
