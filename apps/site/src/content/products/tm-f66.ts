import { APPEARANCE, LABEL_SCALE } from '../business-constants.js';
import { aiRecognition, labelFormats, pluInformation, touchScreen } from '../feature-blocks.js';
import { DISPLAY, heightOnly, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tmF66: BilingualProduct = {
  slug: 'tm-f66',
  route: '/tmf66',
  model: 'TM-F66',
  name: { ch: 'TMF652 AI 识别秤（TM-F66）', en: 'TMF652 AI recognition scale (TM-F66)' },
  summary: {
    ch: '自助称重的 AI 识别秤，顾客自己放、自己打签。',
    en: 'A self-service AI scale: customers weigh and label their own goods.',
  },
  category: 'ai',
  family: 'aiScale',
  facts: { heightMm: APPEARANCE.tallModelsHeightMm, maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: { ch: '把称重台交给顾客', en: 'Hand the weighing station to your customers' },
    taglines: [
      { ch: '顾客自助称重', en: 'Self-service weighing' },
      { ch: '图片化操作界面', en: 'Picture-based screen' },
    ],
    description: {
      ch: 'TM-F66 面向果蔬区的自助称重场景：顾客把商品放上秤盘，屏幕显示识别出的商品图片，点一下即可打印价签。界面以图片为主、文字为辅，老人和外国顾客也能轻松使用。',
      en: 'TM-F66 is for self-service weighing in produce aisles: the customer sets goods on the pan, the screen shows the recognised product as a picture, and one tap prints the price label. Pictures come first and text second, so older and foreign shoppers manage easily.',
    },
    highlights: [
      { ch: '顾客自助识别打签', en: 'Customers recognise and label goods themselves' },
      { ch: '7 英寸彩色触摸屏', en: '7-inch colour touch screen' },
      { ch: '56 mm 宽幅标签', en: '56 mm wide labels' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdTouch7,
      interfaces: INTERFACES.ethernetWifiUsb,
      shaftMm: 56,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [15, 30],
      appearance: heightOnly(APPEARANCE.tallModelsHeightMm, { ch: '含摄像头支架', en: 'with camera mast' }),
    }),
    videoCaption: { ch: '视频：顾客在 TM-F66 上自助称重', en: 'Video: a shopper weighing goods on TM-F66' },
    features: [aiRecognition(), touchScreen(), pluInformation(), labelFormats()],
  },
};
