import { PLU_CAPACITY, SALES_RECORDS } from '../business-constants.js';
import { indicatorRange, indicatorRecords, pluInformation, powerBackup } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, indicatorRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const xk3170B5aPlus: BilingualProduct = {
  slug: 'xk3170-b-5a-plus',
  route: '/acssix',
  model: 'XK3170-B-5a+',
  name: { ch: 'XK3170-B-5a+ 称重显示器', en: 'XK3170-B-5a+ weighing indicator' },
  summary: {
    ch: '带打印接口的 XK3170-B 仪表，称重单据随称随打。',
    en: 'An XK3170-B indicator with a printer port for weighing tickets.',
  },
  category: 'bench',
  family: 'weighingIndicator',
  facts: { pluCapacity: PLU_CAPACITY.xk3170, salesRecords: SALES_RECORDS.xk3170 },
  languages: 'both',
  body: {
    subtitle: { ch: '称完即出单据', en: 'A ticket for every weighing' },
    taglines: [
      { ch: '1 kg 至 50 T', en: '1 kg to 50 T' },
      { ch: '单据打印', en: 'Ticket printing' },
    ],
    description: {
      ch: 'XK3170-B-5a+ 可连接微型打印机，每次称重后打印含日期、时间、毛重、皮重与净重的称重单，适合收购站、物流站与地磅房。',
      en: 'XK3170-B-5a+ drives a mini printer and prints a ticket with date, time, gross, tare and net weight after each weighing, for buying stations, logistics depots and weighbridge offices.',
    },
    highlights: [
      { ch: '精度 1/3000 与 1/15000', en: 'Grades 1/3000 and 1/15000' },
      { ch: '10,000 条记录断电恢复', en: '10,000 records recovered after power loss' },
      { ch: '称重单据打印', en: 'Weighing ticket printing' },
    ],
    specs: indicatorRows({ display: DISPLAY.lcdIndicator, interfaces: INTERFACES.serialUsb }),
    videoCaption: {
      ch: '视频：XK3170-B-5a+ 打印称重单',
      en: 'Video: XK3170-B-5a+ printing a weighing ticket',
    },
    features: [
      indicatorRange(),
      indicatorRecords(SALES_RECORDS.xk3170),
      pluInformation(PLU_CAPACITY.xk3170),
      powerBackup(),
    ],
  },
};
