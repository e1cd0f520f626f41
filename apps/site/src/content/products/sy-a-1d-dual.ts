import { LABEL_SCALE } from '../business-constants.js';
import {
  checkoutIntegration,
  dualPrintingAndReports,
  pluInformation,
  touchScreen,
} from '../feature-blocks.js';
import { DISPLAY, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const syA1dDual: BilingualProduct = {
  slug: 'sy-a-1d-dual',
  route: '/syaone',
  model: 'SY-A-1d',
  name: { ch: 'SY-A-1d 收银秤（触屏款）', en: 'SY-A-1d cash register scale (touch)' },
  summary: {
    ch: '7 英寸触摸屏的 SY-A-1d，商品图片点选收银。',
    en: 'SY-A-1d with a 7-inch touch screen: tap product pictures to ring up sales.',
  },
  category: 'cashRegister',
  family: 'cashRegisterScale',
  facts: { maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: {
      ch: '点图片收银，新员工当天上岗',
      en: 'Tap a picture to sell; new staff are ready on day one',
    },
    taglines: [
      { ch: '7 英寸触摸屏', en: '7-inch touch screen' },
      { ch: '图片点选', en: 'Picture selection' },
    ],
    description: {
      ch: 'SY-A-1d 触屏款以 7 英寸彩色触摸屏取代按键，商品以图片方式排列，点选后自动称重计价。支持会员积分登记与交班报表，兼顾收银效率与门店管理。',
      en: 'The touch SY-A-1d replaces keys with a 7-inch colour touch screen: goods appear as pictures and are weighed and priced when tapped. Loyalty points and shift reports serve both fast checkout and store management.',
    },
    highlights: [
      { ch: '7 英寸 800*480 触摸屏', en: '7-inch 800*480 touch screen' },
      { ch: '商品图片点选', en: 'Pick goods by picture' },
      { ch: '交班报表', en: 'Shift reports' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdTouch7,
      interfaces: INTERFACES.ethernetWifiUsb,
      shaftMm: 25,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [6, 15, 30],
    }),
    videoCaption: {
      ch: '视频：在 SY-A-1d 触屏款上点选商品',
      en: 'Video: picking goods on the touch SY-A-1d',
    },
    features: [touchScreen(), checkoutIntegration(), dualPrintingAndReports(), pluInformation()],
  },
};
