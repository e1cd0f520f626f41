import { LABEL_SCALE, PLU_CAPACITY } from '../business-constants.js';
import { labelFormats, pluInformation, remoteMonitoring, traceability } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, platformScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tmAa1e: BilingualProduct = {
  slug: 'tm-aa-1e',
  route: '/acstwleve',
  model: 'TM-Aa-1e',
  name: { ch: 'TM-Aa-1e 台秤式条码秤', en: 'TM-Aa-1e bench label scale' },
  summary: {
    ch: 'TM-Aa 打印头配大台面，10,000 个 PLU，48 mm 打印。',
    en: 'The TM-Aa printer on a large platform: 10,000 PLUs, 48 mm printing.',
  },
  category: 'bench',
  family: 'benchScale',
  facts: { pluCapacity: PLU_CAPACITY.benchScale, maxPrintWidthMm: LABEL_SCALE.narrowPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: { ch: '配送中心的分拣打码台', en: 'A sorting and labelling station for distribution centres' },
    taglines: [
      { ch: '大台面', en: 'Large platform' },
      { ch: '追溯标签', en: 'Traceability labels' },
    ],
    description: {
      ch: 'TM-Aa-1e 将条码打印单元与大台面秤台组合，适合配送中心分拣、加工间分装与批发打码。标签可带 20 位追溯码，货品出库即带完整来源信息。',
      en: 'TM-Aa-1e combines a barcode printer with a large platform, for sorting in distribution centres, portioning in processing rooms and wholesale labelling. Labels can carry a 20-digit traceability code, so goods leave with their full origin.',
    },
    highlights: [
      { ch: '10,000 个 PLU 商品存储', en: '10,000 PLUs' },
      { ch: '48 mm 打印宽度', en: '48 mm print width' },
      { ch: '20 位追溯码', en: '20-digit traceability code' },
    ],
    specs: platformScaleRows({
      capacitiesKg: [60, 150],
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.ethernetUsbSerial,
      prints: true,
      pluCapacity: PLU_CAPACITY.benchScale,
    }),
    videoCaption: {
      ch: '视频：TM-Aa-1e 在配送中心分拣打码',
      en: 'Video: TM-Aa-1e sorting and labelling at a distribution centre',
    },
    features: [traceability(), pluInformation(PLU_CAPACITY.benchScale), remoteMonitoring(), labelFormats()],
  },
};
