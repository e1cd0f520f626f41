import { APPEARANCE, LABEL_SCALE, SHORTCUT_KEYS } from '../business-constants.js';
import { labelFormats, pluInformation, remoteMonitoring, textAndShortcuts } from '../feature-blocks.js';
import { DISPLAY, heightOnly, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tmAb: BilingualProduct = {
  slug: 'tm-ab',
  route: '/Tmab',
  model: 'TM-Ab',
  name: { ch: 'TM-Ab 立杆式条码秤', en: 'TM-Ab pole-mounted label scale' },
  summary: {
    ch: '立杆式双屏条码秤，142 个快捷键，生鲜柜台称重打码一步到位。',
    en: 'Pole-mounted dual-display label scale with 142 shortcut keys for busy fresh counters.',
  },
  category: 'barcode',
  family: 'poleLabelScale',
  facts: {
    shortcutKeys: SHORTCUT_KEYS.tmAb,
    heightMm: APPEARANCE.tallModelsHeightMm,
    maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm,
  },
  languages: 'both',
  body: {
    subtitle: {
      ch: '高位显示，顾客看得清，店员打得快',
      en: 'A raised display customers can read and staff can work fast with',
    },
    taglines: [
      { ch: '立杆高位双屏', en: 'Raised dual display' },
      { ch: '142 键快速调用', en: '142 keys to hand' },
    ],
    description: {
      ch: 'TM-Ab 将显示屏抬高到顾客视线高度，秤台低矮便于放置商品。一次称重即可打印含品名、单价、重量、总价和条码的标签，适合超市生鲜、熟食与烘焙柜台。',
      en: 'TM-Ab lifts its display to the customer’s eye level while the low platform takes goods easily. One weighing prints a label with name, unit price, weight, total and barcode, for supermarket fresh, deli and bakery counters.',
    },
    highlights: [
      { ch: '立杆高位显示，顾客看得清楚', en: 'Raised display the customer can read' },
      { ch: '142 个快捷键，常用商品一键调出', en: '142 shortcut keys for best sellers' },
      { ch: '75 mm/s 高速打印', en: '75 mm/s printing' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.ethernetUsbSerial,
      shaftMm: 40,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [15, 30],
      appearance: heightOnly(APPEARANCE.tallModelsHeightMm, { ch: '立杆式', en: 'pole-mounted' }),
    }),
    videoCaption: {
      ch: '视频：TM-Ab 在生鲜柜台称重并打印标签',
      en: 'Video: TM-Ab weighing and labelling at a fresh counter',
    },
    features: [pluInformation(), remoteMonitoring(), textAndShortcuts(SHORTCUT_KEYS.tmAb), labelFormats()],
  },
};
