import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type {
  AnyDocumentBody,
  DocumentLine,
  LineInput,
  LossBody,
  LossReason,
  PurchaseOrderBody,
  ReceiptBody,
  StockDocumentDetail,
  StocktakeBody,
  SupplierReturnBody,
  TransferBody,
} from '../../api/stock';
import type { GoodsRef } from './goodsLookup';
import type { KindConfig } from './kinds';
import { parseQuantity, parseYuan, quantityInput, yuanInput } from './units';

/** One line as the form holds it: the goods shown, quantity and cost as typed text. */
export type LineDraft = {
  key: string;
  goods_id: number;
  goods_name: string;
  plu_number: number;
  item_code: string;
  weighing_mode: number;
  quantity: string;
  unit_cost: string;
  lot: string;
  production_date: Dayjs | null;
  expiry_date: Dayjs | null;
  reason: string;
  source_line_id: number | null;
  /** What the source line still has open (received or returnable), for a hint. */
  open: number | null;
};

/** The form's values: every kind's header fields (each kind shows and sends its own). */
export type DocumentDraft = {
  company_id?: number | undefined;
  location_id?: number | undefined;
  to_location_id?: number | undefined;
  supplier_id?: number | undefined;
  source_id?: number | undefined;
  doc_date?: Dayjs | null;
  expected_date?: Dayjs | null;
  reason?: string | undefined;
  notes?: string | undefined;
  goods_ids?: number[];
  lines?: LineDraft[];
};

let keys = 0;
export const lineKey = () => `line-${++keys}`;

/** A new line for a goods item (a barcode's weight or count as its quantity). */
export function newLine(goods: GoodsRef, quantity: number | null = null): LineDraft {
  return {
    key: lineKey(),
    goods_id: goods.id,
    goods_name: goods.name,
    plu_number: goods.plu_number,
    item_code: goods.item_code,
    weighing_mode: goods.weighing_mode,
    quantity: quantity !== null && quantity > 0 ? quantityInput(quantity, goods.weighing_mode) : '',
    unit_cost: '',
    lot: '',
    production_date: null,
    expiry_date: null,
    reason: '',
    source_line_id: null,
    open: null,
  };
}

const day = (value: string | null) => (value ? dayjs(value) : null);
const text = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : undefined);

/** A saved line back in the form (editing a draft). */
export function lineDraftOf(line: DocumentLine): LineDraft {
  return {
    key: lineKey(),
    goods_id: line.goods_id,
    goods_name: line.goods_name,
    plu_number: line.plu_number,
    item_code: line.item_code,
    weighing_mode: line.weighing_mode,
    quantity: quantityInput(line.quantity, line.weighing_mode),
    unit_cost: line.unit_cost === null ? '' : yuanInput(line.unit_cost),
    lot: line.lot,
    production_date: day(line.production_date),
    expiry_date: day(line.expiry_date),
    reason: line.reason,
    source_line_id: line.source_line_id,
    open: null,
  };
}

/**
 * The lines a source document still has open: a purchase order's ordered less received, a
 * receipt's received less returned (its `done_quantity`), with the source's cost and lot.
 */
export function linesFromSource(source: StockDocumentDetail): LineDraft[] {
  return source.lines.flatMap((line) => {
    const open = line.quantity - (line.done_quantity ?? 0);
    if (open <= 0) return [];
    return [
      {
        ...lineDraftOf(line),
        quantity: quantityInput(open, line.weighing_mode),
        reason: '',
        source_line_id: line.id,
        open,
      },
    ];
  });
}

/** A document being edited, as the form's values. */
export function draftOf(document: StockDocumentDetail): DocumentDraft {
  return {
    company_id: document.company_id,
    location_id: document.location_id,
    to_location_id: document.to_location_id ?? undefined,
    supplier_id: document.supplier_id ?? undefined,
    source_id: document.source_id ?? undefined,
    doc_date: day(document.doc_date),
    expected_date: day(document.expected_date),
    reason: document.reason || undefined,
    notes: document.notes,
    lines: document.lines.map(lineDraftOf),
  };
}

/** One line as the kind sends it (only the fields the kind uses). */
export function lineInputOf(config: KindConfig, line: LineDraft): LineInput {
  const cost = config.cost && line.unit_cost.trim() ? parseYuan(line.unit_cost) : null;
  return {
    goods_id: line.goods_id,
    quantity: parseQuantity(line.quantity, line.weighing_mode) ?? 0,
    ...(cost !== null ? { unit_cost: cost } : {}),
    ...(config.lotDates && line.lot.trim() ? { lot: line.lot.trim() } : {}),
    ...(config.lotDates && line.production_date ? { production_date: text(line.production_date) } : {}),
    ...(config.lotDates && line.expiry_date ? { expiry_date: text(line.expiry_date) } : {}),
    ...(config.lineReason && line.reason.trim() ? { reason: line.reason.trim() } : {}),
    ...(line.source_line_id !== null ? { source_line_id: line.source_line_id } : {}),
  };
}

/** The body of the kind's create (and, without company_id, edit) call. */
export function documentBody(config: KindConfig, draft: DocumentDraft): AnyDocumentBody {
  const header = {
    company_id: draft.company_id,
    location_id: draft.location_id ?? 0,
    doc_date: text(draft.doc_date),
    notes: (draft.notes ?? '').trim(),
  };
  const lines = (draft.lines ?? []).map((line) => lineInputOf(config, line));
  switch (config.kind) {
    case 'purchase_order':
      return {
        ...header,
        supplier_id: draft.supplier_id ?? 0,
        expected_date: text(draft.expected_date),
        lines,
      } satisfies PurchaseOrderBody;
    case 'receipt':
      return {
        ...header,
        supplier_id: draft.supplier_id,
        source_id: draft.source_id,
        lines,
      } satisfies ReceiptBody;
    case 'supplier_return':
      return {
        ...header,
        supplier_id: draft.supplier_id,
        source_id: draft.source_id,
        reason: (draft.reason ?? '').trim(),
        lines,
      } satisfies SupplierReturnBody;
    case 'transfer':
      return { ...header, to_location_id: draft.to_location_id ?? 0, lines } satisfies TransferBody;
    case 'loss':
      return { ...header, reason: draft.reason as LossReason, lines } satisfies LossBody;
    case 'stocktake':
      return { ...header, goods_ids: draft.goods_ids ?? [] } satisfies StocktakeBody;
  }
}
