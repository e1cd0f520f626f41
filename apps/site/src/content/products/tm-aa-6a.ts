import { LABEL_SCALE } from '../business-constants.js';
import { labelFormats, pluInformation, robustBuild, textAndShortcuts } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tmAa6a: BilingualProduct = {
  slug: 'tm-aa-6a',
  route: '/Tmaa6a',
  model: 'TM-Aa-6a',
  name: { ch: 'TM-Aa-6a 防水条码秤', en: 'TM-Aa-6a wet-area label scale' },
  summary: {
    ch: '不锈钢秤盘与密封按键，专为水产与冰鲜柜台打造。',
    en: 'Stainless-steel pan and sealed keys, made for seafood and chilled counters.',
  },
  category: 'barcode',
  family: 'labelScale',
  facts: { maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: { ch: '不怕水，不怕冰，不怕忙', en: 'Unfazed by water, ice or rush hour' },
    taglines: [
      { ch: '密封防水按键', en: 'Sealed keys' },
      { ch: '不锈钢秤盘', en: 'Stainless-steel pan' },
    ],
    description: {
      ch: 'TM-Aa-6a 针对水产、冰鲜和熟食区的潮湿环境加强了密封：按键采用一体覆膜，秤盘为不锈钢材质，便于每天冲洗。打印仓独立防护，标签打印稳定清晰。',
      en: 'TM-Aa-6a has extra sealing for the wet conditions of seafood, chilled and deli areas: a one-piece key membrane and a stainless-steel pan that can be washed every day. The printer bay is separately protected, so labels stay sharp.',
    },
    highlights: [
      { ch: '一体覆膜按键', en: 'One-piece key membrane' },
      { ch: '不锈钢秤盘易清洗', en: 'Washable stainless-steel pan' },
      { ch: '75 mm/s 打印', en: '75 mm/s printing' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.ethernetUsbSerial,
      shaftMm: 40,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [15, 30],
    }),
    videoCaption: {
      ch: '视频：TM-Aa-6a 在水产区的日常清洁',
      en: 'Video: daily cleaning of TM-Aa-6a at a seafood counter',
    },
    features: [robustBuild(), pluInformation(), textAndShortcuts(), labelFormats()],
  },
};
