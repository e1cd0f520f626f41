import type { Bilingual } from '../../i18n/lang.js';

export const NEWS_COPY = {
  title: { ch: '新闻动态', en: 'News' },
  description: {
    ch: '大华电子秤的新品发布、展会与公司动态。',
    en: 'New products, trade fairs and company news from Dahua scales.',
  },
  empty: { ch: '暂无新闻。', en: 'No news yet.' },
  back: { ch: '返回新闻列表', en: 'Back to the news' },
} as const satisfies Record<string, Bilingual>;
