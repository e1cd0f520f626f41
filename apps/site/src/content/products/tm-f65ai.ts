import { APPEARANCE, LABEL_SCALE } from '../business-constants.js';
import { aiRecognition, labelFormats, remoteMonitoring, touchScreen } from '../feature-blocks.js';
import { DISPLAY, heightOnly, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tmF65ai: BilingualProduct = {
  slug: 'tm-f65ai',
  route: '/tmf65',
  model: 'TM-F65AI',
  name: { ch: 'TMF651 AI 识别秤（TM-F65AI）', en: 'TMF651 AI recognition scale (TM-F65AI)' },
  summary: {
    ch: '摄像头识别生鲜商品，7 英寸触摸屏，放上即出价签。',
    en: 'A camera recognises fresh goods and a 7-inch touch screen confirms the label.',
  },
  category: 'ai',
  family: 'aiScale',
  facts: { heightMm: APPEARANCE.tallModelsHeightMm, maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: { ch: '放上秤盘，自动认出是什么', en: 'Put it on the pan and the scale knows what it is' },
    taglines: [
      { ch: 'AI 视觉识别', en: 'AI vision' },
      { ch: '7 英寸触摸屏', en: '7-inch touch screen' },
    ],
    description: {
      ch: 'TM-F65AI 在秤顶安装摄像头，商品放上秤盘即被识别，屏幕上列出最可能的几个品名，店员或顾客轻点确认即可打印标签。新员工无需记忆 PLU 编号，高峰期称重速度明显提升，也减少了选错商品造成的损失。',
      en: 'TM-F65AI carries a camera above the pan: goods are recognised as soon as they are set down, the screen lists the most likely products, and one tap prints the label. New staff need not learn PLU numbers, weighing gets faster at peak times and fewer goods are sold under the wrong name.',
    },
    highlights: [
      { ch: 'AI 识别果蔬生鲜', en: 'Recognises fruit, vegetables and fresh goods' },
      { ch: '7 英寸 800*480 触摸屏', en: '7-inch 800*480 touch screen' },
      { ch: '500 mm 立式机身', en: '500 mm tower' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdTouch7,
      interfaces: INTERFACES.ethernetWifiUsb,
      shaftMm: 56,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [15, 30],
      appearance: heightOnly(APPEARANCE.tallModelsHeightMm, { ch: '含摄像头支架', en: 'with camera mast' }),
    }),
    videoCaption: {
      ch: '视频：TM-F65AI 识别苹果并打印标签',
      en: 'Video: TM-F65AI recognising apples and printing a label',
    },
    features: [aiRecognition(), touchScreen(), remoteMonitoring(), labelFormats()],
  },
};
