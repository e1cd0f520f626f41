import { LABEL_SCALE, SHORTCUT_KEYS } from '../business-constants.js';
import {
  checkoutIntegration,
  dualPrintingAndReports,
  pluInformation,
  textAndShortcuts,
} from '../feature-blocks.js';
import { DISPLAY, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const syB1d: BilingualProduct = {
  slug: 'sy-b-1d',
  route: '/syboned',
  model: 'SY-B-1d',
  name: { ch: 'SY-B-1d 收银条码秤', en: 'SY-B-1d checkout label scale' },
  summary: {
    ch: '142 个快捷键的收银条码秤，标签与小票两用。',
    en: 'A checkout label scale with 142 shortcut keys, printing labels or receipts.',
  },
  category: 'cashRegister',
  family: 'cashRegisterScale',
  facts: { shortcutKeys: SHORTCUT_KEYS.syB1d, maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: { ch: '快捷键多，收银快', en: 'More keys, faster checkout' },
    taglines: [
      { ch: '142 个快捷键', en: '142 shortcut keys' },
      { ch: '标签小票两用', en: 'Labels and receipts' },
    ],
    description: {
      ch: 'SY-B-1d 面板布置 142 个快捷键，几乎所有常卖商品都能一键调出。称重后可打印条码标签供收银台扫码，也可直接收款打印小票。',
      en: 'SY-B-1d lays out 142 shortcut keys, enough to put almost every regular item one press away. After weighing it prints a barcode label for the till to scan, or takes payment and prints a receipt itself.',
    },
    highlights: [
      { ch: '142 个快捷键', en: '142 shortcut keys' },
      { ch: '标签与小票双打印', en: 'Label and receipt printing' },
      { ch: '75 mm/s 打印', en: '75 mm/s printing' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.ethernetUsbSerial,
      shaftMm: 40,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [15, 30],
    }),
    videoCaption: { ch: '视频：SY-B-1d 快捷键收银', en: 'Video: shortcut-key checkout on SY-B-1d' },
    features: [
      textAndShortcuts(SHORTCUT_KEYS.syB1d),
      checkoutIntegration(),
      dualPrintingAndReports(),
      pluInformation(),
    ],
  },
};
