import { LABEL_SCALE } from '../business-constants.js';
import { labelFormats, pluInformation, powerBackup, remoteMonitoring } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tmAa4g: BilingualProduct = {
  slug: 'tm-aa-4g',
  route: '/Tmaa4g',
  model: 'TM-Aa-4g',
  name: { ch: 'TM-Aa-4g 无线联网条码秤', en: 'TM-Aa-4g wireless label scale' },
  summary: {
    ch: '内置 4G 与 Wi-Fi，无需布线即可接入云端管理。',
    en: 'Built-in 4G and Wi-Fi join cloud management without cabling.',
  },
  category: 'barcode',
  family: 'labelScale',
  facts: { maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: { ch: '没有网线的地方，也能联网管理', en: 'Networked even where there is no cable' },
    taglines: [
      { ch: '4G 与 Wi-Fi', en: '4G and Wi-Fi' },
      { ch: '云端集中管理', en: 'Managed from the cloud' },
    ],
    description: {
      ch: 'TM-Aa-4g 通过 4G 移动网络或 Wi-Fi 连接云端，适合农贸市场、店中店和临时促销点。商品与价格远程下发，销售数据自动回传，门店无需额外布线。',
      en: 'TM-Aa-4g connects to the cloud over 4G or Wi-Fi, for farmers’ markets, shop-in-shops and pop-up promotions. Goods and prices arrive remotely and sales flow back automatically, with no cabling in the store.',
    },
    highlights: [
      { ch: '4G 与 Wi-Fi 双通道', en: '4G and Wi-Fi' },
      { ch: '销售数据自动回传', en: 'Sales uploaded automatically' },
      { ch: '断电继续工作', en: 'Keeps working through power cuts' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.ethernetWifi4gUsb,
      shaftMm: 40,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [15, 30],
    }),
    videoCaption: { ch: '视频：TM-Aa-4g 通过 4G 接入云端', en: 'Video: TM-Aa-4g joining the cloud over 4G' },
    features: [remoteMonitoring(), pluInformation(), labelFormats(), powerBackup()],
  },
};
