import type { GoodsAnswer } from '@dahua/shared/contracts/goods';
import type { GoodsRow } from '../../db/schema/index.js';

/** The goods answer: of the goods module's calls and of the goods on a scale (modules/scales); its own place so neither module imports the other. */
export function goodsAnswer(row: GoodsRow): GoodsAnswer {
  return {
    id: row.id,
    company_id: row.companyId,
    plu_number: row.pluNumber,
    item_code: row.itemCode,
    name: row.name,
    unit_price: row.unitPriceFen,
    // Written only through goodsFields, so always one of the modes.
    weighing_mode: row.weighingMode as GoodsAnswer['weighing_mode'],
    measure_unit: row.measureUnit,
    tare: row.tareGrams,
    shelf_life: row.shelfLifeDays,
    special_info_1: row.specialInfo1,
    special_info_2: row.specialInfo2,
    special_info_3: row.specialInfo3,
    department: row.department,
    numeric_code: row.numericCode,
    label_number: row.labelNumber,
    discount_enabled: row.discountEnabled,
    discount_periods: row.discountPeriods,
    trace_code: row.traceCode,
    origin: row.origin,
    img_url: row.imgUrl,
    description: row.description,
    ingredients: row.ingredients,
    // Written only through foodFields, so only its codes.
    allergens: row.allergens as GoodsAnswer['allergens'],
    may_contain: row.mayContain as GoodsAnswer['may_contain'],
    nutrition: row.nutrition,
    storage: row.storage,
    storage_en: row.storageEn,
    date_type: row.dateType,
    producer: row.producer,
    created_time: row.createdTime.toISOString(),
    last_modified_time: row.lastModifiedTime.toISOString(),
  };
}
