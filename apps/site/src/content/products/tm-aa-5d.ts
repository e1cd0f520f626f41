import { LABEL_SCALE } from '../business-constants.js';
import { labelFormats, pluInformation, remoteMonitoring, traceability } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tmAa5d: BilingualProduct = {
  slug: 'tm-aa-5d',
  route: '/Tmaa5d',
  model: 'TM-Aa-5d',
  name: { ch: 'TM-Aa-5d 追溯条码秤', en: 'TM-Aa-5d traceability label scale' },
  summary: {
    ch: '打印 20 位追溯码的联网条码秤，肉菜来源一扫便知。',
    en: 'A networked label scale that prints a 20-digit traceability code on every label.',
  },
  category: 'barcode',
  family: 'labelScale',
  facts: { maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: { ch: '每一张标签都能查到来源', en: 'Every label leads back to its source' },
    taglines: [
      { ch: '20 位追溯码', en: '20-digit traceability code' },
      { ch: '二维码标签', en: 'QR code labels' },
    ],
    description: {
      ch: 'TM-Aa-5d 面向肉类、蔬菜追溯体系，称重时自动把进货批次对应的追溯码打印在标签上，顾客扫码即可查询产地与检验信息，监管部门也能按批次核查。',
      en: 'TM-Aa-5d is built for meat and vegetable traceability schemes: when goods are weighed, the traceability code of their delivery batch is printed on the label, so customers can scan it for origin and inspection data and inspectors can check by batch.',
    },
    highlights: [
      { ch: '20 位追溯码打印', en: 'Prints 20-digit traceability codes' },
      { ch: '联网下发批次信息', en: 'Batch data over the network' },
      { ch: '条码与二维码标签', en: 'Barcode and QR labels' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.ethernetUsbSerial,
      shaftMm: 40,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [15, 30],
    }),
    videoCaption: { ch: '视频：TM-Aa-5d 打印追溯标签', en: 'Video: TM-Aa-5d printing traceability labels' },
    features: [traceability(), remoteMonitoring(), pluInformation(), labelFormats()],
  },
};
