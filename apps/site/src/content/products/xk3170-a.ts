import { PLU_CAPACITY, SALES_RECORDS } from '../business-constants.js';
import { indicatorRange, indicatorRecords, pluInformation, robustBuild } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, indicatorRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const xk3170A: BilingualProduct = {
  slug: 'xk3170-a',
  route: '/Xkthree',
  model: 'XK3170-A',
  name: { ch: 'XK3170-A 称重显示器', en: 'XK3170-A weighing indicator' },
  summary: {
    ch: 'XK3170 基础型仪表，LED 高亮显示，1 kg 至 50 T。',
    en: 'The basic XK3170 indicator with bright LED display, 1 kg to 50 T.',
  },
  category: 'bench',
  family: 'weighingIndicator',
  facts: { pluCapacity: PLU_CAPACITY.xk3170, salesRecords: SALES_RECORDS.xk3170 },
  languages: 'both',
  body: {
    subtitle: { ch: '简单、可靠、看得清', en: 'Simple, dependable and easy to read' },
    taglines: [
      { ch: '1 kg 至 50 T', en: '1 kg to 50 T' },
      { ch: 'LED 高亮显示', en: 'Bright LED' },
    ],
    description: {
      ch: 'XK3170-A 以高亮 LED 显示重量，车间和户外远距离也能读数。结构简单、操作直观，适合工厂、仓库与物流站点的日常称重。',
      en: 'XK3170-A shows weight on a bright LED display that can be read from across a workshop or yard. Simple and intuitive, it suits daily weighing in factories, warehouses and logistics sites.',
    },
    highlights: [
      { ch: '精度 1/3000 与 1/15000', en: 'Grades 1/3000 and 1/15000' },
      { ch: '10,000 条记录断电恢复', en: '10,000 records recovered after power loss' },
      { ch: 'LED 远距离读数', en: 'LED readable from afar' },
    ],
    specs: indicatorRows({ display: DISPLAY.ledDual, interfaces: INTERFACES.serial }),
    videoCaption: { ch: '视频：XK3170-A 在仓库称重', en: 'Video: XK3170-A weighing in a warehouse' },
    features: [
      indicatorRange(),
      indicatorRecords(SALES_RECORDS.xk3170),
      pluInformation(PLU_CAPACITY.xk3170),
      robustBuild(),
    ],
  },
};
