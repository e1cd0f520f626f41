import type { GoodsAnswer } from '@dahua/shared/contracts/goods';
import type { CompanyInfo } from '@dahua/shared/contracts/users';
import type { LabelData } from '@dahua/shared/labels/render';
import { SAMPLE_DATA } from '../LabelCanvas';

/** The sale the designer's surface draws: the picked goods item and quantity, or the sample apple. */
export function designerData(
  goods: GoodsAnswer | null,
  quantity: number,
  company: CompanyInfo | null | undefined,
  shopName: string,
  timeZone: string,
  now: Date = new Date(),
): LabelData {
  const barcode =
    company?.barcode_format && company.barcode_flag
      ? { format: company.barcode_format, flag: company.barcode_flag }
      : SAMPLE_DATA.barcode;
  if (!goods) return { ...SAMPLE_DATA, barcode, shopName: shopName || SAMPLE_DATA.shopName };
  return {
    goods: {
      id: goods.id,
      name: goods.name,
      plu_number: goods.plu_number,
      item_code: goods.item_code,
      unit_price: goods.unit_price,
      weighing_mode: goods.weighing_mode,
      measure_unit: goods.measure_unit,
      shelf_life: goods.shelf_life,
      origin: goods.origin,
      trace_code: goods.trace_code,
      department: goods.department,
      ingredients: goods.ingredients,
      allergens: goods.allergens,
      may_contain: goods.may_contain,
      nutrition: goods.nutrition,
      storage: goods.storage,
      storage_en: goods.storage_en,
      date_type: goods.date_type,
      producer: goods.producer,
    },
    // The shop's current lot is the server's to know: its preview prints it; the canvas shows none.
    lot: null,
    quantity,
    // The shop's calendar, as the scale and the server's print preview date it.
    time: now,
    timeZone,
    barcode,
    shopName,
    origin: window.location.origin,
  };
}
