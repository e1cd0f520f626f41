import { LABEL_SCALE, PLU_CAPACITY } from '../business-constants.js';
import { labelFormats, pluInformation, remoteMonitoring, textAndShortcuts } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tmHL: BilingualProduct = {
  slug: 'tm-h-l',
  route: '/tmhl',
  model: 'TM-H-L',
  name: { ch: 'TM-H-L 立杆式条码秤', en: 'TM-H-L pole-mounted label scale' },
  summary: {
    ch: 'TM-H 平台的立杆款，高位显示，10,000 个 PLU。',
    en: 'The pole-mounted TM-H: raised display and 10,000 PLUs.',
  },
  category: 'tmh',
  family: 'poleLabelScale',
  facts: { pluCapacity: PLU_CAPACITY.tmH, maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: { ch: '顾客抬头就能看到重量与价格', en: 'Weight and price at the customer’s eye level' },
    taglines: [
      { ch: '立杆高位显示', en: 'Raised display' },
      { ch: '10,000 个 PLU', en: '10,000 PLUs' },
    ],
    description: {
      ch: 'TM-H-L 把 TM-H 的显示单元装在立杆上，隔着高柜台顾客也能看清重量与价格，适合熟食、烘焙与称重服务柜台。商品库与联网能力与 TM-H 完全相同。',
      en: 'TM-H-L mounts the TM-H display on a pole so customers can read weight and price across a tall counter, for deli, bakery and serviced counters. Its product memory and networking are those of TM-H.',
    },
    highlights: [
      { ch: '立杆高位显示', en: 'Raised pole display' },
      { ch: '10,000 个 PLU 商品存储', en: '10,000 PLUs' },
      { ch: '网络集中管理', en: 'Central network management' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.ethernetUsbSerial,
      shaftMm: 40,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [15, 30],
      pluCapacity: PLU_CAPACITY.tmH,
    }),
    videoCaption: { ch: '视频：TM-H-L 在熟食柜台使用', en: 'Video: TM-H-L at a deli counter' },
    features: [pluInformation(PLU_CAPACITY.tmH), remoteMonitoring(), textAndShortcuts(), labelFormats()],
  },
};
