import { batteryLife, countingFunctions, powerBackup, robustBuild } from '../feature-blocks.js';
import { countingDisplay, countingScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const acsAa4a: BilingualProduct = {
  slug: 'acs-aa-4a',
  route: '/acsone',
  model: 'ACS-Aa-4a',
  name: { ch: 'ACS-Aa-4a 计数秤', en: 'ACS-Aa-4a counting scale' },
  summary: {
    ch: '取样计数、1/15000 精度的电子计数秤。',
    en: 'An electronic counting scale with sampling and 1/15000 accuracy.',
  },
  category: 'counting',
  family: 'countingScale',
  facts: {},
  languages: 'both',
  body: {
    subtitle: { ch: '零件清点，称一下就知道有多少', en: 'Weigh it once and know how many' },
    taglines: [
      { ch: '精度 1/15000', en: '1/15000 accuracy' },
      { ch: '取样计数', en: 'Sample counting' },
    ],
    description: {
      ch: 'ACS-Aa-4a 通过取样自动计算单重，把一堆零件放上秤盘即可得到数量，适合五金、电子元件与包装车间的清点、复核与分装。三窗口分别显示重量、单重与数量。',
      en: 'ACS-Aa-4a works out piece weight from a sample, so a pile of parts on the pan gives its count at once: counting, checking and portioning for hardware, electronic components and packing rooms. Three windows show weight, piece weight and quantity.',
    },
    highlights: [
      { ch: '自动计算单重', en: 'Automatic piece weight' },
      { ch: '执行 GB/T7722-2005', en: 'Meets GB/T7722-2005' },
      { ch: '三窗口显示', en: 'Three display windows' },
    ],
    specs: countingScaleRows({ maximumCapacityKg: [3, 6, 15, 30], display: countingDisplay('LCD') }),
    videoCaption: { ch: '视频：ACS-Aa-4a 清点螺丝数量', en: 'Video: counting screws with ACS-Aa-4a' },
    features: [countingFunctions(), batteryLife(), robustBuild(), powerBackup()],
  },
};
