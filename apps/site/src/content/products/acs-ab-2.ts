import { batteryLife, countingFunctions, powerBackup, robustBuild } from '../feature-blocks.js';
import { countingDisplay, countingScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const acsAb2: BilingualProduct = {
  slug: 'acs-ab-2',
  route: '/acsabtwo',
  model: 'ACS-Ab-2',
  name: { ch: 'ACS-Ab-2 计重秤', en: 'ACS-Ab-2 weighing scale' },
  summary: {
    ch: '带上下限检重功能的计重秤。',
    en: 'A weighing scale with high/low check-weighing.',
  },
  category: 'weighing',
  family: 'countingScale',
  facts: {},
  languages: 'both',
  body: {
    subtitle: { ch: '定量分装，一眼判断', en: 'Portion to weight at a glance' },
    taglines: [
      { ch: '精度 1/15000', en: '1/15000 accuracy' },
      { ch: '检重报警', en: 'Check-weighing' },
    ],
    description: {
      ch: 'ACS-Ab-2 设置上下限后，以指示灯和蜂鸣提示重量是否合格，适合定量分装、包裹复核与质检。',
      en: 'Once limits are set, ACS-Ab-2 signals with lights and a buzzer whether each weight is within range, for portioning, parcel checks and quality control.',
    },
    highlights: [
      { ch: '上下限检重', en: 'High/low check-weighing' },
      { ch: '执行 GB/T7722-2005', en: 'Meets GB/T7722-2005' },
      { ch: '指示灯与蜂鸣', en: 'Lights and buzzer' },
    ],
    specs: countingScaleRows({ maximumCapacityKg: [3, 6, 15, 30], display: countingDisplay('LED') }),
    videoCaption: { ch: '视频：ACS-Ab-2 定量分装检重', en: 'Video: check-weighing portions with ACS-Ab-2' },
    features: [countingFunctions(), robustBuild(), batteryLife(), powerBackup()],
  },
};
