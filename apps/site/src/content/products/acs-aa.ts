import { batteryLife, countingFunctions, powerBackup, robustBuild } from '../feature-blocks.js';
import { countingDisplay, countingScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const acsAa: BilingualProduct = {
  slug: 'acs-aa',
  route: '/acsaa',
  model: 'ACS-Aa',
  name: { ch: 'ACS-Aa 计重秤', en: 'ACS-Aa weighing scale' },
  summary: {
    ch: '1/15000 精度的桌面计重秤，适合仓储与实验室。',
    en: 'A 1/15000 bench weighing scale for stores and labs.',
  },
  category: 'weighing',
  family: 'countingScale',
  facts: {},
  languages: 'both',
  body: {
    subtitle: { ch: '每一克都算数', en: 'Every gram counts' },
    taglines: [
      { ch: '精度 1/15000', en: '1/15000 accuracy' },
      { ch: '去皮与累计', en: 'Tare and totals' },
    ],
    description: {
      ch: 'ACS-Aa 计重秤以 1/15000 的精度称量，支持去皮、累计与单位换算，适合仓储配料、实验室称样与快递称重。',
      en: 'The ACS-Aa weighing scale weighs to 1/15000, with tare, totals and unit conversion, for batching in stores, sample weighing in labs and parcel weighing.',
    },
    highlights: [
      { ch: '1/15000 精度', en: '1/15000 accuracy' },
      { ch: '执行 GB/T7722-2005', en: 'Meets GB/T7722-2005' },
      { ch: '去皮与累计', en: 'Tare and totals' },
    ],
    specs: countingScaleRows({ maximumCapacityKg: [3, 6, 15, 30], display: countingDisplay('LCD') }),
    videoCaption: { ch: '视频：ACS-Aa 计重秤配料称量', en: 'Video: batching with the ACS-Aa weighing scale' },
    features: [countingFunctions(), robustBuild(), batteryLife(), powerBackup()],
  },
};
