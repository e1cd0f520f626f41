import { DEVICE_FEATURES, LABEL_SCALE, PLU_CAPACITY } from '../business-constants.js';
import { checkoutIntegration, pluInformation, remoteMonitoring, touchScreen } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tmPcAndroid: BilingualProduct = {
  slug: 'tm-pc-android',
  route: '/acsnine',
  model: 'TM-PC-A',
  name: { ch: 'TM-PC-A 电脑秤（安卓版）', en: 'TM-PC-A PC scale (Android)' },
  summary: {
    ch: '电脑秤的安卓版本：触屏收银、称重打签，10,000 个 PLU。',
    en: 'The Android PC scale: touch checkout, weighing and labels, 10,000 PLUs.',
  },
  category: 'counting',
  family: 'pcScale',
  facts: { pluCapacity: PLU_CAPACITY.tmPC, maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: { ch: '秤就是收银电脑', en: 'The scale is the till computer' },
    taglines: [
      { ch: '安卓电脑秤', en: 'Android PC scale' },
      { ch: '10,000 个 PLU', en: '10,000 PLUs' },
    ],
    description: {
      ch: `TM-PC-A 把收银电脑与条码秤做成一体：${DEVICE_FEATURES.screenInches} 英寸触摸屏运行安卓收银软件，称重、打签、收款与会员管理在一台设备上完成，适合社区生鲜店与连锁便利店。`,
      en: `TM-PC-A builds the till computer into the label scale: a ${DEVICE_FEATURES.screenInches}-inch touch screen runs Android checkout software, and weighing, labelling, payment and membership all happen on one device, for neighbourhood fresh stores and convenience chains.`,
    },
    highlights: [
      { ch: '收银电脑一体', en: 'Till computer built in' },
      { ch: '10,000 个 PLU 商品存储', en: '10,000 PLUs' },
      { ch: '会员与支付登记', en: 'Members and payments' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdTouch7,
      interfaces: INTERFACES.ethernetWifiUsb,
      shaftMm: 40,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [15, 30],
      pluCapacity: PLU_CAPACITY.tmPC,
    }),
    videoCaption: { ch: '视频：TM-PC-A 一体化收银', en: 'Video: all-in-one checkout on TM-PC-A' },
    features: [touchScreen(), checkoutIntegration(), pluInformation(PLU_CAPACITY.tmPC), remoteMonitoring()],
  },
};
