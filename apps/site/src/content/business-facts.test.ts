import { describe, expect, it } from 'vitest';
import { pick } from '../i18n/lang.js';
import { textIn } from '../i18n/text-in.js';
import {
  APPEARANCE,
  DY_2000,
  LABEL_SCALE,
  LABELING_MACHINE,
  PACKAGING_MACHINE,
  PLU_CAPACITY,
  SHORTCUT_KEYS,
} from './business-constants.js';
import { productBySlug } from './product-queries.js';
import { PRODUCTS } from './products/index.js';
import type { Product } from './types.js';

/** Every visible text of a product page, in both languages where it has them. */
function pageText(product: Product): string {
  const body = product.body;
  const texts = [
    product.name,
    product.summary,
    body.subtitle,
    body.description,
    body.videoCaption,
    ...body.taglines,
    ...body.highlights,
    ...body.specs.flatMap((spec) => [spec.name, spec.value]),
    ...body.features.flatMap((feature) => [feature.title, ...feature.bullets]),
  ];
  return texts
    .flatMap((text) => ['ch' in text ? text.ch : '', 'en' in text ? String(text.en) : ''])
    .join('\n');
}

function numbersBefore(text: string, suffix: RegExp): number[] {
  const pattern = new RegExp(`(\\d[\\d,]*)\\s*(?:${suffix.source})`, 'g');
  return [...text.matchAll(pattern)].map((match) => Number((match[1] ?? '').replace(/,/g, '')));
}

function specValue(product: Product, rowCh: string): string | undefined {
  const row = product.body.specs.find((spec) => spec.name.ch === rowCh);
  return row ? textIn(row.value, 'en') : undefined;
}

/** SPEC §9 figures, written out here independently of business-constants.ts. */
const SPEC_PLU: Record<string, number> = {
  'tm-aa': 4000,
  'acs-aa-5e': 4000,
  'tm-p2': 9999,
  'tm-p': 9999,
  'tm-p-l': 9999,
  'tm-h': 10_000,
  'tm-h-l': 10_000,
  'tm-h-1d': 10_000,
  'tm-h-3': 10_000,
  'tm-h2': 10_000,
  'tm-pc': 10_000,
  'tm-q': 10_000,
  'tm-az': 10_000,
  'xk3170-m': 10_000,
  'xk3170-a': 10_000,
  'xk3170-b-2b-plus': 10_000,
  'xk3170-b-5a-plus': 10_000,
  'xk3170-b-9a': 10_000,
};

const SPEC_SHORTCUTS: Record<string, number> = {
  'tm-aa': 71,
  'tm-f': 71,
  'tm-ab': 142,
  'tm-aa-4b': 142,
  'tm-aa-4b-vertical': 142,
  'tm-aa-4d': 142,
  'sy-b-1d': 142,
};

describe('SPEC §9 constants', () => {
  it('match the specification', () => {
    expect(LABEL_SCALE.precision).toBe('1/3000');
    expect(LABEL_SCALE.precisionOptions).toEqual(['1/7500', '1/15000']);
    expect(LABEL_SCALE.capacitiesKg).toEqual([3, 6, 15, 30]);
    expect(LABEL_SCALE.labelSizesMm).toEqual(['30*40', '37*50', '40*50', '40*60']);
    expect(LABEL_SCALE.printSpeedMmPerSecond).toBe(75);
    expect([LABEL_SCALE.maxPrintWidthMm, LABEL_SCALE.narrowPrintWidthMm]).toEqual([56, 48]);
    expect(PLU_CAPACITY.tmAa).toBe(4000);
    expect(PLU_CAPACITY.tmP2).toBe(9999);
    expect(SHORTCUT_KEYS.tmAa).toBe(71);
    expect(SHORTCUT_KEYS.tmAb).toBe(142);
    expect(APPEARANCE.tmA3AndTmAa).toBe('381*388*160');
    expect(DY_2000.printWidthMm).toBe(110);
  });
});

