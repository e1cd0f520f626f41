import type { Bilingual } from '../../i18n/lang.js';

export const HOME_COPY = {
  title: { ch: '电子秤与标签打印设备', en: 'Electronic scales and label printing' },
  heading: { ch: '称得准，打得快，管得好', en: 'Weigh right, label fast, manage well' },
  lead: {
    ch: '从社区菜店到连锁大卖场、从配送中心到加工厂，我们提供条码秤、AI 识别秤、收银秤、计数秤、称重仪表、标签打印机以及自动贴标与包装设备。',
    en: 'From neighbourhood greengrocers to hypermarket chains, from distribution centres to factories: label scales, AI recognition scales, cash register scales, counting scales, weighing indicators, label printers and automatic labeling and packaging machines.',
  },
  description: {
    ch: '条码秤、AI 识别秤、收银秤、计数秤、称重仪表、标签打印机与自动贴标包装设备的产品目录、说明书与软件下载。',
    en: 'Catalogue of label scales, AI recognition scales, cash register scales, counting scales, indicators, label printers and labeling and packaging machines, with manuals and software downloads.',
  },
  groupsHeading: { ch: '产品中心', en: 'Products Center' },
  categoriesHeading: { ch: '全部产品分类', en: 'All product categories' },
  serviceHeading: { ch: '服务与支持', en: 'Service and support' },
  serviceBody: {
    ch: '说明书、软件工具包与维修资料均可在线下载；维修中心汇集常见故障的处理方法。',
    en: 'Manuals, software kits and repair notes can be downloaded online; the maintenance centre collects fixes for common faults.',
  },
  manualsLink: { ch: '说明书与软件下载', en: 'Manuals and software downloads' },
  maintenanceLink: { ch: '进入维修中心', en: 'Visit the maintenance centre' },
  aboutHeading: { ch: '关于我们', en: 'About us' },
  aboutBody: {
    ch: '我们专注电子衡器与零售称重打印设备的研发与制造，产品服务于超市、集贸市场、物流与工业客户。',
    en: 'We design and build electronic weighing instruments and retail weigh-and-print equipment for supermarkets, markets, logistics and industry.',
  },
  aboutLink: { ch: '了解公司', en: 'About the company' },
  categoryLinkSuffix: { ch: '全部产品', en: 'all products' },
} as const satisfies Record<string, Bilingual>;
