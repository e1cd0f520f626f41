import { missingTexts as sharedMissingTexts, showsEnglish as sharedShowsEnglish } from '@dahua/shared';
import { describe, expect, it } from 'vitest';
import {
  fileSize,
  missingTexts,
  moved,
  publishedDownloadIds,
  showsEnglish,
  slugOf,
  valueAt,
  withDownloadIds,
  withValueAt,
} from './content';

const product = (languages: 'both' | 'ch-only') => ({
  slug: 'tm-x',
  languages,
  name: { ch: '秤', en: '' },
  summary: { ch: '', en: 'Scale' },
  body: {
    taglines: [{ ch: 'a', en: 'b' }, { ch: '' }],
    specs: [{ name: { ch: '精度', en: 'Precision' }, value: { ch: '', en: '' } }],
  },
  photos: [{ id: 'x', name: { ch: '', en: '' } }],
});
const file = {
  id: '0123456789abcdef',
  name: 'tm-ab-manual.pdf',
  size: 2048,
  sha256: 'a'.repeat(64),
  content_type: 'application/pdf' as const,
  url: '/uploads/site-files/0123456789abcdef/tm-ab-manual.pdf',
  uploaded_time: '2026-11-28T08:00:00Z',
};
const entry = (id: string, title: { ch: string; en?: string }, name = file.name) => ({
  id,
  section: 'manual' as const,
  title,
  version: 'V1.0',
  releasedOn: '2026-11-28',
  productSlugs: ['tm-ab'],
  file: { ...file, name },
});
const settings = {
  companyName: { ch: '大华', en: '' },
  address: { ch: '', en: '' },
  hours: { ch: '', en: '9–18' },
  socialQr: [{ label: { ch: '微信', en: 'WeChat' }, image: { name: { ch: '' } } }],
};

describe('the editor’s missing texts', () => {
  it('follow the server’s own rule (shared site-texts.ts), kind by kind', () => {
    for (const [kind, content] of [
      ['product', product('both')],
      ['product', product('ch-only')],
      ['settings', settings],
      [
        'page',
        { title: { ch: '关于', en: '' }, sections: [{ heading: { ch: '', en: 'A' }, paragraphs: [] }] },
      ],
      [
        'downloads',
        {
          entries: [
            { ...entry('a', { ch: '说明书', en: '' }), description: { ch: '', en: 'For TM-Ab' } },
            entry('b', { ch: '', en: 'Tool' }),
          ],
        },
      ],
      [
        'gallery',
        {
          items: [
            { id: 'a', title: { ch: '证书', en: '' }, caption: { ch: '', en: 'x' }, photo: { name: '' } },
            { id: 'b', title: { ch: '', en: 'B' }, caption: { ch: 'c', en: 'c' } },
          ],
        },
      ],
      [
        'news',
        {
          slug: 'expo',
          title: { ch: '展会', en: '' },
          date: '2026-11-28',
          summary: { ch: '', en: 'Expo' },
          paragraphs: [
            { ch: '一', en: 'One' },
            { ch: '', en: '' },
          ],
          photo: { id: 'x', name: { ch: '', en: '' } },
        },
      ],
    ] as const) {
      const shared = sharedMissingTexts(kind, content);
      const mine = missingTexts(kind, content);
      expect([...mine.ch], kind).toEqual(shared.ch);
      expect([...mine.en], kind).toEqual(shared.en);
      expect(showsEnglish(kind, content)).toBe(sharedShowsEnglish(kind, content));
    }
    expect([...missingTexts('product', product('both')).en]).toEqual([
      'name',
      'body.taglines.1',
      'body.specs.0.value',
    ]);
  });
});

describe('the news and galleries', () => {
  it('never count a photo’s own texts', () => {
    const news = missingTexts('news', {
      title: { ch: 'a', en: 'b' },
      summary: { ch: 'a', en: 'b' },
      paragraphs: [{ ch: 'a', en: '' }],
      photo: { name: { ch: '', en: '' } },
    });
    expect([...news.en]).toEqual(['paragraphs.0']);
    expect([...news.ch]).toEqual([]);
  });
});

describe('editing the content by path', () => {
  it('copies what it changes and shares the rest', () => {
    const before = product('both');
    const after = withValueAt(before, ['body', 'specs', 0, 'value', 'en'], '15 kg');
    expect(valueAt(after, ['body', 'specs', 0, 'value'])).toEqual({ ch: '', en: '15 kg' });
    expect(valueAt(before, ['body', 'specs', 0, 'value', 'en'])).toBe('');
    expect(after.body.taglines).toBe(before.body.taglines);
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});

describe('the downloads', () => {
  it('count missing titles and descriptions, never the file', () => {
    const missing = missingTexts('downloads', {
      entries: [{ ...entry('a', { ch: '说明书', en: '' }), description: { ch: '', en: 'x' } }],
    });
    expect([...missing.en]).toEqual(['entries.0.title']);
    expect([...missing.ch]).toEqual(['entries.0.description']);
  });

  it('give a new entry an id from its English title, else its file name, unique; a published one keeps its own', () => {
    const content = {
      entries: [
        entry('tm-ab-manual', { ch: '旧', en: 'Renamed' }),
        entry('', { ch: 'TM-Ab 说明书', en: 'TM-Ab manual' }),
        entry('', { ch: '说明书', en: '' }, 'Setup_Tool V2.zip'),
        entry('', { ch: '说明书', en: '' }, 'Setup_Tool V2.zip'),
        entry('draft-id', { ch: '工具', en: 'Label tool' }),
        entry('', { ch: '中文', en: '' }, '-.pdf'),
      ],
    };
    const ids = withDownloadIds(
      content,
      publishedDownloadIds({ entries: [{ id: 'tm-ab-manual' }] }),
    ).entries.map((one) => one.id);
    expect(ids).toEqual([
      'tm-ab-manual',
      'tm-ab-manual-2',
      'setup-tool-v2',
      'setup-tool-v2-2',
      'label-tool',
      'download',
    ]);
    expect(publishedDownloadIds(null).size).toBe(0);
    expect(slugOf(`${'x'.repeat(70)}`)).toHaveLength(60);
    expect(slugOf('--Ünïcode Tool--')).toBe('unicode-tool');
  });

  it('show sizes in B, KB and MB', () => {
    expect(fileSize(900)).toBe('900 B');
    expect(fileSize(2048)).toBe('2.0 KB');
    expect(fileSize(3.4 * 1024 * 1024)).toBe('3.4 MB');
  });
});
