import { LABEL_SCALE, SHORTCUT_KEYS } from '../business-constants.js';
import { labelFormats, pluInformation, remoteMonitoring, textAndShortcuts } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tmAa4d: BilingualProduct = {
  slug: 'tm-aa-4d',
  route: '/Tmaa4d',
  model: 'TM-Aa-4d',
  name: { ch: 'TM-Aa-4d 联网条码秤', en: 'TM-Aa-4d networked label scale' },
  summary: {
    ch: '以太网联网管理、142 个快捷键的连锁门店条码秤。',
    en: 'A networked label scale with 142 shortcut keys for chain stores.',
  },
  category: 'barcode',
  family: 'labelScale',
  facts: { shortcutKeys: SHORTCUT_KEYS.tmAa4d, maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: {
      ch: '总部改价，门店每台秤同步更新',
      en: 'Change a price at head office and every store scale follows',
    },
    taglines: [
      { ch: '网络集中管理', en: 'Central network management' },
      { ch: '142 个快捷键', en: '142 shortcut keys' },
    ],
    description: {
      ch: 'TM-Aa-4d 通过以太网接入门店网络，商品、价格、热键和标签格式由后台统一下发，改价不再逐台操作。142 个快捷键覆盖门店的主要生鲜品类。',
      en: 'TM-Aa-4d joins the store network over Ethernet; goods, prices, hot keys and label formats come from the back office, so price changes no longer mean visiting every scale. Its 142 shortcut keys cover a store’s main fresh lines.',
    },
    highlights: [
      { ch: '以太网联网', en: 'Ethernet networking' },
      { ch: '142 个快捷键', en: '142 shortcut keys' },
      { ch: '16 种标签格式', en: '16 label formats' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.ethernetUsbSerial,
      shaftMm: 40,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [15, 30],
    }),
    videoCaption: {
      ch: '视频：TM-Aa-4d 联网下发商品',
      en: 'Video: sending goods to TM-Aa-4d over the network',
    },
    features: [remoteMonitoring(), textAndShortcuts(SHORTCUT_KEYS.tmAa4d), pluInformation(), labelFormats()],
  },
};
