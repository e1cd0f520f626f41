import { fontOf, lineHeight } from './fonts.js';
import { DOTS_PER_MM, type LabelStyle } from './model.js';
import { type LabelData, renderLabel } from './render.js';

/*
 * The label check (issue 29 §2): a template rendered with one goods item, and what makes that label
 * unlawful or unreadable. The server runs it over every goods item that prints with the template.
 *
 * Mandatory food elements (what a goods item's declaration requires the template to carry):
 * - allergens declared non-empty (or "may contain" given): an allergen line, or the ingredients
 *   with an emphasis (bold / underline / caps), as GB 7718-2025 and EU 1169/2011 Art. 21 allow;
 * - ingredients given: the ingredients;
 * - a nutrition table given: the nutrition table;
 * - a date type (use-by / best-before) with a shelf life: the expiry date line.
 * Those elements, where present, must also print at the company's minimum x-height.
 */

/**
 * x-height over glyph cell height. Labels draw Noto Sans Hans with its em as high as the font
 * table's cell (draw.ts); its "x" measures 547/1000 em (Skia, 1000 px), taken down to 0.54.
 */
export const X_HEIGHT_RATIO = 0.54;

/** The x-height a font prints Latin lower case at, in mm. */
export const xHeightMm = (font: number) => (lineHeight(fontOf(font || 1)) * X_HEIGHT_RATIO) / DOTS_PER_MM;

export type MandatoryElement = 'allergens' | 'ingredients' | 'nutrition' | 'expiry_date';

export type CheckProblem =
  | { kind: 'overflow'; item: number; element: string; fits: number }
  | { kind: 'outside'; item: number; element: string }
  | { kind: 'too_small'; item: number; element: string; x_height_mm: number; min_mm: number }
  | { kind: 'missing'; element: MandatoryElement };

const elementOf = (style: LabelStyle, item: number) => {
  const it = style.itemList[item];
  return it ? (it.itemName === 'field' ? it.value : it.itemName) : '';
};

/** Fields and kinds whose size the minimum x-height applies to. */
const MANDATORY_KINDS: Record<string, MandatoryElement> = {
  allergen_line: 'allergens',
  ingredients: 'ingredients',
  nutrition: 'nutrition',
  expiry_date_line: 'expiry_date',
};

/** What a label for this goods item needs (see the file's comment). */
export function mandatoryFor(goods: LabelData['goods']): MandatoryElement[] {
  const needs: MandatoryElement[] = [];
  if ((goods.allergens?.length ?? 0) > 0 || (goods.may_contain?.length ?? 0) > 0) needs.push('allergens');
  if ((goods.ingredients?.length ?? 0) > 0) needs.push('ingredients');
  if (goods.nutrition) needs.push('nutrition');
  if (goods.date_type && goods.date_type !== 'none' && goods.shelf_life > 0) needs.push('expiry_date');
  return needs;
}

/** The label's problems for one goods item (none: it passes). `minXHeightMm`: the company's minimum. */
export function checkLabel(style: LabelStyle, data: LabelData, minXHeightMm: number): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const rendered = renderLabel(style, data);
  for (const w of rendered.warnings) {
    if (w.kind === 'textOverflow')
      problems.push({ kind: 'overflow', item: w.item, element: elementOf(style, w.item), fits: w.fits });
    else if (w.kind === 'outside')
      problems.push({ kind: 'outside', item: w.item, element: elementOf(style, w.item) });
  }
  const printed = new Set(rendered.primitives.map((p) => p.item));
  const present = new Set<MandatoryElement>();
  style.itemList.forEach((item, index) => {
    const key = item.itemName === 'field' ? item.value : item.itemName;
    const element = MANDATORY_KINDS[key];
    if (!element || !printed.has(index)) return;
    present.add(element);
    if (key === 'ingredients' && item.style.emphasis) present.add('allergens');
    const xh = xHeightMm(item.style.font);
    if (xh + 1e-9 < minXHeightMm)
      problems.push({
        kind: 'too_small',
        item: index,
        element: key,
        x_height_mm: Math.round(xh * 100) / 100,
        min_mm: minXHeightMm,
      });
  });
  for (const need of mandatoryFor(data.goods))
    if (!present.has(need)) problems.push({ kind: 'missing', element: need });
  return problems;
}
