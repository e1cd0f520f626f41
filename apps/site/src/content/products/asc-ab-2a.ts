import { batteryLife, countingFunctions, powerBackup, robustBuild } from '../feature-blocks.js';
import { countingDisplay, countingScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const ascAb2a: BilingualProduct = {
  slug: 'asc-ab-2a',
  route: '/acstwo',
  model: 'ASC-Ab-2a',
  name: { ch: 'ASC-Ab-2a 计数秤', en: 'ASC-Ab-2a counting scale' },
  summary: {
    ch: 'LED 高亮显示的计数秤，强光车间也读得清。',
    en: 'A counting scale with bright LED display, legible even in bright workshops.',
  },
  category: 'counting',
  family: 'countingScale',
  facts: {},
  languages: 'both',
  body: {
    subtitle: { ch: '车间清点，快而准', en: 'Fast, accurate counting on the shop floor' },
    taglines: [
      { ch: '精度 1/15000', en: '1/15000 accuracy' },
      { ch: 'LED 显示', en: 'LED display' },
    ],
    description: {
      ch: 'ASC-Ab-2a 采用 LED 高亮显示，适合照明强烈或光线较暗的车间。支持取样计数、累计与上下限报警，常用于来料检验与成品出库复核。',
      en: 'ASC-Ab-2a uses a bright LED display for workshops with strong or dim lighting. It counts by sample, totals and raises high/low alarms, and is often used for goods-in inspection and final dispatch checks.',
    },
    highlights: [
      { ch: 'LED 高亮显示', en: 'Bright LED display' },
      { ch: '执行 GB/T7722-2005', en: 'Meets GB/T7722-2005' },
      { ch: '上下限报警', en: 'High/low alarms' },
    ],
    specs: countingScaleRows({ maximumCapacityKg: [3, 6, 15, 30], display: countingDisplay('LED') }),
    videoCaption: { ch: '视频：ASC-Ab-2a 来料检验', en: 'Video: goods-in inspection with ASC-Ab-2a' },
    features: [countingFunctions(), robustBuild(), batteryLife(), powerBackup()],
  },
};
