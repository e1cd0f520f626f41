import { LABELING_MACHINE } from '../business-constants.js';
import { lineManagement, traceability } from '../feature-blocks.js';
import { labelingMachineRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

const M = LABELING_MACHINE;

export const labelingMachine: BilingualProduct = {
  slug: 'labeling-machine',
  route: '/tiebiao',
  model: 'Labeling machine',
  name: { ch: '自动称重贴标机', en: 'Automatic weigh-labeling machine' },
  summary: {
    ch: '每分钟 35 包，自动称重、打印并贴标，配送中心的生鲜加工利器。',
    en: '35 packs a minute weighed, printed and labelled automatically for distribution centres.',
  },
  category: 'machines',
  family: 'labelingMachine',
  facts: { printSpeedMmPerSecond: M.printSpeedMmPerSecond },
  languages: 'both',
  body: {
    subtitle: { ch: '称重、打印、贴标，一条线完成', en: 'Weighing, printing and labelling on one line' },
    taglines: [
      { ch: `${M.packsPerMinute} 包/分钟`, en: `${M.packsPerMinute} packs/min` },
      { ch: `${M.printSpeedMmPerSecond} mm/s 打印`, en: `${M.printSpeedMmPerSecond} mm/s printing` },
    ],
    description: {
      ch: `自动称重贴标机由输送称重、标签打印与自动贴标三部分组成。包装好的生鲜托盘经输送带动态称重，打印机以 ${M.printSpeedMmPerSecond} mm/s 打印含重量、价格与条码的标签，贴标头自动贴到包装上，每分钟可处理 ${M.packsPerMinute} 包，适合配送中心与中央厨房。`,
      en: `The automatic weigh-labeler combines a conveyor checkweigher, a label printer and an automatic applicator. Packed fresh trays are weighed in motion, the printer produces a label with weight, price and barcode at ${M.printSpeedMmPerSecond} mm/s, and the applicator puts it on the pack: ${M.packsPerMinute} packs a minute for distribution centres and central kitchens.`,
    },
    highlights: [
      { ch: `每分钟 ${M.packsPerMinute} 包`, en: `${M.packsPerMinute} packs per minute` },
      {
        ch: `称量 ${M.weighingRangeKg[0]}–${M.weighingRangeKg[1]} kg`,
        en: `Weighs ${M.weighingRangeKg[0]}–${M.weighingRangeKg[1]} kg`,
      },
      { ch: '热敏 / 热转印打印', en: 'Thermal or thermal-transfer printing' },
    ],
    specs: labelingMachineRows(),
    videoCaption: {
      ch: '视频：贴标机在配送中心连续贴标',
      en: 'Video: the labeling machine running in a distribution centre',
    },
    features: [
      {
        title: { ch: '动态称重', en: 'Weighing in motion' },
        bullets: [
          {
            ch: `标准称量 ${M.weighingRangeKg[0]}–${M.weighingRangeKg[1]} kg，最大 ${M.maxWeighingKg} kg，最小 ${M.minWeighingG} g`,
            en: `Standard range ${M.weighingRangeKg[0]}–${M.weighingRangeKg[1]} kg, maximum ${M.maxWeighingKg} kg, minimum ${M.minWeighingG} g`,
          },
        ],
      },
      {
        title: { ch: '自动贴标', en: 'Automatic labelling' },
        bullets: [
          {
            ch: `标签长 ${M.labelLengthMm[0]}–${M.labelLengthMm[1]} mm、宽 ${M.labelWidthMm[0]}–${M.labelWidthMm[1]} mm，贴标位置可调`,
            en: `Labels ${M.labelLengthMm[0]}–${M.labelLengthMm[1]} mm long and ${M.labelWidthMm[0]}–${M.labelWidthMm[1]} mm wide, placed where you set`,
          },
          {
            ch: `包装长 ${M.packageLengthMm[0]}–${M.packageLengthMm[1]} mm、宽 ${M.packageWidthMm[0]}–${M.packageWidthMm[1]} mm、高 ${M.packageHeightMm[0]}–${M.packageHeightMm[1]} mm`,
            en: `Packs ${M.packageLengthMm[0]}–${M.packageLengthMm[1]} mm long, ${M.packageWidthMm[0]}–${M.packageWidthMm[1]} mm wide and ${M.packageHeightMm[0]}–${M.packageHeightMm[1]} mm high`,
          },
        ],
      },
      traceability(),
      lineManagement(),
    ],
  },
};
