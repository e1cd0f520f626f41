import { LABEL_SCALE } from '../business-constants.js';
import { dualPrintingAndReports, labelFormats, pluInformation, textAndShortcuts } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tmAaP: BilingualProduct = {
  slug: 'tm-aa-p',
  route: '/TmAaP',
  model: 'TM-Aa-P',
  name: { ch: 'TM-Aa-P 双打印条码秤', en: 'TM-Aa-P dual-printing label scale' },
  summary: {
    ch: '标签与小票一机双打，适合称重后直接收款的门店。',
    en: 'Prints labels or receipts, for shops that take payment right after weighing.',
  },
  category: 'barcode',
  family: 'labelScale',
  facts: { maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: {
      ch: '要标签打标签，要小票打小票',
      en: 'A label when you need one, a receipt when you need that',
    },
    taglines: [
      { ch: '标签/小票双模式', en: 'Label or receipt mode' },
      { ch: '班结报表', en: 'Shift reports' },
    ],
    description: {
      ch: 'TM-Aa-P 在 TM-Aa 平台上加入小票打印模式：预包装时打印不干胶标签，当面销售时打印累计小票，营业结束还能打印班结与商品销售报表。',
      en: 'TM-Aa-P adds a receipt mode to the TM-Aa platform: adhesive labels for pre-packing, running receipts for counter sales, and shift and product sales reports at closing time.',
    },
    highlights: [
      { ch: '标签与小票双打印', en: 'Label and receipt printing' },
      { ch: '75 mm/s 打印速度', en: '75 mm/s print speed' },
      { ch: '营业报表一键打印', en: 'One-key sales reports' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.ethernetUsbSerial,
      shaftMm: 40,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [6, 15, 30],
    }),
    videoCaption: {
      ch: '视频：TM-Aa-P 切换标签与小票打印',
      en: 'Video: switching TM-Aa-P between labels and receipts',
    },
    features: [dualPrintingAndReports(), pluInformation(), textAndShortcuts(), labelFormats()],
  },
};
