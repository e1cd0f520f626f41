import { APPEARANCE, LABEL_SCALE, PLU_CAPACITY } from '../business-constants.js';
import { labelFormats, pluInformation, remoteMonitoring, robustBuild } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, platformScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tcsAa1aPlus: BilingualProduct = {
  slug: 'tcs-aa-1a-plus',
  route: '/acseleven',
  model: 'TCS-Aa-1a+',
  name: { ch: 'TCS-Aa-1a+ 台式条码秤', en: 'TCS-Aa-1a+ bench label scale' },
  summary: {
    ch: '可打印条码标签的台秤，10,000 个 PLU，48 mm 打印。',
    en: 'A bench scale that prints barcode labels: 10,000 PLUs, 48 mm print width.',
  },
  category: 'bench',
  family: 'benchScale',
  facts: { pluCapacity: PLU_CAPACITY.benchScale, maxPrintWidthMm: LABEL_SCALE.narrowPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: { ch: '整箱整袋，也能打码', en: 'Labels for whole boxes and sacks' },
    taglines: [
      { ch: '台秤打码', en: 'Bench-scale labelling' },
      { ch: '10,000 个 PLU', en: '10,000 PLUs' },
    ],
    description: {
      ch: 'TCS-Aa-1a+ 把条码秤的打印功能装到台秤上，最高称量 300 kg，整箱水果、整袋大米称重后直接贴上条码标签。10,000 个 PLU 的商品库与门店条码秤统一管理。',
      en: 'TCS-Aa-1a+ brings label printing to a bench scale of up to 300 kg: whole crates of fruit and sacks of rice get a barcode label right after weighing. Its 10,000-PLU library is managed together with the store’s label scales.',
    },
    highlights: [
      { ch: '10,000 个 PLU 商品存储', en: '10,000 PLUs' },
      { ch: '48 mm 条码打印', en: '48 mm barcode printing' },
      {
        ch: `最大称量 ${APPEARANCE.platformMaxCapacityKg} kg`,
        en: `Up to ${APPEARANCE.platformMaxCapacityKg} kg`,
      },
    ],
    specs: platformScaleRows({
      capacitiesKg: [60, 150, APPEARANCE.platformMaxCapacityKg],
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.ethernetUsbSerial,
      prints: true,
      pluCapacity: PLU_CAPACITY.benchScale,
    }),
    videoCaption: {
      ch: '视频：TCS-Aa-1a+ 为整箱商品打印标签',
      en: 'Video: TCS-Aa-1a+ labelling whole crates',
    },
    features: [pluInformation(PLU_CAPACITY.benchScale), labelFormats(), remoteMonitoring(), robustBuild()],
  },
};
