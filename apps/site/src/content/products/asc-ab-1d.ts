import { batteryLife, countingFunctions, powerBackup, robustBuild } from '../feature-blocks.js';
import { countingDisplay, countingScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const ascAb1d: BilingualProduct = {
  slug: 'asc-ab-1d',
  route: '/acsabone',
  model: 'ASC-Ab-1d',
  name: { ch: 'ASC-Ab-1d 计重秤', en: 'ASC-Ab-1d weighing scale' },
  summary: {
    ch: 'LED 显示、防水按键的计重秤。',
    en: 'A weighing scale with LED display and sealed keys.',
  },
  category: 'weighing',
  family: 'countingScale',
  facts: {},
  languages: 'both',
  body: {
    subtitle: { ch: '潮湿环境也能放心称', en: 'Confident weighing in wet places' },
    taglines: [
      { ch: '精度 1/15000', en: '1/15000 accuracy' },
      { ch: '防水按键', en: 'Sealed keys' },
    ],
    description: {
      ch: 'ASC-Ab-1d 采用密封按键与不锈钢秤盘，适合水产批发、冷库与食品加工的计重，LED 显示在低温环境下依然响应迅速。',
      en: 'ASC-Ab-1d has sealed keys and a stainless-steel pan for weighing in seafood wholesale, cold stores and food processing; its LED display stays responsive in the cold.',
    },
    highlights: [
      { ch: '不锈钢秤盘', en: 'Stainless-steel pan' },
      { ch: '执行 GB/T7722-2005', en: 'Meets GB/T7722-2005' },
      { ch: 'LED 低温可用', en: 'LED works in the cold' },
    ],
    specs: countingScaleRows({ maximumCapacityKg: [3, 6, 15, 30], display: countingDisplay('LED') }),
    videoCaption: { ch: '视频：ASC-Ab-1d 在冷库称重', en: 'Video: ASC-Ab-1d in a cold store' },
    features: [robustBuild(), countingFunctions(), batteryLife(), powerBackup()],
  },
};
