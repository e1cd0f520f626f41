import type { DocumentKind, DocumentStatus, LossReason } from '@dahua/shared/contracts/stock';
import { type Bilingual, format, type Lang } from '../../lib/language.js';

/** Every text of the stock exports (pdf and xlsx), in both languages. */
export const LABELS = {
  company: { ch: '公司', en: 'Company' },
  allCompanies: { ch: '全部公司', en: 'All companies' },
  number: { ch: '单号', en: 'Number' },
  kind: { ch: '单据类型', en: 'Document' },
  status: { ch: '状态', en: 'Status' },
  docDate: { ch: '单据日期', en: 'Date' },
  expectedDate: { ch: '预计到货日期', en: 'Expected delivery' },
  supplier: { ch: '供应商', en: 'Supplier' },
  contact: { ch: '联系人', en: 'Contact' },
  phone: { ch: '电话', en: 'Phone' },
  address: { ch: '地址', en: 'Address' },
  paymentTerms: { ch: '付款条件', en: 'Payment terms' },
  taxNumber: { ch: '税号', en: 'Tax number' },
  buyer: { ch: '采购方', en: 'Buyer' },
  deliverTo: { ch: '收货地点', en: 'Deliver to' },
  location: { ch: '库位', en: 'Location' },
  receivedAt: { ch: '入库库位', en: 'Received at' },
  returnedFrom: { ch: '出库库位', en: 'Returned from' },
  fromLocation: { ch: '调出库位', en: 'From' },
  toLocation: { ch: '调入库位', en: 'To' },
  source: { ch: '来源单据', en: 'Source document' },
  reason: { ch: '原因', en: 'Reason' },
  notes: { ch: '备注', en: 'Notes' },
  createdBy: { ch: '制单人', en: 'Created by' },
  createdTime: { ch: '制单时间', en: 'Created' },
  postedTime: { ch: '过账时间', en: 'Posted' },
  generated: { ch: '导出时间', en: 'Exported' },
  filters: { ch: '筛选条件', en: 'Filters' },
  search: { ch: '搜索', en: 'Search' },
  dateRange: { ch: '日期范围', en: 'Dates' },
  belowThresholdOnly: { ch: '仅低于预警', en: 'Below threshold only' },
  goodsFilter: { ch: '商品编号', en: 'Goods id' },
  rowCount: { ch: '记录数', en: 'Rows' },
  page: { ch: '第 {page} / {pages} 页', en: 'Page {page} of {pages}' },
  capped: {
    ch: '仅导出前 {limit} 行，共 {total} 行；请缩小筛选范围后再导出其余部分。',
    en: 'Only the first {limit} of {total} rows are exported; narrow the filters to export the rest.',
  },
  // Columns.
  lineNo: { ch: '行号', en: 'No.' },
  plu: { ch: 'PLU', en: 'PLU' },
  itemCode: { ch: '货号', en: 'Item code' },
  goods: { ch: '商品名称', en: 'Goods' },
  quantity: { ch: '数量', en: 'Quantity' },
  unit: { ch: '单位', en: 'Unit' },
  unitCost: { ch: '单价(元)', en: 'Unit cost (yuan)' },
  value: { ch: '金额(元)', en: 'Value (yuan)' },
  lot: { ch: '批次', en: 'Lot' },
  productionDate: { ch: '生产日期', en: 'Produced' },
  expiryDate: { ch: '到期日期', en: 'Expires' },
  received: { ch: '已收货', en: 'Received' },
  returned: { ch: '已退货', en: 'Returned' },
  arrived: { ch: '实收', en: 'Arrived' },
  counted: { ch: '实盘', en: 'Counted' },
  book: { ch: '账面', en: 'Book' },
  moved: { ch: '期间变动', en: 'Moved' },
  expected: { ch: '应有', en: 'Expected' },
  variance: { ch: '差异', en: 'Variance' },
  varianceValue: { ch: '差异金额(元)', en: 'Variance value (yuan)' },
  lines: { ch: '行数', en: 'Lines' },
  inTransit: { ch: '在途', en: 'In transit' },
  lowThreshold: { ch: '预警量', en: 'Low threshold' },
  state: { ch: '提示', en: 'Alert' },
  belowThreshold: { ch: '低于预警', en: 'Below threshold' },
  negative: { ch: '负库存', en: 'Negative' },
  lastMove: { ch: '最近变动', en: 'Last move' },
  // Totals.
  total: { ch: '合计', en: 'Total' },
  totalWeight: { ch: '重量合计(kg)', en: 'Total weight (kg)' },
  totalPieces: { ch: '件数合计(件)', en: 'Total pieces' },
  totalValue: { ch: '金额合计(元)', en: 'Total value (yuan)' },
  countedItems: { ch: '已盘商品', en: 'Items counted' },
  uncountedItems: { ch: '未盘商品(不调整)', en: 'Items not counted (not adjusted)' },
  totalVarianceValue: { ch: '差异金额合计(元)', en: 'Total variance value (yuan)' },
  varianceReport: { ch: '盘点差异表', en: 'Variance report' },
  // Units.
  kg: { ch: 'kg', en: 'kg' },
  piece: { ch: '件', en: 'pcs' },
  // Signature lines.
  buyerSign: { ch: '采购方（签字/盖章）', en: 'Buyer (signature / stamp)' },
  supplierSign: { ch: '供应商确认（签字/盖章）', en: 'Supplier confirmation (signature / stamp)' },
  preparedBy: { ch: '制单', en: 'Prepared by' },
  approvedBy: { ch: '审核', en: 'Approved by' },
  receivedBy: { ch: '收货人', en: 'Received by' },
  deliveredBy: { ch: '送货人', en: 'Delivered by' },
  shippedBy: { ch: '发货人', en: 'Shipped by' },
  countedBy: { ch: '盘点人', en: 'Counted by' },
  signDate: { ch: '日期', en: 'Date' },
  orderRequest: {
    ch: '请按上列商品、数量及单价供货，并于预计到货日期前送达收货地点。如有异议请及时联系采购方。',
    en: 'Please supply the goods above at the quantities and prices shown, delivered to the address above by the expected date. Contact the buyer with any question.',
  },
} as const satisfies Record<string, Bilingual>;
export type LabelKey = keyof typeof LABELS;

