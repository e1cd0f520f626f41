import { DEVICE_FEATURES, LABEL_SCALE } from '../business-constants.js';
import {
  checkoutIntegration,
  dualPrintingAndReports,
  remoteMonitoring,
  touchScreen,
} from '../feature-blocks.js';
import { DISPLAY, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const syA5: BilingualProduct = {
  slug: 'sy-a5',
  route: '/syafive',
  model: 'SY-A5',
  name: { ch: 'SY-A5 智能收银秤', en: 'SY-A5 smart cash register scale' },
  summary: {
    ch: '双屏智能收银秤，顾客屏展示价格与促销，联网管理门店经营。',
    en: 'A dual-screen smart till scale: the customer screen shows prices and offers, the network runs the store.',
  },
  category: 'cashRegister',
  family: 'cashRegisterScale',
  facts: { maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: {
      ch: '收银、会员、报表，一台秤管起一家店',
      en: 'Checkout, members and reports: one scale runs the shop',
    },
    taglines: [
      { ch: '双屏显示', en: 'Dual screens' },
      { ch: '联网经营管理', en: 'Networked store management' },
    ],
    description: {
      ch: `SY-A5 配备 ${DEVICE_FEATURES.screenInches} 英寸操作触摸屏与顾客显示屏，称重、收款、会员与促销在同一界面完成。门店数据实时上传，老板在手机上就能查看营业额与畅销商品。`,
      en: `SY-A5 has a ${DEVICE_FEATURES.screenInches}-inch operator touch screen and a customer display; weighing, payment, members and promotions share one screen. Store data is uploaded live, so owners can follow takings and best sellers on their phone.`,
    },
    highlights: [
      { ch: '操作屏与顾客屏', en: 'Operator and customer screens' },
      { ch: '会员与促销', en: 'Members and promotions' },
      { ch: '营业数据实时上传', en: 'Live sales upload' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdTouch7,
      interfaces: INTERFACES.ethernetWifiUsb,
      shaftMm: 25,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [15, 30],
    }),
    videoCaption: { ch: '视频：SY-A5 会员收银演示', en: 'Video: member checkout on SY-A5' },
    features: [touchScreen(), checkoutIntegration(), remoteMonitoring(), dualPrintingAndReports()],
  },
};
