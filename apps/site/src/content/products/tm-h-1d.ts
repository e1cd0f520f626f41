import { LABEL_SCALE, PLU_CAPACITY } from '../business-constants.js';
import { labelFormats, pluInformation, powerBackup, remoteMonitoring } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tmH1d: BilingualProduct = {
  slug: 'tm-h-1d',
  route: '/tmhone',
  model: 'TM-H-1d',
  name: { ch: 'TM-H-1d 条码秤', en: 'TM-H-1d label scale' },
  summary: {
    ch: 'TM-H 系列台式标准款，10,000 个 PLU，断电仍可工作。',
    en: 'The standard counter TM-H: 10,000 PLUs and power backup.',
  },
  category: 'tmh',
  family: 'labelScale',
  facts: { pluCapacity: PLU_CAPACITY.tmH, maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: { ch: '停电也不停业', en: 'A power cut does not close the counter' },
    taglines: [
      { ch: '断电保障', en: 'Power backup' },
      { ch: '10,000 个 PLU', en: '10,000 PLUs' },
    ],
    description: {
      ch: 'TM-H-1d 是 TM-H 系列的台式标准款。内置后备电源，断电后仍可称重 8 小时、打印 200 张标签，高峰时段突发停电也不影响营业。',
      en: 'TM-H-1d is the standard counter model of the TM-H series. Its backup supply keeps it weighing for 8 hours and printing 200 labels after a power cut, so an outage at peak time does not stop sales.',
    },
    highlights: [
      { ch: '断电称重 8 小时', en: '8 hours of weighing after a power cut' },
      { ch: '断电打印 200 张', en: '200 labels on backup power' },
      { ch: '10,000 个 PLU 商品存储', en: '10,000 PLUs' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.ethernetUsbSerial,
      shaftMm: 40,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [15, 30],
      pluCapacity: PLU_CAPACITY.tmH,
    }),
    videoCaption: { ch: '视频：TM-H-1d 断电后继续打印', en: 'Video: TM-H-1d printing on after a power cut' },
    features: [powerBackup(), pluInformation(PLU_CAPACITY.tmH), remoteMonitoring(), labelFormats()],
  },
};
