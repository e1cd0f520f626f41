import { LABEL_SCALE, PLU_CAPACITY } from '../business-constants.js';
import { labelFormats, pluInformation, remoteMonitoring, traceability } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tmH3: BilingualProduct = {
  slug: 'tm-h-3',
  route: '/tmhthree',
  model: 'TM-H-3',
  name: { ch: 'TM-H-3 宽幅标签条码秤', en: 'TM-H-3 wide-label scale' },
  summary: {
    ch: '56 mm 标签纸轴，大卷标签少换纸，10,000 个 PLU。',
    en: 'A 56 mm label shaft for large rolls and fewer changes, with 10,000 PLUs.',
  },
  category: 'tmh',
  family: 'labelScale',
  facts: { pluCapacity: PLU_CAPACITY.tmH, maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: { ch: '大卷标签，少停机换纸', en: 'Big label rolls, fewer stops to reload' },
    taglines: [
      { ch: '56 mm 纸轴', en: '56 mm label shaft' },
      { ch: '10,000 个 PLU', en: '10,000 PLUs' },
    ],
    description: {
      ch: 'TM-H-3 采用 56 mm 标签纸轴，可装更大的标签卷，适合预包装量大的加工间和配送中心。标签可打印品名、配料、保质期与追溯码等完整信息。',
      en: 'TM-H-3 takes labels on a 56 mm shaft, so bigger rolls fit, for pre-packing rooms and distribution centres with high volumes. Labels carry full information: name, ingredients, shelf life and traceability code.',
    },
    highlights: [
      { ch: '56 mm 标签纸轴', en: '56 mm label shaft' },
      { ch: '16 种标签格式', en: '16 label formats' },
      { ch: '10,000 个 PLU 商品存储', en: '10,000 PLUs' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.ethernetUsbSerial,
      shaftMm: 56,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [15, 30],
      pluCapacity: PLU_CAPACITY.tmH,
    }),
    videoCaption: { ch: '视频：TM-H-3 加工间预包装', en: 'Video: pre-packing with TM-H-3' },
    features: [labelFormats(), pluInformation(PLU_CAPACITY.tmH), traceability(), remoteMonitoring()],
  },
};
