import { APPEARANCE, LABEL_SCALE, SHORTCUT_KEYS } from '../business-constants.js';
import { labelFormats, pluInformation, remoteMonitoring, textAndShortcuts } from '../feature-blocks.js';
import { DISPLAY, heightOnly, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

const HEIGHT_MM = APPEARANCE.tmAa4bHeightsMm[1];

export const tmAa4bVertical: BilingualProduct = {
  slug: 'tm-aa-4b-vertical',
  route: '/TmAa4bl',
  model: 'TM-Aa-4b',
  name: { ch: 'TM-Aa-4b 立式条码秤', en: 'TM-Aa-4b vertical label scale' },
  summary: {
    ch: '立式打印仓、前出纸设计的 TM-Aa-4b，142 个快捷键。',
    en: 'TM-Aa-4b with an upright printer bay and front label exit, 142 shortcut keys.',
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
    subtitle: { ch: '标签从正面送出，取签更顺手', en: 'Labels come out at the front, right at hand' },
    taglines: [
      { ch: '前出纸', en: 'Front label exit' },
      { ch: '联网与单机两用', en: 'Networked or stand-alone' },
    ],
    description: {
      ch: 'TM-Aa-4b 立式版将打印机竖向布置，标签从操作员正前方送出，更换标签纸只需打开前盖。既可单机使用，也可接入网络由后台集中管理。',
      en: 'The vertical TM-Aa-4b stands its printer upright so labels leave right in front of the operator, and a new label roll goes in through the front cover. Use it alone or manage it from the back office over the network.',
    },
    highlights: [
      { ch: '前出纸、前换纸', en: 'Front exit, front loading' },
      { ch: '142 个快捷键', en: '142 shortcut keys' },
      { ch: '164 mm 机身高度', en: '164 mm body height' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.ethernetUsbSerial,
      shaftMm: 40,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [6, 15, 30],
      appearance: heightOnly(HEIGHT_MM, { ch: '立式', en: 'vertical' }),
    }),
    videoCaption: {
      ch: '视频：TM-Aa-4b 立式版更换标签纸',
      en: 'Video: loading labels into the vertical TM-Aa-4b',
    },
    features: [textAndShortcuts(SHORTCUT_KEYS.tmAa4b), remoteMonitoring(), pluInformation(), labelFormats()],
  },
};
