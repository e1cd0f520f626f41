import { PLU_CAPACITY, SALES_RECORDS } from '../business-constants.js';
import { indicatorRange, indicatorRecords, pluInformation, robustBuild } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, indicatorRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const xk3170B9a: BilingualProduct = {
  slug: 'xk3170-b-9a',
  route: '/xkb',
  model: 'XK3170-B-9a',
  name: { ch: 'XK3170-B-9a 称重显示器', en: 'XK3170-B-9a weighing indicator' },
  summary: {
    ch: '不锈钢防水外壳的 XK3170-B 仪表，适合潮湿车间。',
    en: 'An XK3170-B indicator in a stainless, water-resistant case for wet plants.',
  },
  category: 'weighing',
  family: 'weighingIndicator',
  facts: { pluCapacity: PLU_CAPACITY.xk3170, salesRecords: SALES_RECORDS.xk3170 },
  languages: 'both',
  body: {
    subtitle: { ch: '潮湿车间的可靠读数', en: 'Reliable readings in wet plants' },
    taglines: [
      { ch: '1 kg 至 50 T', en: '1 kg to 50 T' },
      { ch: '不锈钢外壳', en: 'Stainless case' },
    ],
    description: {
      ch: 'XK3170-B-9a 采用不锈钢防水外壳与密封按键，适合食品加工、水产与冷库等潮湿环境，可直接冲洗清洁。',
      en: 'XK3170-B-9a has a stainless, water-resistant case and sealed keys for food processing, seafood and cold stores, and can be washed down.',
    },
    highlights: [
      { ch: '精度 1/3000 与 1/15000', en: 'Grades 1/3000 and 1/15000' },
      { ch: '10,000 条记录断电恢复', en: '10,000 records recovered after power loss' },
      { ch: '可冲洗不锈钢外壳', en: 'Wash-down stainless case' },
    ],
    specs: indicatorRows({ display: DISPLAY.lcdIndicator, interfaces: INTERFACES.serial }),
    videoCaption: { ch: '视频：XK3170-B-9a 在食品车间使用', en: 'Video: XK3170-B-9a in a food plant' },
    features: [
      indicatorRange(),
      indicatorRecords(SALES_RECORDS.xk3170),
      pluInformation(PLU_CAPACITY.xk3170),
      robustBuild(),
    ],
  },
};
