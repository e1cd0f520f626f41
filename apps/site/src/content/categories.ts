import type { Bilingual } from '../i18n/lang.js';
import type { CategoryId } from './types.js';

export interface Category {
  readonly id: CategoryId;
  /** The listing page (SPEC §2.6 "Detail pages": the breadcrumb's first link). */
  readonly route: `/${string}`;
  readonly name: Bilingual;
  readonly description: Bilingual;
}

export const CATEGORIES: readonly Category[] = [
  {
    id: 'barcode',
    route: '/chanpincontain',
    name: { ch: '条码标签秤', en: 'Labeled barcode scales' },
    description: {
      ch: '称重、计价、打印条码标签一次完成，适用于超市生鲜、熟食与连锁门店。',
      en: 'Weigh, price and print a barcode label in one step, for supermarket fresh counters, delis and chain stores.',
    },
  },
  {
    id: 'ai',
    route: '/ai',
    name: { ch: 'AI 智能识别秤', en: 'AI recognition scales' },
    description: {
      ch: '摄像头自动识别果蔬生鲜，免记 PLU 编号，称重结算更快。',
      en: 'A camera recognises fruit, vegetables and fresh goods so staff need not remember PLU numbers.',
    },
  },
  {
    id: 'machines',
    route: '/packmachine',
    name: { ch: '贴标与包装设备', en: 'Labeling and packaging machines' },
    description: {
      ch: '面向配送中心与加工厂的自动称重贴标机和自动包装机。',
      en: 'Automatic weigh-labelers and packaging machines for distribution centres and factories.',
    },
  },
  {
    id: 'cashRegister',
    route: '/sya',
    name: { ch: '收银秤', en: 'Cash register scales' },
    description: {
      ch: '称重与收银合一，适合水果店、便利店与社区生鲜店。',
      en: 'Weighing and checkout in one unit for fruit shops, convenience stores and neighbourhood fresh stores.',
    },
  },
  {
    id: 'tmh',
    route: '/tmh',
    name: { ch: 'TM-H 系列零售条码秤', en: 'TM-H retail label scales' },
    description: {
      ch: '大容量、联网管理的零售价签秤，适合大卖场与连锁超市。',
      en: 'High-capacity, networked price-label scales for hypermarkets and supermarket chains.',
    },
  },
  {
    id: 'tmp',
    route: '/tmp',
    name: { ch: 'TM-P 系列打印秤', en: 'TM-P printing scales' },
    description: {
      ch: '标签与小票双打印，适合集贸市场与专卖店。',
      en: 'Label and receipt printing for markets and specialist shops.',
    },
  },
  {
    id: 'bench',
    route: '/tcs',
    name: { ch: '台秤与称重仪表', en: 'Bench scales and indicators' },
    description: {
      ch: '收银台秤、台式标签秤与 XK3170 称重仪表，称量最高 300 kg，仪表量程 1 kg 至 50 T。',
      en: 'Checkout bench scales, bench label scales and XK3170 indicators: platforms up to 300 kg, indicators from 1 kg to 50 T.',
    },
  },
  {
    id: 'counting',
    route: '/acsq',
    name: { ch: '计数秤、TM-Q、DY、电脑与安卓秤', en: 'Counting, TM-Q, DY, PC and Android scales' },
    description: {
      ch: '计数秤、计价秤、触屏价签秤、标签打印机以及电脑与安卓称重终端。',
      en: 'Counting and price scales, touch price-label scales, label printers and PC and Android weighing terminals.',
    },
  },
  {
    id: 'weighing',
    route: '/acspc',
    name: { ch: '计重秤', en: 'Weighing scales' },
    description: {
      ch: '精准耐用的计重秤与重量显示仪表，适合仓储、物流与工厂。',
      en: 'Accurate, durable weighing scales and indicators for warehouses, logistics and factories.',
    },
  },
];

export function categoryById(id: CategoryId): Category {
  const category = CATEGORIES.find((candidate) => candidate.id === id);
  if (!category) throw new Error(`Unknown category ${id}`);
  return category;
}
