import { DEVICE_FEATURES, LABEL_SCALE, PLU_CAPACITY } from '../business-constants.js';
import { labelFormats, pluInformation, remoteMonitoring, touchScreen } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tmQ: BilingualProduct = {
  slug: 'tm-q',
  route: '/acsten',
  model: 'TM-Q',
  name: { ch: 'TM-Q 触屏价签秤', en: 'TM-Q touch price label scale' },
  summary: {
    ch: '7 英寸触摸屏、10,000 个 PLU 的价签秤。',
    en: 'A price label scale with a 7-inch touch screen and 10,000 PLUs.',
  },
  category: 'counting',
  family: 'labelScale',
  facts: { pluCapacity: PLU_CAPACITY.tmQ, maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: { ch: '像用手机一样用条码秤', en: 'A label scale as easy as a phone' },
    taglines: [
      { ch: '7 英寸触摸屏', en: '7-inch touch screen' },
      { ch: '10,000 个 PLU', en: '10,000 PLUs' },
    ],
    description: {
      ch: `TM-Q 以 ${DEVICE_FEATURES.screenInches} 英寸 ${DEVICE_FEATURES.screenResolution} 彩色触摸屏取代传统键盘，商品按图片与分类排列，点选即可称重打签。10,000 个 PLU 与联网管理让它同样胜任连锁门店。说明书、软件与维修资料见 TM-Q 资料页。`,
      en: `TM-Q replaces the keyboard with a ${DEVICE_FEATURES.screenInches}-inch ${DEVICE_FEATURES.screenResolution} colour touch screen: goods are arranged by picture and category, and a tap weighs and labels them. 10,000 PLUs and network management make it fit for chain stores too. Manuals, software and repair notes are on the TM-Q documents page.`,
    },
    highlights: [
      { ch: '7 英寸 800*480 触摸屏', en: '7-inch 800*480 touch screen' },
      { ch: '10,000 个 PLU 商品存储', en: '10,000 PLUs' },
      { ch: '图片化商品选择', en: 'Pick goods by picture' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdTouch7,
      interfaces: INTERFACES.ethernetWifiUsb,
      shaftMm: 40,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [6, 15, 30],
      pluCapacity: PLU_CAPACITY.tmQ,
    }),
    videoCaption: {
      ch: '视频：TM-Q 触屏点选商品并打印价签',
      en: 'Video: tapping goods and printing labels on TM-Q',
    },
    features: [touchScreen(), pluInformation(PLU_CAPACITY.tmQ), remoteMonitoring(), labelFormats()],
  },
};
