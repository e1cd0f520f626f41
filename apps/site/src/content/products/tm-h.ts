import { LABEL_SCALE, PLU_CAPACITY } from '../business-constants.js';
import { labelFormats, pluInformation, remoteMonitoring, traceability } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, labelScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tmH: BilingualProduct = {
  slug: 'tm-h',
  route: '/tmhp',
  model: 'TM-H',
  name: { ch: 'TM-H 系列条码秤', en: 'TM-H series label scale' },
  summary: {
    ch: '10,000 个 PLU、联网管理的大卖场旗舰条码秤。',
    en: 'The flagship networked label scale for hypermarkets, with 10,000 PLUs.',
  },
  category: 'tmh',
  family: 'labelScale',
  facts: { pluCapacity: PLU_CAPACITY.tmH, maxPrintWidthMm: LABEL_SCALE.maxPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: { ch: '为连锁超市的规模而生', en: 'Built for the scale of supermarket chains' },
    taglines: [
      { ch: '10,000 个 PLU', en: '10,000 PLUs' },
      { ch: '总部集中管理', en: 'Managed from head office' },
    ],
    description: {
      ch: 'TM-H 系列拥有 10,000 个 PLU 的商品容量，能容纳大卖场全部散装商品。总部通过网络统一下发商品、价格和标签格式，约 5 分钟即可下载 9,999 条商品数据，门店开门前即可全部就绪。',
      en: 'The TM-H series holds 10,000 PLUs, enough for every loose item in a hypermarket. Head office sends goods, prices and label formats over the network; 9,999 goods records download in about 5 minutes, so every store is ready before opening.',
    },
    highlights: [
      { ch: '10,000 个 PLU 商品存储', en: '10,000 PLUs' },
      { ch: '约 5 分钟下载 9,999 条商品数据', en: '9,999 goods records in about 5 minutes' },
      { ch: '20 位追溯码', en: '20-digit traceability code' },
    ],
    specs: labelScaleRows({
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.ethernetUsbSerial,
      shaftMm: 40,
      printWidthMm: LABEL_SCALE.maxPrintWidthMm,
      capacitiesKg: [15, 30],
      pluCapacity: PLU_CAPACITY.tmH,
    }),
    videoCaption: {
      ch: '视频：TM-H 系列在连锁超市的部署',
      en: 'Video: deploying the TM-H series across a supermarket chain',
    },
    features: [pluInformation(PLU_CAPACITY.tmH), remoteMonitoring(), traceability(), labelFormats()],
  },
};
