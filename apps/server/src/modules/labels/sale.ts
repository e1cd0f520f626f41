import type { LabelData } from '@dahua/shared/labels/render';
import type { GoodsRow } from '../../db/schema/index.js';
import type { CurrentLot } from '../lots/queries.js';

/** What a label prints about a goods item: its scale values and its food declaration (issue 29). */
export function goodsOfLabel(goods: GoodsRow): LabelData['goods'] {
  return {
    id: goods.id,
    name: goods.name,
    plu_number: goods.pluNumber,
    item_code: goods.itemCode,
    unit_price: goods.unitPriceFen,
    weighing_mode: goods.weighingMode,
    measure_unit: goods.measureUnit,
    shelf_life: goods.shelfLifeDays,
    origin: goods.origin,
    trace_code: goods.traceCode,
    department: goods.department,
    ingredients: goods.ingredients,
    allergens: goods.allergens,
    may_contain: goods.mayContain,
    nutrition: goods.nutrition,
    storage: goods.storage,
    storage_en: goods.storageEn,
    date_type: goods.dateType,
    producer: goods.producer,
  };
}

/** The shop's current lot as a label prints it. */
export const lotOfLabel = (lot: CurrentLot | undefined): LabelData['lot'] =>
  lot
    ? {
        lot: lot.lot,
        trace_code: lot.traceCode,
        production_date: lot.productionDate,
        expiry_date: lot.expiryDate,
      }
    : null;

export type SaleContext = {
  quantity: number;
  time: Date;
  timeZone: string;
  barcode: LabelData['barcode'];
  shopName: string;
  origin: string;
};

export function labelDataOf(goods: GoodsRow, lot: CurrentLot | undefined, sale: SaleContext): LabelData {
  return { goods: goodsOfLabel(goods), lot: lotOfLabel(lot), ...sale };
}
