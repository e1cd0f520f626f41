import { DEVICE_FEATURES, LABEL_SCALE, PLU_CAPACITY } from '../business-constants.js';
import { aiRecognition, pluInformation, remoteMonitoring, touchScreen } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tmAZ: BilingualProduct = {
  slug: 'tm-az',
  route: '/tmaz',
  model: 'TM-AZ',
  name: { ch: 'TM-AZ 安卓智能秤', en: 'TM-AZ Android smart scale' },
  summary: {
    ch: '安卓系统智能秤，10,000 个 PLU，可安装门店应用。',
    en: 'An Android smart scale with 10,000 PLUs that runs store apps.',
  },
  category: 'counting',
  family: 'pcScale',
  facts: { pluCapacity: PLU_CAPACITY.tmAZ, maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: { ch: '一台会装应用的条码秤', en: 'A label scale that runs apps' },
    taglines: [
      { ch: '安卓系统', en: 'Android' },
      { ch: '10,000 个 PLU', en: '10,000 PLUs' },
    ],
    description: {
      ch: `TM-AZ 基于安卓系统，${DEVICE_FEATURES.screenInches} 英寸触摸屏上既能称重打签，也能运行会员、库存和线上订单应用。10,000 个 PLU，Wi-Fi 与以太网联网，门店系统对接更灵活。`,
      en: `TM-AZ runs Android: its ${DEVICE_FEATURES.screenInches}-inch touch screen weighs and labels and also runs membership, stock and online-order apps. 10,000 PLUs plus Wi-Fi and Ethernet make store-system integration flexible.`,
    },
    highlights: [
      { ch: '安卓系统，可装应用', en: 'Android, runs apps' },
      { ch: '10,000 个 PLU 商品存储', en: '10,000 PLUs' },
      { ch: 'Wi-Fi 与以太网', en: 'Wi-Fi and Ethernet' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdTouch7,
      interfaces: INTERFACES.ethernetWifiUsb,
      shaftMm: 40,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [15, 30],
      pluCapacity: PLU_CAPACITY.tmAZ,
    }),
    videoCaption: { ch: '视频：TM-AZ 运行门店应用', en: 'Video: TM-AZ running store apps' },
    features: [touchScreen(), pluInformation(PLU_CAPACITY.tmAZ), remoteMonitoring(), aiRecognition()],
  },
};
