import {
  APPEARANCE,
  LABEL_SCALE,
  PLU_CAPACITY,
  SALES_RECORDS,
  SHORTCUT_KEYS,
} from '../business-constants.js';
import { dualPrintingAndReports, labelFormats, pluInformation, textAndShortcuts } from '../feature-blocks.js';
import { DISPLAY, dimensions, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { ChineseOnlyProduct } from '../types.js';

/** SPEC §2.6 marks the TM-Aa page Chinese-only. */
export const tmAa: ChineseOnlyProduct = {
  slug: 'tm-aa',
  route: '/tmaa',
  model: 'TM-Aa',
  name: { ch: 'TM-Aa 条码秤', en: 'TM-Aa label scale' },
  summary: {
    ch: '经典台式条码秤：4000 个 PLU、71 个快捷键、5000 条销售记录。',
    en: 'The classic counter label scale: 4,000 PLUs, 71 shortcut keys, 5,000 sales records.',
  },
  category: 'barcode',
  family: 'labelScale',
  facts: {
    pluCapacity: PLU_CAPACITY.tmAa,
    salesRecords: SALES_RECORDS.tmAa,
    shortcutKeys: SHORTCUT_KEYS.tmAa,
    appearanceMm: APPEARANCE.tmA3AndTmAa,
    maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm,
  },
  languages: 'ch-only',
  body: {
    subtitle: { ch: '称重、计价、打印条码标签，一台搞定' },
    taglines: [{ ch: '4000 个 PLU 商品' }, { ch: '71 个快捷键' }],
    description: {
      ch: 'TM-Aa 是大华最常见的台式条码秤，结构紧凑、操作简单。称重后即时打印含品名、单价、重量、总价与条码的不干胶标签，收银台扫码即可结算，广泛用于超市生鲜、熟食与散装食品区。',
    },
    highlights: [{ ch: '4000 个 PLU 商品存储' }, { ch: '71 个快捷键' }, { ch: '5000 条销售记录' }],
    specs: labelScaleRows({
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.ethernetUsbSerial,
      shaftMm: 40,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [15, 30],
      appearance: dimensions(APPEARANCE.tmA3AndTmAa),
      pluCapacity: PLU_CAPACITY.tmAa,
    }),
    videoCaption: { ch: '视频：TM-Aa 标签纸安装与称重打印演示' },
    features: [
      pluInformation(PLU_CAPACITY.tmAa),
      textAndShortcuts(SHORTCUT_KEYS.tmAa),
      dualPrintingAndReports(SALES_RECORDS.tmAa),
      labelFormats(),
    ],
  },
};