describe('product pages state SPEC §9 facts', () => {
  it.each(Object.entries(SPEC_PLU))('%s stores %i PLUs', (slug, plu) => {
    const product = productBySlug(PRODUCTS, slug);
    expect(product.facts.pluCapacity).toBe(plu);
    expect(numbersBefore(pageText(product), /个 PLU|PLUs/)).toContain(plu);
  });

  it('never claims a PLU capacity other than the model’s (a TM-Aa page cannot claim 10,000 PLUs)', () => {
    for (const product of PRODUCTS) {
      const claims = numbersBefore(pageText(product), /个 PLU|PLUs|个商品|products/);
      const allowed = product.facts.pluCapacity === undefined ? [] : [product.facts.pluCapacity];
      expect({ slug: product.slug, claims: claims.filter((n) => !allowed.includes(n)) }).toEqual({
        slug: product.slug,
        claims: [],
      });
    }
    expect(pageText(productBySlug(PRODUCTS, 'tm-aa'))).not.toMatch(/10,?000\s*(个 PLU|PLUs)/);
  });

  it.each(Object.entries(SPEC_SHORTCUTS))('%s has %i shortcut keys', (slug, keys) => {
    const product = productBySlug(PRODUCTS, slug);
    expect(product.facts.shortcutKeys).toBe(keys);
    expect(numbersBefore(pageText(product), /个快捷键|shortcut keys/)).toContain(keys);
  });

  it('states shortcut-key counts only where SPEC gives them', () => {
    for (const product of PRODUCTS) {
      const claims = numbersBefore(pageText(product), /个快捷键|shortcut keys/);
      const allowed = product.facts.shortcutKeys === undefined ? [] : [product.facts.shortcutKeys];
      expect({ slug: product.slug, claims: claims.filter((n) => !allowed.includes(n)) }).toEqual({
        slug: product.slug,
        claims: [],
      });
    }
  });

  it('prints 48 mm wide on TM-P2 and bench scales, 56 mm on the other label scales', () => {
    for (const slug of ['tm-p2', 'tcs-aa-1a-plus', 'tm-aa-1e', 'tm-aa-1f']) {
      expect(specValue(productBySlug(PRODUCTS, slug), '最大打印宽度')).toBe('48 mm');
    }
    for (const slug of ['tm-aa', 'tm-ab', 'tm-f', 'tm-h', 'tm-p', 'tm-q']) {
      expect(specValue(productBySlug(PRODUCTS, slug), '最大打印宽度')).toBe('56 mm');
    }
    for (const product of PRODUCTS) {
      const width = specValue(product, '最大打印宽度');
      if (width !== undefined) expect(width).toBe(`${product.facts.maxPrintWidthMm} mm`);
      const speed = specValue(product, '打印速度');
      if (speed !== undefined && product.family !== 'labelingMachine') expect(speed).toBe('75 mm/s');
    }
  });

  it('gives the appearance sizes of SPEC §9', () => {
    for (const slug of ['tm-aa', 'tm-a-3'])
      expect(specValue(productBySlug(PRODUCTS, slug), '外观尺寸')).toBe('381*388*160 mm');
    for (const slug of ['tm-ab', 'tm-f', 'tm-f65ai', 'tm-f66', 'tm-h66']) {
      expect(productBySlug(PRODUCTS, slug).facts.heightMm).toBe(500);
      expect(specValue(productBySlug(PRODUCTS, slug), '外观尺寸')).toMatch(/^500 mm tall/);
    }
    expect([
      productBySlug(PRODUCTS, 'tm-aa-4b').facts.heightMm,
      productBySlug(PRODUCTS, 'tm-aa-4b-vertical').facts.heightMm,
    ]).toEqual([163, 164]);
    for (const slug of ['sy-aa-1a', 'sy-aa-1b'])
      expect(specValue(productBySlug(PRODUCTS, slug), '外观尺寸')).toMatch(/^165 mm deep/);
  });

  it('describes the labeling machine with its SPEC rows and figures', () => {
    const machine = productBySlug(PRODUCTS, 'labeling-machine');
    const text = pageText(machine);
    for (const row of ['标准称量', '最大/最小称量', '打印方式', '打印速度', '标签尺寸']) {
      expect(specValue(machine, row)).toBeDefined();
    }
    expect(specValue(machine, '打印速度')).toBe('180 mm/s');
    expect(specValue(machine, '标准称量')).toBe('0.2–25 kg');
    expect(specValue(machine, '最大/最小称量')).toBe('30 kg / 100 g');
    expect(text).toContain('35 packs/min');
    expect(text).toContain('95% non-condensing');
    expect(LABELING_MACHINE.powerKw).toBe(1);
  });

  it('describes the packaging machine completely with its SPEC rows and figures', () => {
    const machine = productBySlug(PRODUCTS, 'packaging-machine');
    for (const row of ['包装材料', '包装形式', '膜宽与膜卷直径', '膜卷安装轴径', '包装尺寸']) {
      expect(specValue(machine, row)).toBeDefined();
    }
    const text = pageText(machine);
    for (const figure of [
      '30 packs',
      '100 g – 5 kg',
      '400 kg',
      '400 mm',
      '75 mm',
      '12.1',
      '999',
      '300–700 mm',
      '125–250 mm',
      '1.5 kW',
    ]) {
      expect(text).toContain(figure);
    }
    expect(PACKAGING_MACHINE.mains).toBe('220 V, 50/60 Hz');
    expect(machine.body.features).toHaveLength(4);
  });

  it('gives the DY-2000 its 110 mm print width, 300 m ribbon and 0–45 °C', () => {
    const printer = productBySlug(PRODUCTS, 'dy-2000');
    expect(specValue(printer, '最大打印宽度')).toBe('110 mm');
    expect(specValue(printer, '碳带长度')).toBe('300 m');
    expect(specValue(printer, '工作温度')).toBe('0 °C – +45 °C');
  });

  it('keeps the TM-H2 keyboard at 125 keys and TM-F at three pricing methods and four groups', () => {
    expect(pageText(productBySlug(PRODUCTS, 'tm-h2'))).toContain('125-key keyboard');
    const tmF = pageText(productBySlug(PRODUCTS, 'tm-f'));
    expect(tmF).toContain('3 pricing methods');
    expect(tmF).toContain('(A, B, C, D)');
  });

  it('keeps SPEC’s Chinese-only pages Chinese-only', () => {
    const chineseOnly = PRODUCTS.filter((product) => product.languages === 'ch-only').map(
      (product) => product.route,
    );
    expect(chineseOnly.sort()).toEqual(['/TmA3', '/sybonel', '/tmaa']);
    expect(pick(productBySlug(PRODUCTS, 'tm-aa').name, 'en')).toBe('TM-Aa label scale');
  });
});