/** A label in the caller's language, its `{name}` placeholders filled. */
export function label(lang: Lang, key: LabelKey, params?: Record<string, string | number>): string {
  return format(LABELS[key][lang], params);
}

/** A document's title on paper. */
export const KIND_TITLES: Record<DocumentKind, Bilingual> = {
  purchase_order: { ch: '采购订单', en: 'Purchase order' },
  receipt: { ch: '采购入库单', en: 'Goods receipt' },
  supplier_return: { ch: '采购退货单', en: 'Supplier return' },
  transfer: { ch: '调拨单', en: 'Stock transfer' },
  loss: { ch: '报损单', en: 'Stock loss' },
  stocktake: { ch: '盘点单', en: 'Stocktake' },
};

/** A list's title; `file` names the file (the English one doubles as the ASCII file name). */
export const LIST_TITLES: Record<DocumentKind | 'stock', Bilingual & { file: Bilingual }> = {
  purchase_order: {
    ch: '采购订单列表',
    en: 'Purchase orders',
    file: { ch: '采购订单', en: 'purchase-orders' },
  },
  receipt: { ch: '采购入库列表', en: 'Goods receipts', file: { ch: '采购入库', en: 'receipts' } },
  supplier_return: {
    ch: '采购退货列表',
    en: 'Supplier returns',
    file: { ch: '采购退货', en: 'supplier-returns' },
  },
  transfer: { ch: '调拨单列表', en: 'Stock transfers', file: { ch: '调拨单', en: 'transfers' } },
  loss: { ch: '报损单列表', en: 'Stock losses', file: { ch: '报损单', en: 'losses' } },
  stocktake: { ch: '盘点单列表', en: 'Stocktakes', file: { ch: '盘点单', en: 'stocktakes' } },
  stock: { ch: '库存总览', en: 'Stock overview', file: { ch: '库存总览', en: 'stock' } },
};

export const STATUS_LABELS: Record<DocumentStatus, Bilingual> = {
  draft: { ch: '草稿', en: 'Draft' },
  submitted: { ch: '已提交', en: 'Submitted' },
  partially_received: { ch: '部分收货', en: 'Partially received' },
  received: { ch: '已收货', en: 'Received' },
  closed: { ch: '已关闭', en: 'Closed' },
  posted: { ch: '已过账', en: 'Posted' },
  shipped: { ch: '已发出', en: 'Shipped' },
  counting: { ch: '盘点中', en: 'Counting' },
  cancelled: { ch: '已作废', en: 'Cancelled' },
};

export const LOSS_REASON_LABELS: Record<LossReason, Bilingual> = {
  expired: { ch: '过期', en: 'Expired' },
  damaged: { ch: '损坏', en: 'Damaged' },
  shrink: { ch: '自然损耗', en: 'Shrinkage' },
  theft: { ch: '失窃', en: 'Theft' },
  sampling: { ch: '试吃/样品', en: 'Sampling' },
  other: { ch: '其他', en: 'Other' },
};

/** The signature lines at the foot of each kind's paper. */
export const SIGNATURES: Record<DocumentKind, LabelKey[]> = {
  purchase_order: ['buyerSign', 'supplierSign'],
  receipt: ['deliveredBy', 'receivedBy', 'approvedBy'],
  supplier_return: ['preparedBy', 'approvedBy', 'supplierSign'],
  transfer: ['shippedBy', 'receivedBy', 'approvedBy'],
  loss: ['preparedBy', 'approvedBy'],
  stocktake: ['countedBy', 'approvedBy'],
};
