import { LABEL_SCALE, PLU_CAPACITY, SHORTCUT_KEYS } from '../business-constants.js';
import { pluInformation, remoteMonitoring, textAndShortcuts, touchScreen } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { ChineseOnlyProduct } from '../types.js';

/** SPEC §2.6: the fixed TM-Q/SY-B-1d page is Chinese-only. */
export const tmQSyB1dFixed: ChineseOnlyProduct = {
  slug: 'tm-q-sy-b-1d-fixed',
  route: '/sybonel',
  model: 'TM-Q / SY-B-1d',
  name: { ch: 'TM-Q / SY-B-1d 固定式条码秤', en: 'TM-Q / SY-B-1d fixed-mount label scale' },
  summary: {
    ch: '嵌入柜台固定安装的 TM-Q 与 SY-B-1d 组合方案。',
    en: 'TM-Q and SY-B-1d built into the counter as a fixed installation.',
  },
  category: 'cashRegister',
  family: 'cashRegisterScale',
  facts: {
    pluCapacity: PLU_CAPACITY.tmQ,
    shortcutKeys: SHORTCUT_KEYS.syB1d,
    maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm,
  },
  languages: 'ch-only',
  body: {
    subtitle: { ch: '嵌入柜台，台面更整洁' },
    taglines: [{ ch: '固定式安装' }, { ch: '触屏与按键两种操作' }],
    description: {
      ch: '固定式方案将秤台嵌入柜台台面，显示与打印单元固定在柜台上方：TM-Q 以 7 英寸触摸屏操作，存储 10,000 个 PLU；SY-B-1d 以 142 个快捷键操作。适合新建或改造的生鲜柜台统一安装。',
    },
    highlights: [{ ch: '秤台嵌入柜台' }, { ch: 'TM-Q 存储 10,000 个 PLU' }, { ch: 'SY-B-1d 142 个快捷键' }],
    specs: labelScaleRows({
      display: DISPLAY.lcdTouch7,
      interfaces: INTERFACES.ethernetUsbSerial,
      shaftMm: 40,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [15, 30],
      pluCapacity: PLU_CAPACITY.tmQ,
    }),
    videoCaption: { ch: '视频：固定式条码秤柜台安装' },
    features: [
      touchScreen(),
      textAndShortcuts(SHORTCUT_KEYS.syB1d),
      pluInformation(PLU_CAPACITY.tmQ),
      remoteMonitoring(),
    ],
  },
};
