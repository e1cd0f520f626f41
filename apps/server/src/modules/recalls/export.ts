import { fenToYuan } from '@dahua/shared';
import type { RecallDetail } from '@dahua/shared/contracts/recalls';
import ExcelJS from 'exceljs';
import type { Bilingual, Lang } from '../../lib/language.js';
import { guardCell } from '../../lib/sheets/cells.js';

/** Grams as kg (3 decimals) for weighed and fixed-weight goods, pieces as they are. */
const quantityCell = (quantity: number, weighingMode: number) =>
  weighingMode === 1 ? quantity : Math.round(quantity) / 1000;
const unitOf = (weighingMode: number, lang: Lang) =>
  weighingMode === 1 ? (lang === 'en' ? 'pcs' : '件') : 'kg';
const yes = (value: boolean, lang: Lang) => (value ? (lang === 'en' ? 'yes' : '是') : '');

const GOODS_HEADINGS: Bilingual[] = [
  { ch: 'PLU', en: 'PLU' },
  { ch: '商品', en: 'Goods' },
  { ch: '单位', en: 'Unit' },
];

const EVENT_WORDS: Record<RecallDetail['events'][number]['action'], Bilingual> = {
  created: { ch: '创建', en: 'created' },
  notified: { ch: '已通知门店', en: 'shops notified' },
  stopped: { ch: '停售', en: 'sale stopped' },
  released: { ch: '解除', en: 'released' },
  exported: { ch: '导出', en: 'exported' },
};

type Goods = { plu_number: number; goods_name: string; weighing_mode: number };
const goodsCells = (g: Goods, lang: Lang) => [
  g.plu_number,
  guardCell(g.goods_name),
  unitOf(g.weighing_mode, lang),
];

/**
 * A recall as an xlsx workbook, one sheet per section (summary, lots, receipts, transfers, shops,
 * scales, sales days, events), headed in the caller's language. Quantities in kg or pieces, money in yuan.
 */
