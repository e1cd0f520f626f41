import type { Bilingual } from '../../i18n/lang.js';

export const PAGING_DEMO_COPY = {
  title: { ch: '计价商品示例', en: 'Sample price list' },
  description: {
    ch: '计价秤商品数据示例：100 个 PLU 商品，每页 5 条分页浏览。',
    en: 'Sample price-scale goods: 100 PLUs, browsed five per page.',
  },
  intro: {
    ch: '以下为计价秤常用的商品数据格式示例，共 100 条，每页显示 5 条。',
    en: 'A sample of the goods data a price scale holds: 100 items, five per page.',
  },
  pluColumn: { ch: 'PLU 编号', en: 'PLU no.' },
  nameColumn: { ch: '品名', en: 'Name' },
  priceColumn: { ch: '单价（元）', en: 'Unit price (yuan)' },
  unitColumn: { ch: '计价单位', en: 'Unit' },
  previous: { ch: '上一页', en: 'Previous' },
  next: { ch: '下一页', en: 'Next' },
  pageStatus: { ch: '第 {page} 页，共 {count} 页', en: 'Page {page} of {count}' },
  pagination: { ch: '分页', en: 'Pagination' },
  pageButton: { ch: '第 {page} 页', en: 'Page {page}' },
} as const satisfies Record<string, Bilingual>;
