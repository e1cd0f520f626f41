import { describe, expect, it } from 'vitest';
import type { SiteProductContent } from '../../api/site';
import { makersToday, newArticle, productCopy } from './content';

const source = {
  slug: 'tm-ab',
  route: '/Tmab',
  model: 'TM-Ab',
  name: { ch: '条码秤', en: 'Label scale' },
  summary: { ch: '摘要', en: 'Summary' },
  languages: 'both',
  photos: [{ id: 'x' }],
} as unknown as SiteProductContent;

describe('a new product', () => {
  it('is the copy of another with its slug, route, model and names replaced, its photos left out', () => {
    const copy = productCopy(source, {
      slug: ' tm-x1 ',
      route: '/tm-x1',
      model: 'TM-X1',
      nameCh: '新秤',
      nameEn: 'New scale',
    });
    expect(copy).toEqual({
      slug: 'tm-x1',
      route: '/tm-x1',
      model: 'TM-X1',
      name: { ch: '新秤', en: 'New scale' },
      summary: { ch: '摘要', en: 'Summary' },
      languages: 'both',
    });
    expect(source.photos).toHaveLength(1);
    const chOnly = productCopy(
      { ...source, languages: 'ch-only' },
      {
        slug: 'a',
        route: '/a',
        model: 'A',
        nameCh: '甲',
        nameEn: 'ignored',
      },
    );
    expect(chOnly.name).toEqual({ ch: '甲' });
  });
});

describe('a new article', () => {
  it('starts with its title, date and one empty paragraph', () => {
    expect(newArticle({ slug: 'expo', date: '2026-11-28', titleCh: '展会', titleEn: 'Expo' })).toEqual({
      slug: 'expo',
      title: { ch: '展会', en: 'Expo' },
      date: '2026-11-28',
      summary: { ch: '', en: '' },
      paragraphs: [{ ch: '', en: '' }],
    });
  });

  it('is dated today on the maker’s clock (UTC+8)', () => {
    expect(makersToday(new Date('2026-11-28T17:00:00Z'))).toBe('2026-11-29');
    expect(makersToday(new Date('2026-11-28T15:59:00Z'))).toBe('2026-11-28');
  });
});
