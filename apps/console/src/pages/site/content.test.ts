import { missingTexts as sharedMissingTexts, showsEnglish as sharedShowsEnglish } from '@dahua/shared';
import { describe, expect, it } from 'vitest';
import { missingTexts, moved, showsEnglish, valueAt, withValueAt } from './content';

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
