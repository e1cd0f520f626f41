import { fenToYuan } from '@dahua/shared';
import type { ShrinkRow } from '@dahua/shared/contracts/shrink';
import { LOSS_REASONS, type LossReason } from '@dahua/shared/contracts/stock';
import ExcelJS from 'exceljs';
import type { Bilingual, Lang } from '../../lib/language.js';
import { guardCell } from '../../lib/sheets/cells.js';

const LOSS_WORDS: Record<LossReason, Bilingual> = {
  expired: { ch: '过期', en: 'expired' },
  damaged: { ch: '损坏', en: 'damaged' },
  shrink: { ch: '损耗', en: 'shrink' },
  theft: { ch: '失窃', en: 'theft' },
  sampling: { ch: '试吃', en: 'sampling' },
  other: { ch: '其他', en: 'other' },
};

const HEADINGS: Bilingual[] = [
  { ch: '开始日期', en: 'From' },
  { ch: '结束日期', en: 'To' },
  { ch: 'PLU', en: 'PLU' },
  { ch: '商品编码', en: 'Item code' },
  { ch: '商品', en: 'Goods' },
  { ch: '单位', en: 'Unit' },
  { ch: '期初库存', en: 'Opening' },
  { ch: '入库（净退货）', en: 'Received (net of returns)' },
  { ch: '调入', en: 'Transferred in' },
  { ch: '调出', en: 'Transferred out' },
  { ch: '销售', en: 'Sold' },
  { ch: '其中已扣库存', en: 'Of which posted to stock' },
  { ch: '报损', en: 'Written off' },
  ...LOSS_REASONS.map((r) => ({ ch: `报损：${LOSS_WORDS[r].ch}`, en: `Written off: ${LOSS_WORDS[r].en}` })),
  { ch: '盘点差异', en: 'Counted difference' },
  { ch: '期末库存', en: 'Closing' },
  { ch: '损耗数量', en: 'Shrink' },
  { ch: '损耗金额（元，按成本）', en: 'Shrink value (yuan, at cost)' },
  { ch: '占销售额 %', en: '% of sales' },
  { ch: '销售额（元）', en: 'Sales (yuan)' },
];

/** Grams as kg (3 decimals) for weighed and fixed-weight goods, pieces as they are. */
const quantityCell = (quantity: number, weighingMode: number) =>
  weighingMode === 1 ? quantity : Math.round(quantity) / 1000;

/**
 * The shrink report as one xlsx sheet, headed in the caller's language; goods names and codes (typed
 * by people) go through guardCell. Quantities in kg or pieces, money in yuan, as people read them.
 */
export async function shrinkWorkbook(
  rows: ShrinkRow[],
  lang: Lang,
  title: { shop: string; from: string; to: string },
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'en' ? 'shrink' : '损耗分析');
  sheet.addRow([guardCell(title.shop), `${title.from} ~ ${title.to}`]);
  sheet.addRow(HEADINGS.map((h) => h[lang]));
  for (const r of rows) {
    const q = (n: number) => quantityCell(n, r.weighing_mode);
    sheet.addRow([
      r.period_from,
      r.period_to,
      r.plu_number,
      guardCell(r.item_code),
      guardCell(r.goods_name),
      r.weighing_mode === 1 ? (lang === 'en' ? 'pcs' : '件') : 'kg',
      q(r.opening),
      q(r.received),
      q(r.transferred_in),
      q(r.transferred_out),
      q(r.sold),
      q(r.sold_posted),
      q(r.written_off),
      ...LOSS_REASONS.map((reason) => q(r.written_off_by_reason[reason] ?? 0)),
      q(r.counted_difference),
      q(r.closing),
      q(r.shrink),
      fenToYuan(r.shrink_value),
      r.shrink_percent ?? '',
      fenToYuan(r.sales_amount),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
