import { barcodeFormatOf } from '@dahua/shared/contracts/companies';
import type { CheckFailure, LabelCheckAnswer } from '@dahua/shared/contracts/labels';
import { checkLabel } from '@dahua/shared/labels/check';
import type { LabelStyle } from '@dahua/shared/labels/model';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { currentLotsOf } from '../lots/queries.js';
import { shopZone } from '../time-zones/index.js';
import { labelSettingsOf } from './print-repo.js';
import * as repo from './repo.js';
import { labelDataOf } from './sale.js';

/*
 * The label check over every goods item that prints with a template (issue 29 §2): the goods of the
 * company whose label number is the template's slot, each with the shop's current lot, packed now
 * on the shop's calendar, 1 kg (or one piece) sold. The rules are packages/shared/src/labels/check.ts.
 */

/** Where the template sits: its company, its shop (lots, calendar, name) and slot. */
export type CheckTarget = { companyId: number; shopId: number; shopName: string; slot: number | null };

export async function checkTemplate(
  ctx: AppContext,
  db: Executor,
  target: CheckTarget,
  style: LabelStyle,
): Promise<LabelCheckAnswer> {
  if (target.slot === null) return { checked: 0, failures: [] };
  const goods = await repo.goodsPrintingWith(db, target.companyId, target.slot);
  if (goods.length === 0) return { checked: 0, failures: [] };
  const [settings, zone, lots] = await Promise.all([
    labelSettingsOf(db, target.companyId),
    shopZone(db, target.shopId),
    currentLotsOf(
      db,
      target.shopId,
      goods.map((g) => g.id),
    ),
  ]);
  const minMm = (settings?.minXHeightTenths ?? 12) / 10;
  const sale = {
    time: ctx.clock(),
    timeZone: zone,
    barcode: { format: barcodeFormatOf(settings?.format ?? ''), flag: settings?.flag ?? '20' },
    shopName: target.shopName,
    origin: '',
  };
  const failures: CheckFailure[] = [];
  for (const item of goods) {
    const quantity = item.weighingMode === 1 ? 1 : 1000;
    const problems = checkLabel(style, labelDataOf(item, lots.get(item.id), { ...sale, quantity }), minMm);
    if (problems.length > 0)
      failures.push({ goods_id: item.id, plu: item.pluNumber, name: item.name, problems });
  }
  return { checked: goods.length, failures };
}

/** The failing goods items a confirmation leaves out (none: it names them all). */
export function unconfirmed(failures: readonly CheckFailure[], confirmed: readonly number[] | undefined) {
  const named = new Set(confirmed ?? []);
  return failures.filter((f) => !named.has(f.goods_id));
}
