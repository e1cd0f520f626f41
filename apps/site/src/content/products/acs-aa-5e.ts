import { PLU_CAPACITY } from '../business-constants.js';
import { countingFunctions, pluInformation, powerBackup, robustBuild } from '../feature-blocks.js';
import { countingDisplay, countingScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';
export const acsAa5e: BilingualProduct = {
  slug: 'acs-aa-5e',
  route: '/acsfive',
  model: 'ACS-Aa-5e',
  name: { ch: 'ACS-Aa-5e LED 计数秤', en: 'ACS-Aa-5e LED counting scale' },
  summary: {
    ch: '存储 4000 个商品的 LED 计数秤。',
    en: 'An LED counting scale that stores 4,000 products.',
  },
  category: 'counting',
  family: 'countingScale',
  facts: { pluCapacity: PLU_CAPACITY.ledCountingScale },
  languages: 'both',
  body: {
    subtitle: { ch: '记住每一种零件的单重', en: 'Remembers the piece weight of every part' },
    taglines: [
      { ch: '精度 1/15000', en: '1/15000 accuracy' },
      { ch: '4000 个商品', en: '4,000 products' },
    ],
    description: {
      ch: 'ACS-Aa-5e 可存储 4000 个商品的单重与名称，调出编号即可直接计数，无需每次取样。适合品种多、批量小的五金仓库与电子元件仓。',
      en: 'ACS-Aa-5e stores the piece weight and name of 4,000 products: call up a number and count straight away without sampling again. Made for hardware and component stores with many items in small lots.',
    },
    highlights: [
      { ch: '4000 个商品存储', en: '4,000 products stored' },
      { ch: '执行 GB/T7722-2005', en: 'Meets GB/T7722-2005' },
      { ch: 'LED 高亮显示', en: 'Bright LED display' },
    ],
    specs: countingScaleRows({ maximumCapacityKg: [3, 6, 15, 30], display: countingDisplay('LED') }),
    videoCaption: {
      ch: '视频：ACS-Aa-5e 调用商品直接计数',
      en: 'Video: counting with a stored product on ACS-Aa-5e',
    },
    features: [
      pluInformation(PLU_CAPACITY.ledCountingScale),
      countingFunctions(),
      robustBuild(),
      powerBackup(),
    ],
  },
};
