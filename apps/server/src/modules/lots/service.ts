import { dayIn } from '@dahua/shared';
import type { CurrentLotsBody, Lot, PublicTrace, ShopGoodsLot } from '@dahua/shared/contracts/lots';
import { allergenLine } from '@dahua/shared/food/allergens';
import { nutritionRows } from '@dahua/shared/food/nutrition';
import { canManageCompany, canSeeCompany, type Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import type { Lang } from '../../lib/language.js';
import { recordAudit } from '../audit/service.js';
import * as limits from '../rate-limit/service.js';
import { chooseCurrentLots } from './receiving.js';
import * as repo from './repo.js';

/** Views of trace pages from one address: a shopper opens a few; a scraper is slowed down. */
export const TRACE_VIEW_LIMIT: limits.Limit = { name: 'external-trace-ip', max: 120, windowMs: 60_000 };

const TRACE_CODE = /^[0-9]{13}$/;
const oneLine = (name: string) => name.replace(/\n/g, ' ');
const iso = (value: Date | string) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** The company a caller reads a goods item of; another company's answers 404. */
async function goodsInScope(ctx: AppContext, scope: Scope, goodsId: number) {
  const row = await repo.goodsOf(ctx.db, null, goodsId);
  if (!row || !canSeeCompany(scope, row.companyId)) throw new AppError('NOT_FOUND');
  return row;
}

async function shopInScope(ctx: AppContext, scope: Scope, shopId: number) {
  const shop = await repo.shopById(ctx.db, shopId);
  if (!shop || !canSeeCompany(scope, shop.companyId)) throw new AppError('NOT_FOUND');
  return shop;
}

export async function lotsOfGoods(ctx: AppContext, scope: Scope, goodsId: number): Promise<Lot[]> {
  await goodsInScope(ctx, scope, goodsId);
  const rows = await repo.lotsOfGoods(ctx.db, goodsId);
  const current = await repo.currentIn(
    ctx.db,
    rows.map((r) => r.lot.id),
  );
  return rows.map(({ lot, supplierName, received }) => ({
    id: lot.id,
    goods_id: lot.goodsId,
    lot: lot.lot,
    production_date: lot.productionDate,
    expiry_date: lot.expiryDate,
    supplier:
      lot.supplierId !== null && supplierName !== null ? { id: lot.supplierId, name: supplierName } : null,
    trace_code: lot.traceCode,
    first_received_time: iso(lot.firstReceivedTime),
    received_quantity: Number(received),
    current_in: current
      .filter((c) => c.lotId === lot.id)
      .map((c) => ({ shop_id: c.shopId, shop_name: c.shopName, chosen_by_hand: c.chosenByHand })),
  }));
}

/** The shop's goods items that have lots: the current one of each and those to choose from. */
export async function shopLots(ctx: AppContext, scope: Scope, shopId: number): Promise<ShopGoodsLot[]> {
  const shop = await shopInScope(ctx, scope, shopId);
  const rows = await repo.shopGoodsWithLots(ctx.db, shop.companyId, shop.id);
  const held = await repo.heldLots(ctx.db, shop.id, [...new Set(rows.map((r) => r.goodsId))]);
  const heldOf = new Map(held.map((h) => [h.lotId, h.held]));
  const byGoods = new Map<number, ShopGoodsLot>();
  for (const row of rows) {
    let item = byGoods.get(row.goodsId);
    if (!item) {
      item = {
        goods_id: row.goodsId,
        goods_name: oneLine(row.goodsName),
        plu_number: row.pluNumber,
        weighing_mode: row.weighingMode,
        current: null,
        lots: [],
      };
      byGoods.set(row.goodsId, item);
    }
    item.lots.push({
      id: row.lot.id,
      lot: row.lot.lot,
      expiry_date: row.lot.expiryDate,
      held: heldOf.get(row.lot.id) ?? 0,
    });
    if (row.currentLotId === row.lot.id)
      item.current = {
        lot_id: row.lot.id,
        lot: row.lot.lot,
        trace_code: row.lot.traceCode,
        expiry_date: row.lot.expiryDate,
        chosen_by_hand: row.chosenByHand ?? false,
      };
  }
  return [...byGoods.values()];
}

/**
 * Chooses current lots by hand (the company's owner and managers): a lot of another goods item or
 * another company is refused; lot_id null hands the goods item back to first expiry first.
 */
export async function setCurrentLots(
  ctx: AppContext,
  scope: Scope,
  shopId: number,
  body: CurrentLotsBody,
): Promise<ShopGoodsLot[]> {
  const shop = await shopInScope(ctx, scope, shopId);
  if (!canManageCompany(scope, shop.companyId)) throw new AppError('FORBIDDEN');
  await ctx.db.transaction(async (tx) => {
    const goodsIds = body.lots.map((l) => l.goods_id);
    const goods = new Map((await repo.goodsByIds(tx, shop.companyId, goodsIds)).map((g) => [g.id, g]));
    const lots = new Map(
      (
        await repo.lotsByIds(
          tx,
          shop.companyId,
          body.lots.flatMap((l) => (l.lot_id === null ? [] : [l.lot_id])),
        )
      ).map((l) => [l.id, l]),
    );
    const seen = new Set<number>();
    for (const choice of body.lots) {
      const item = goods.get(choice.goods_id);
      if (!item) throw new AppError('LOT_GOODS_UNKNOWN', { goods: choice.goods_id });
      if (seen.has(item.id)) throw new AppError('LOT_GOODS_TWICE', { goods: oneLine(item.name) });
      seen.add(item.id);
      if (choice.lot_id !== null && lots.get(choice.lot_id)?.goodsId !== item.id)
        throw new AppError('LOT_NOT_OF_GOODS', { lot: choice.lot_id, goods: oneLine(item.name) });
    }
    const automatic: number[] = [];
    for (const choice of body.lots) {
      if (choice.lot_id === null) {
        await repo.releaseHand(tx, shop.id, choice.goods_id);
        automatic.push(choice.goods_id);
      } else await repo.setByHand(tx, shop.id, choice.goods_id, choice.lot_id, scope.userId);
    }
    await chooseCurrentLots(tx, shop.id, automatic);
    await recordAudit(tx, {
      actorUserId: scope.userId,
      action: 'shop.current_lots',
      targetType: 'shop',
      targetId: shop.id,
      companyId: shop.companyId,
      detail: {
        lots: body.lots.map((l) => ({
          goods_id: l.goods_id,
          goods: oneLine(goods.get(l.goods_id)!.name),
          lot: l.lot_id === null ? null : lots.get(l.lot_id)!.lot,
        })),
      },
    });
  });
  return shopLots(ctx, scope, shopId);
}

/** Counts a view against the per-address limit; over it, the house's 429. */
async function limited(ctx: AppContext, subject: string): Promise<void> {
  try {
    await limits.consume(ctx.db, TRACE_VIEW_LIMIT, subject);
  } catch (error) {
    if (error instanceof AppError && error.key === 'TOO_MANY_ATTEMPTS')
      throw new AppError('TOO_MANY_REQUESTS', error.params);
    throw error;
  }
}

/** The public view of a lot by its trace code; unknown, malformed and a disabled company's answer 404. */
export async function publicTrace(
  ctx: AppContext,
  ip: string,
  code: string,
  lang: Lang,
): Promise<PublicTrace> {
  await limited(ctx, ip);
  const row = TRACE_CODE.test(code) ? await repo.traceByCode(ctx.db, code) : null;
  if (!row) throw new AppError('NOT_FOUND');
  return traceViewOf(row, lang);
}

export function traceViewOf(row: repo.TraceRow, lang: Lang): PublicTrace {
  const language = lang === 'en' ? 'en' : 'zh';
  const { lot, goods } = row;
  return {
    trace_code: lot.traceCode,
    lot: lot.lot,
    product_name: oneLine(goods.name),
    company_name: row.companyName,
    origin: goods.origin,
    producer: goods.producer,
    production_date: lot.productionDate,
    expiry_date: lot.expiryDate,
    first_received_on: dayIn(new Date(lot.firstReceivedTime), row.zone),
    supplier_name: row.showsSupplier ? row.supplierName : null,
    ingredients: goods.ingredients,
    allergens: goods.allergens,
    may_contain: goods.mayContain,
    allergen_line: allergenLine(goods.allergens, goods.mayContain, language),
    nutrition: goods.nutrition ? nutritionRows(goods.nutrition, language) : null,
    storage: lang === 'en' && goods.storageEn ? goods.storageEn : goods.storage,
    date_type: goods.dateType,
  };
}

/**
 * `/01/{gtin-or-code}/10/{lot}`: the trace codes of the lot whose goods item answers to the code.
 * A GTIN-14 with a leading 0 is the GTIN-13 it wraps; the code also matches an item code as it is.
 */
export async function traceCodesOf(ctx: AppContext, ip: string, code: string, lot: string) {
  await limited(ctx, ip);
  if (code === '' || code.length > 40 || lot === '' || lot.length > 50) return [];
  const codes = new Set([code]);
  if (/^0[0-9]{13}$/.test(code)) codes.add(code.slice(1));
  return repo.traceCodesByGoodsCode(ctx.db, [...codes], lot);
}
