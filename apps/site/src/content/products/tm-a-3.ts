import { APPEARANCE, LABEL_SCALE } from '../business-constants.js';
import { labelFormats, pluInformation, powerBackup, textAndShortcuts } from '../feature-blocks.js';
import { DISPLAY, dimensions, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { ChineseOnlyProduct } from '../types.js';

/** SPEC §2.6 marks the TM-A-3 page Chinese-only. */
export const tmA3: ChineseOnlyProduct = {
  slug: 'tm-a-3',
  route: '/TmA3',
  model: 'TM-A-3',
  name: { ch: 'TM-A-3 条码秤', en: 'TM-A-3 label scale' },
  summary: {
    ch: '经济型台式条码秤，与 TM-Aa 同样 381*388*160 mm 的紧凑机身。',
    en: 'An economical counter label scale in the same compact 381*388*160 mm body as TM-Aa.',
  },
  category: 'barcode',
  family: 'labelScale',
  facts: { appearanceMm: APPEARANCE.tmA3AndTmAa, maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm },
  languages: 'ch-only',
  body: {
    subtitle: { ch: '小门店的第一台条码秤' },
    taglines: [{ ch: '紧凑机身' }, { ch: '即称即打' }],
    description: {
      ch: 'TM-A-3 面向社区生鲜店、面包房和散装食品店，保留条码秤的核心功能：称重计价、打印条码标签、保存常用商品。机身 381*388*160 mm，放在狭小柜台上也不占地方。',
    },
    highlights: [{ ch: '381*388*160 mm 紧凑机身' }, { ch: '75 mm/s 打印' }, { ch: '断电可继续称重打印' }],
    specs: labelScaleRows({
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.serialUsb,
      shaftMm: 25,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [3, 6, 15],
      appearance: dimensions(APPEARANCE.tmA3AndTmAa),
    }),
    videoCaption: { ch: '视频：TM-A-3 开箱与首次使用' },
    features: [pluInformation(), textAndShortcuts(), labelFormats(), powerBackup()],
  },
};
