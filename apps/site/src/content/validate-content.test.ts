import { describe, expect, it } from 'vitest';
import { tmAa } from './products/tm-aa.js';
import { tmAb } from './products/tm-ab.js';
import type { BilingualProduct, Product } from './types.js';
import { allContentProblems } from './validate-all.js';
import { ContentError, productProblems, validateProducts } from './validate-content.js';

describe('content validation', () => {
  it('finds no problem in the site content', () => {
    expect(allContentProblems()).toEqual([]);
  });

  it('fails when an English translation is missing', () => {
    const broken: BilingualProduct = {
      ...tmAb,
      body: { ...tmAb.body, subtitle: { ch: tmAb.body.subtitle.ch, en: '' } },
    };
    expect(productProblems(broken)).toContain('tm-ab.body.subtitle: English translation missing');
    expect(() => validateProducts([broken])).toThrow(ContentError);
  });

  it('fails when a field is missing', () => {
    const { videoCaption: _dropped, ...bodyWithoutVideo } = tmAb.body;
    const broken = { ...tmAb, body: bodyWithoutVideo } as unknown as Product;
    expect(productProblems(broken)).toContain('tm-ab.body.videoCaption: Chinese text missing');
  });

  it('fails when a detail page lacks its three highlights or four feature blocks', () => {
    const broken: BilingualProduct = {
      ...tmAb,
      body: {
        ...tmAb.body,
        highlights: tmAb.body.highlights.slice(0, 2) as unknown as BilingualProduct['body']['highlights'],
        features: tmAb.body.features.slice(0, 3) as unknown as BilingualProduct['body']['features'],
      },
    };
    expect(productProblems(broken)).toEqual(
      expect.arrayContaining([
        'tm-ab.body.highlights: need exactly 3',
        'tm-ab.body.features: need exactly 4',
      ]),
    );
  });

  it('does not ask Chinese-only pages for English text', () => {
    expect(tmAa.languages).toBe('ch-only');
    expect(productProblems(tmAa)).toEqual([]);
  });

  it('rejects duplicate routes', () => {
    expect(() => validateProducts([tmAb, { ...tmAb, slug: 'tm-ab-copy' }])).toThrow(/duplicate route \/Tmab/);
  });
});
