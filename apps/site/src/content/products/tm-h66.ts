import { APPEARANCE, LABEL_SCALE, PLU_CAPACITY } from '../business-constants.js';
import { aiRecognition, pluInformation, remoteMonitoring, touchScreen } from '../feature-blocks.js';
import { DISPLAY, heightOnly, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tmH66: BilingualProduct = {
  slug: 'tm-h66',
  route: '/tmh65',
  model: 'TM-H66',
  name: { ch: 'TMH651 AI 识别秤（TM-H66）', en: 'TMH651 AI recognition scale (TM-H66)' },
  summary: {
    ch: 'TM-H 平台的 AI 识别秤，10,000 个 PLU，适合大卖场生鲜区。',
    en: 'The AI scale on the TM-H platform: 10,000 PLUs for hypermarket fresh departments.',
  },
  category: 'ai',
  family: 'aiScale',
  facts: {
    pluCapacity: PLU_CAPACITY.tmH,
    heightMm: APPEARANCE.tallModelsHeightMm,
    maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm,
  },
  languages: 'both',
  body: {
    subtitle: { ch: '大卖场的商品库，AI 的识别速度', en: 'A hypermarket’s product range at AI speed' },
    taglines: [
      { ch: '10,000 个 PLU', en: '10,000 PLUs' },
      { ch: 'AI 视觉识别', en: 'AI vision' },
    ],
    description: {
      ch: 'TM-H66 将 TM-H 系列的大容量商品库与 AI 视觉识别结合：商品放上秤盘即给出候选品名，10,000 个 PLU 足以覆盖大卖场全部散装生鲜。联网后由总部统一维护商品与识别模型。',
      en: 'TM-H66 pairs the large product memory of the TM-H series with AI vision: goods on the pan get candidate names at once, and 10,000 PLUs cover every loose fresh item of a hypermarket. Networked, head office maintains goods and recognition centrally.',
    },
    highlights: [
      { ch: '10,000 个 PLU 商品存储', en: '10,000 PLUs' },
      { ch: 'AI 识别候选品名', en: 'AI suggests the product' },
      { ch: '7 英寸触摸屏', en: '7-inch touch screen' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdTouch7,
      interfaces: INTERFACES.ethernetWifiUsb,
      shaftMm: 56,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [15, 30],
      appearance: heightOnly(APPEARANCE.tallModelsHeightMm, { ch: '含摄像头支架', en: 'with camera mast' }),
      pluCapacity: PLU_CAPACITY.tmH,
    }),
    videoCaption: {
      ch: '视频：TM-H66 在大卖场生鲜区工作',
      en: 'Video: TM-H66 at work in a hypermarket fresh department',
    },
    features: [aiRecognition(), pluInformation(PLU_CAPACITY.tmH), remoteMonitoring(), touchScreen()],
  },
};
