import { APPEARANCE, LABEL_SCALE } from '../business-constants.js';
import {
  checkoutIntegration,
  dualPrintingAndReports,
  labelFormats,
  pluInformation,
} from '../feature-blocks.js';
import { DISPLAY, depthOnly, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const syAa1a: BilingualProduct = {
  slug: 'sy-aa-1a',
  route: '/Syaa1a',
  model: 'SY-Aa-1a',
  name: { ch: 'SY-Aa-1a 收银条码秤', en: 'SY-Aa-1a checkout label scale' },
  summary: {
    ch: '称重、打码、收银一体，机身仅 165 mm 深。',
    en: 'Weighing, labelling and checkout in one unit only 165 mm deep.',
  },
  category: 'barcode',
  family: 'cashRegisterScale',
  facts: { depthMm: APPEARANCE.syAa1DepthMm, maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: { ch: '窄柜台上的完整收银台', en: 'A complete checkout on a narrow counter' },
    taglines: [
      { ch: '165 mm 薄机身', en: '165 mm slim body' },
      { ch: '称重即收银', en: 'Weigh and take payment' },
    ],
    description: {
      ch: 'SY-Aa-1a 把条码秤与收银功能合在一起：称重后既可打印条码标签，也可直接收款打印小票。机身深度仅 165 mm，适合柜台进深有限的水果店和社区店。',
      en: 'SY-Aa-1a combines a label scale with a till: after weighing, print a barcode label or take payment and print a receipt. At only 165 mm deep it suits fruit shops and neighbourhood stores with shallow counters.',
    },
    highlights: [
      { ch: '165 mm 薄机身', en: '165 mm deep' },
      { ch: '标签与小票双打印', en: 'Labels and receipts' },
      { ch: '收银系统联动', en: 'Works with your till' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.ethernetUsbSerial,
      shaftMm: 25,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [6, 15, 30],
      appearance: depthOnly(APPEARANCE.syAa1DepthMm, { ch: '薄型', en: 'slim' }),
    }),
    videoCaption: { ch: '视频：SY-Aa-1a 称重收银一体演示', en: 'Video: weighing and checkout on SY-Aa-1a' },
    features: [checkoutIntegration(), dualPrintingAndReports(), pluInformation(), labelFormats()],
  },
};
