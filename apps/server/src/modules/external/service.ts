import type { PublicGoods } from '@dahua/shared/contracts/external';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import * as limits from '../rate-limit/service.js';
import * as repo from './repo.js';

/** Generous: a shopper scans a few labels a minute; a scraper is slowed down. */
export const PUBLIC_GOODS_LIMIT: limits.Limit = { name: 'external-goods-ip', max: 120, windowMs: 60_000 };

const MAX_ID = 2_147_483_647;

/** A positive database id written in plain digits, else null (which answers 404). */
export function idOf(text: string | undefined): number | null {
  if (text === undefined || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/**
 * The public view of a goods item (no sign-in), for the QR code on its label. The shop is named
 * only when `scaleId` is a scale of the goods' own company; any other scale is ignored.
 */
export async function publicGoods(
  ctx: AppContext,
  ip: string,
  idText: string,
  scaleIdText: string | undefined,
): Promise<PublicGoods> {
  try {
    await limits.consume(ctx.db, PUBLIC_GOODS_LIMIT, ip);
  } catch (error) {
    if (error instanceof AppError && error.key === 'TOO_MANY_ATTEMPTS') {
      throw new AppError('TOO_MANY_REQUESTS', error.params);
    }
    throw error;
  }
  const id = idOf(idText);
  const row = id === null ? null : await repo.findPublicGoods(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const scaleId = idOf(scaleIdText);
  const shop = scaleId === null ? null : await repo.findShopOfScale(ctx.db, scaleId, row.companyId);
  const nameLines = row.name
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    id: row.id,
    name: nameLines.join(' '),
    name_lines: nameLines,
    img_url: row.imgUrl,
    unit_price: row.unitPriceFen,
    measure_unit: row.measureUnit,
    weighing_mode: row.weighingMode,
    origin: row.origin,
    trace_code: row.traceCode,
    shelf_life_days: row.shelfLifeDays,
    description: row.description,
    company_name: row.companyName,
    shop,
  };
}
