import { APPEARANCE, LABEL_SCALE, SALES_RECORDS, SHORTCUT_KEYS } from '../business-constants.js';
import { dualPrintingAndReports, pluInformation, textAndShortcuts, tmfPricing } from '../feature-blocks.js';
import { DISPLAY, heightOnly, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tmF: BilingualProduct = {
  slug: 'tm-f',
  route: '/TmF',
  model: 'TM-F',
  name: { ch: 'TM-F 条码秤', en: 'TM-F label scale' },
  summary: {
    ch: '三种计价方式、A–D 四组累计，71 个快捷键的立式条码秤。',
    en: 'Three pricing methods, four cumulative groups A–D and 71 shortcut keys in a tall label scale.',
  },
  category: 'barcode',
  family: 'poleLabelScale',
  facts: {
    shortcutKeys: SHORTCUT_KEYS.tmF,
    salesRecords: SALES_RECORDS.tmF,
    heightMm: APPEARANCE.tallModelsHeightMm,
    maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm,
  },
  languages: 'both',
  body: {
    subtitle: {
      ch: '按重量、按数量、按定重数量，一台秤都能算',
      en: 'By weight, by quantity or by quantity at a fixed weight',
    },
    taglines: [
      { ch: '3 种计价方式', en: '3 pricing methods' },
      { ch: 'A–D 四组累计', en: 'Cumulative groups A–D' },
    ],
    description: {
      ch: 'TM-F 为称重与计件混合销售的门店设计：散装称重、按件销售和定重包装都能在同一台秤上计价。四组累计让几位顾客同时挑选、分别结算，高峰时段也不排长队。',
      en: 'TM-F is made for shops that sell both by weight and by the piece: loose goods, counted items and fixed-weight packs are all priced on one scale. Four cumulative groups let several customers shop at once and pay separately, even at peak times.',
    },
    highlights: [
      { ch: '3 种计价方式', en: '3 pricing methods' },
      { ch: '4 组累计 A–D', en: '4 cumulative groups A–D' },
      { ch: '71 个快捷键', en: '71 shortcut keys' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.ethernetUsbSerial,
      shaftMm: 40,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [6, 15, 30],
      appearance: heightOnly(APPEARANCE.tallModelsHeightMm, { ch: '立式', en: 'tower' }),
    }),
    videoCaption: { ch: '视频：TM-F 三种计价方式演示', en: 'Video: the three TM-F pricing methods' },
    features: [
      tmfPricing(),
      textAndShortcuts(SHORTCUT_KEYS.tmF),
      dualPrintingAndReports(SALES_RECORDS.tmF),
      pluInformation(),
    ],
  },
};
