import { LABEL_SCALE, PLU_CAPACITY } from '../business-constants.js';
import { batteryLife, dualPrintingAndReports, labelFormats, pluInformation } from '../feature-blocks.js';
import { DISPLAY, INTERFACES, platformScaleRows } from '../spec-rows.js';
import type { BilingualProduct } from '../types.js';

export const tmAa1f: BilingualProduct = {
  slug: 'tm-aa-1f',
  route: '/acsseven',
  model: 'TM-Aa-1f',
  name: { ch: 'TM-Aa-1f 便携台秤式条码秤', en: 'TM-Aa-1f portable bench label scale' },
  summary: {
    ch: '带电池的台秤式条码秤，10,000 个 PLU，48 mm 打印。',
    en: 'A battery bench label scale: 10,000 PLUs, 48 mm printing.',
  },
  category: 'bench',
  family: 'benchScale',
  facts: { pluCapacity: PLU_CAPACITY.benchScale, maxPrintWidthMm: LABEL_SCALE.narrowPrintWidthMm },
  languages: 'both',
  body: {
    subtitle: {
      ch: '仓库、码头、田间，哪里称重哪里打码',
      en: 'Label where you weigh: warehouse, dock or field',
    },
    taglines: [
      { ch: '电池供电', en: 'Battery powered' },
      { ch: '标签与小票', en: 'Labels and receipts' },
    ],
    description: {
      ch: 'TM-Aa-1f 在 TM-Aa-1e 的基础上内置电池，可在仓库、码头和田间地头移动使用，称重后打印条码标签或收购小票，回到办公室再统一上传数据。',
      en: 'TM-Aa-1f adds a battery to TM-Aa-1e so it can move around warehouses, docks and fields, printing barcode labels or purchase receipts after weighing and uploading its data back at the office.',
    },
    highlights: [
      { ch: '10 小时电池', en: '10-hour battery' },
      { ch: '10,000 个 PLU 商品存储', en: '10,000 PLUs' },
      { ch: '48 mm 打印宽度', en: '48 mm print width' },
    ],
    specs: platformScaleRows({
      capacitiesKg: [60, 150],
      display: DISPLAY.lcdDual,
      interfaces: INTERFACES.serialUsb,
      prints: true,
      pluCapacity: PLU_CAPACITY.benchScale,
    }),
    videoCaption: {
      ch: '视频：TM-Aa-1f 在田间收购称重',
      en: 'Video: TM-Aa-1f weighing produce in the field',
    },
    features: [
      batteryLife(),
      pluInformation(PLU_CAPACITY.benchScale),
      dualPrintingAndReports(),
      labelFormats(),
    ],
  },
};
