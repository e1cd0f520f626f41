import { APPEARANCE, LABEL_SCALE, SHORTCUT_KEYS } from '../business-constants.js';
import { labelFormats, pluInformation, powerBackup, textAndShortcuts } from '../feature-blocks.js';
import { DISPLAY, heightOnly, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

const HEIGHT_MM = APPEARANCE.tmAa4bHeightsMm[0];

export const tmAa4b: BilingualProduct = {
  slug: 'tm-aa-4b',
  route: '/TmAa4b',
  model: 'TM-Aa-4b',
  name: { ch: 'TM-Aa-4b 单机版条码秤', en: 'TM-Aa-4b stand-alone label scale' },
  summary: {
    ch: '无需联网即可独立工作的低机身条码秤，142 个快捷键。',
    en: 'A low-profile label scale that works on its own, with 142 shortcut keys.',
  },
  category: 'barcode',
  family: 'labelScale',
  facts: {
    shortcutKeys: SHORTCUT_KEYS.tmAa4b,
    heightMm: HEIGHT_MM,
    maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm,
  },
  languages: 'both',
  body: {
    subtitle: { ch: '插电即用，不依赖网络', en: 'Plug in and sell, no network needed' },
    taglines: [
      { ch: '单机独立运行', en: 'Runs stand-alone' },
      { ch: '低机身设计', en: 'Low profile' },
    ],
    description: {
      ch: 'TM-Aa-4b 单机版把商品库、标签格式与销售记录都保存在秤内，适合没有布线条件的门店和临时摊位。机身高度仅 163 mm，顾客视线不受遮挡。',
      en: 'The stand-alone TM-Aa-4b keeps its goods, label formats and sales records inside the scale, for stores without network cabling and for temporary stalls. At only 163 mm high it never blocks the customer’s view.',
    },
    highlights: [
      { ch: '163 mm 低机身', en: '163 mm low body' },
      { ch: '142 个快捷键', en: '142 shortcut keys' },
      { ch: '断电保障', en: 'Power backup' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.serialUsb,
      shaftMm: 40,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [6, 15, 30],
      appearance: heightOnly(HEIGHT_MM, { ch: '单机版', en: 'stand-alone' }),
    }),
    videoCaption: {
      ch: '视频：TM-Aa-4b 单机版快速上手',
      en: 'Video: getting started with the stand-alone TM-Aa-4b',
    },
    features: [textAndShortcuts(SHORTCUT_KEYS.tmAa4b), pluInformation(), labelFormats(), powerBackup()],
  },
};
