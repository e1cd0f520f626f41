import { APPEARANCE, LABEL_SCALE } from '../business-constants.js';
import { batteryLife, dualPrintingAndReports, labelFormats, pluInformation } from '../feature-blocks.js';
import { DISPLAY, depthOnly, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const syAa1b: BilingualProduct = {
  slug: 'sy-aa-1b',
  route: '/Syaa1b',
  model: 'SY-Aa-1b',
  name: { ch: 'SY-Aa-1b 电池款收银条码秤', en: 'SY-Aa-1b battery checkout label scale' },
  summary: {
    ch: '内置电池的 SY-Aa-1a，165 mm 薄机身，市场摊位也能打码收银。',
    en: 'The battery version of SY-Aa-1a: 165 mm deep, labels and receipts at market stalls.',
  },
  category: 'barcode',
  family: 'cashRegisterScale',
  facts: { depthMm: APPEARANCE.syAa1DepthMm, maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: { ch: '没有插座也能营业', en: 'Open for business without a socket' },
    taglines: [
      { ch: '10 小时电池', en: '10-hour battery' },
      { ch: '165 mm 薄机身', en: '165 mm slim body' },
    ],
    description: {
      ch: 'SY-Aa-1b 在 SY-Aa-1a 的基础上内置充电电池，一次充满可连续营业 10 小时，适合早市、夜市与流动售卖点，打码、收银功能与插电使用时完全一致。',
      en: 'SY-Aa-1b adds a rechargeable battery to SY-Aa-1a: one charge lasts 10 hours of trading at morning and night markets and mobile stalls, with the same labelling and checkout as on mains power.',
    },
    highlights: [
      { ch: '10 小时续航', en: '10 hours on battery' },
      { ch: '165 mm 薄机身', en: '165 mm deep' },
      { ch: '标签与小票双打印', en: 'Labels and receipts' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.serialUsb,
      shaftMm: 25,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [6, 15, 30],
      appearance: depthOnly(APPEARANCE.syAa1DepthMm, { ch: '薄型', en: 'slim' }),
    }),
    videoCaption: {
      ch: '视频：SY-Aa-1b 在夜市使用电池供电',
      en: 'Video: SY-Aa-1b on battery at a night market',
    },
    features: [batteryLife(), dualPrintingAndReports(), pluInformation(), labelFormats()],
  },
};