export async function recallWorkbook(recall: RecallDetail, lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = (name: Bilingual, headings: Bilingual[]) => {
    const s = workbook.addWorksheet(name[lang]);
    s.addRow(headings.map((h) => h[lang]));
    return s;
  };

  const summary = sheet({ ch: '召回', en: 'Recall' }, [
    { ch: '项目', en: 'Field' },
    { ch: '内容', en: 'Value' },
  ]);
  const field = (label: Bilingual, value: string | number | null) =>
    summary.addRow([label[lang], value ?? '']);
  field({ ch: '编号', en: 'Number' }, recall.id);
  if (recall.goods_id !== null) {
    field({ ch: '商品', en: 'Goods' }, guardCell(`${recall.plu_number} ${recall.goods_name ?? ''}`));
    field({ ch: '批次', en: 'Lot' }, guardCell(recall.lot ?? ''));
  } else {
    field({ ch: '供应商', en: 'Supplier' }, guardCell(recall.supplier_name ?? ''));
    field({ ch: '收货日期', en: 'Received' }, `${recall.received_from} ~ ${recall.received_to}`);
  }
  field({ ch: '原因', en: 'Reason' }, guardCell(recall.reason));
  field(
    { ch: '状态', en: 'Status' },
    recall.status === 'open' ? (lang === 'en' ? 'open' : '进行中') : lang === 'en' ? 'released' : '已解除',
  );
  field({ ch: '创建时间', en: 'Created' }, recall.created_time);
  field({ ch: '通知时间', en: 'Notified' }, recall.notified_time);
  field({ ch: '停售时间', en: 'Stopped' }, recall.stopped_time);
  field({ ch: '解除时间', en: 'Released' }, recall.released_time);

  const lots = sheet({ ch: '批次', en: 'Lots' }, [
    ...GOODS_HEADINGS,
    { ch: '批次', en: 'Lot' },
    { ch: '追溯码', en: 'Trace code' },
    { ch: '生产日期', en: 'Produced' },
    { ch: '保质期至', en: 'Expires' },
    { ch: '供应商', en: 'Supplier' },
  ]);
  for (const l of recall.lots)
    lots.addRow([
      ...goodsCells(l, lang),
      guardCell(l.lot),
      l.trace_code,
      l.production_date ?? '',
      l.expiry_date ?? '',
      guardCell(l.supplier_name ?? ''),
    ]);

  const receipts = sheet({ ch: '入库', en: 'Receipts' }, [
    { ch: '单号', en: 'Number' },
    { ch: '日期', en: 'Day' },
    { ch: '库位', en: 'Location' },
    { ch: '供应商', en: 'Supplier' },
    ...GOODS_HEADINGS,
    { ch: '批次', en: 'Lot' },
    { ch: '数量', en: 'Quantity' },
  ]);
  for (const r of recall.receipts)
    receipts.addRow([
      r.number,
      r.day,
      guardCell(r.location_name),
      guardCell(r.supplier_name ?? ''),
      ...goodsCells(r, lang),
      guardCell(r.lot),
      quantityCell(r.quantity, r.weighing_mode),
    ]);

  const transfers = sheet({ ch: '调拨', en: 'Transfers' }, [
    { ch: '单号', en: 'Number' },
    { ch: '调出', en: 'From' },
    { ch: '调入', en: 'To' },
    { ch: '发出时间', en: 'Sent' },
    { ch: '收货时间', en: 'Received' },
    ...GOODS_HEADINGS,
    { ch: '批次', en: 'Lot' },
    { ch: '发出数量', en: 'Quantity sent' },
    { ch: '收到数量', en: 'Quantity received' },
  ]);
  for (const t of recall.transfers)
    transfers.addRow([
      t.number,
      guardCell(t.from_name),
      guardCell(t.to_name),
      t.sent_time ?? '',
      t.received_time ?? '',
      ...goodsCells(t, lang),
      guardCell(t.lot),
      quantityCell(t.quantity, t.weighing_mode),
      t.received_quantity === null ? '' : quantityCell(t.received_quantity, t.weighing_mode),
    ]);

  const shops = sheet({ ch: '门店', en: 'Shops' }, [
    { ch: '门店', en: 'Shop' },
    ...GOODS_HEADINGS,
    { ch: '收到', en: 'Received' },
    { ch: '调出', en: 'Sent out' },
    { ch: '已售', en: 'Sold' },
    { ch: '剩余', en: 'Left' },
    { ch: '已停售', en: 'Stopped' },
  ]);
  for (const s of recall.shops) {
    const q = (n: number) => quantityCell(n, s.weighing_mode);
    shops.addRow([
      guardCell(s.shop_name),
      ...goodsCells(s, lang),
      q(s.received),
      q(s.sent_out),
      q(s.sold),
      q(s.left),
      yes(s.stopped, lang),
    ]);
  }

  const scales = sheet({ ch: '电子秤', en: 'Scales' }, [
    { ch: '门店', en: 'Shop' },
    { ch: '电子秤', en: 'Scale' },
    { ch: '有该商品', en: 'Holds the goods' },
    { ch: '售出过该批次', en: 'Sold the lot' },
  ]);
  for (const s of recall.scales)
    scales.addRow([
      guardCell(s.shop_name),
      guardCell(s.scale_name),
      yes(s.holds_goods, lang),
      yes(s.sold_lot, lang),
    ]);

  const sales = sheet({ ch: '销售', en: 'Sales days' }, [
    { ch: '门店', en: 'Shop' },
    { ch: '日期', en: 'Day' },
    ...GOODS_HEADINGS,
    { ch: '数量', en: 'Quantity' },
    { ch: '金额（元）', en: 'Amount (yuan)' },
    { ch: '笔数', en: 'Sales' },
  ]);
  for (const s of recall.sales)
    sales.addRow([
      guardCell(s.shop_name),
      s.day,
      ...goodsCells(s, lang),
      quantityCell(s.quantity, s.weighing_mode),
      fenToYuan(s.amount),
      s.records,
    ]);

  const events = sheet({ ch: '记录', en: 'Events' }, [
    { ch: '时间', en: 'Time' },
    { ch: '操作', en: 'Action' },
    { ch: '操作人', en: 'By' },
    { ch: '备注', en: 'Note' },
  ]);
  for (const e of recall.events)
    events.addRow([e.time, EVENT_WORDS[e.action][lang], guardCell(e.user_name ?? ''), guardCell(e.note)]);

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
