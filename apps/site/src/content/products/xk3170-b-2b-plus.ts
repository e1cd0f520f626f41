import { PLU_CAPACITY, SALES_RECORDS } from '../business-constants.js';
import { countingFunctions, indicatorRange, indicatorRecords, pluInformation } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, indicatorRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const xk3170B2bPlus: BilingualProduct = {
  slug: 'xk3170-b-2b-plus',
  route: '/acseight',
  model: 'XK3170-B-2b+',
  name: { ch: 'XK3170-B-2b+ 称重显示器', en: 'XK3170-B-2b+ weighing indicator' },
  summary: {
    ch: '带计数与上下限报警的 XK3170-B 仪表。',
    en: 'An XK3170-B indicator with counting and limit alarms.',
  },
  category: 'bench',
  family: 'weighingIndicator',
  facts: { pluCapacity: PLU_CAPACITY.xk3170, salesRecords: SALES_RECORDS.xk3170 },
  languages: 'both',
  body: {
    subtitle: { ch: '计数、复核、报警一体', en: 'Counting, checking and alarms in one' },
    taglines: [
      { ch: '1 kg 至 50 T', en: '1 kg to 50 T' },
      { ch: '计数与报警', en: 'Counting and alarms' },
    ],
    description: {
      ch: 'XK3170-B-2b+ 在称重之外提供计数与上下限报警功能，适合包装线复核、零件清点与定量分装，报警输出可直接控制指示灯或输送线。',
      en: 'Besides weighing, XK3170-B-2b+ counts and raises high/low limit alarms, for checking packing lines, counting parts and filling to weight; its alarm output can drive a beacon or a conveyor.',
    },
    highlights: [
      { ch: '精度 1/3000 与 1/15000', en: 'Grades 1/3000 and 1/15000' },
      { ch: '10,000 条记录断电恢复', en: '10,000 records recovered after power loss' },
      { ch: '上下限报警输出', en: 'High/low limit alarm output' },
    ],
    specs: indicatorRows({ display: DISPLAY.lcdIndicator, interfaces: INTERFACES.serialUsb }),
    videoCaption: { ch: '视频：XK3170-B-2b+ 包装线复核', en: 'Video: XK3170-B-2b+ checking a packing line' },
    features: [
      indicatorRange(),
      indicatorRecords(SALES_RECORDS.xk3170),
      pluInformation(PLU_CAPACITY.xk3170),
      countingFunctions(),
    ],
  },
};
