import type {
  ScaleOfShop,
  ShopAnswer,
  ShopBody,
  ShopChanges,
  ShopDetailAnswer,
  ShopListQuery,
} from '@dahua/shared/contracts/shops';
import { canManageCompany, companyForWrite, type Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { offsetOf, paged } from '../../lib/paging.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { changesOf, recordAudit } from '../audit/service.js';
import { syncAnswer } from '../scales/sync-answer.js';
import * as repo from './repo.js';

function answer({ shop, companyName, companyZone, scaleCount }: repo.ShopWithCompany): ShopAnswer {
  return {
    id: shop.id,
    company_id: shop.companyId,
    company_name: companyName,
    name: shop.name,
    contact_person: shop.contactPerson,
    phone_number: shop.phoneNumber,
    img_url: shop.imgUrl,
    address: shop.address,
    telephone: shop.telephone,
    desc: shop.desc,
    time_zone: shop.timeZone,
    effective_time_zone: shop.timeZone ?? companyZone,
    scale_count: scaleCount,
    created_time: shop.createdTime.toISOString(),
    last_modified_time: shop.lastModifiedTime.toISOString(),
  };
}

function scaleAnswer({ scale, sync, version, differs, verifiedTime }: repo.ShopScale): ScaleOfShop {
  return {
    id: scale.id,
    name: scale.scaleName,
    scale_name: scale.scaleName,
    img_url: scale.imgUrl,
    desc: scale.desc,
    scale_uuid: scale.scaleUuid,
    if_verify: scale.ifVerify ? 1 : 0,
    created_time: scale.createdTime.toISOString(),
    model_code: scale.modelCode,
    lan_host: scale.lanHost,
    lan_port: scale.lanPort,
    sync: syncAnswer(sync, version),
    differs,
    verified_time: verifiedTime ? new Date(verifiedTime).toISOString() : null,
  };
}

/** Shops the caller may see: administrators all (optionally one company's), a company user their own. */
export async function listShops(ctx: AppContext, scope: Scope, query: ShopListQuery) {
  const { rows, total } = await repo.list(
    ctx.db,
    scope,
    { name: query.name, companyId: query.company_id },
    query.per_page,
    offsetOf(query),
  );
  return paged(rows.map(answer), total, query);
}

/** A shop with its scales; another company's shop answers 404 like a missing one. */
export async function shopDetails(ctx: AppContext, scope: Scope, id: number): Promise<ShopDetailAnswer> {
  const found = await repo.findOne(ctx.db, scope, id);
  if (!found) throw new AppError('NOT_FOUND');
  const scales = await repo.scalesOf(ctx.db, id);
  return { ...answer(found), scales: scales.map(scaleAnswer) };
}

async function shopOrNotFound(ctx: AppContext, scope: Scope, id: number) {
  const found = await repo.findOne(ctx.db, scope, id);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** An audit entry of a shop action, naming the shop as it was at the time. */
function shopAudit(
  scope: Scope,
  action: string,
  shopId: number,
  companyId: number,
  name: string,
  more: Record<string, unknown> = {},
) {
  return {
    actorUserId: scope.userId,
    action,
    targetType: 'shop',
    targetId: shopId,
    companyId,
    detail: { name, ...more },
  };
}

function requireManager(scope: Scope, companyId: number): void {
  if (!canManageCompany(scope, companyId)) throw new AppError('FORBIDDEN');
}

function valuesOf(changes: ShopChanges): Partial<repo.ShopValues> {
  const values: Partial<repo.ShopValues> = {};
  if (changes.name !== undefined) values.name = changes.name;
  if (changes.contact_person !== undefined) values.contactPerson = changes.contact_person;
  if (changes.phone_number !== undefined) values.phoneNumber = changes.phone_number;
  if (changes.img_url !== undefined) values.imgUrl = changes.img_url;
  if (changes.address !== undefined) values.address = changes.address;
  if (changes.telephone !== undefined) values.telephone = changes.telephone;
  if (changes.desc !== undefined) values.desc = changes.desc;
  if (changes.time_zone !== undefined) values.timeZone = changes.time_zone;
  return values;
}

/** Company owners and managers create shops in their company; administrators in the company they name. */
/** A write that would give the company two shops of one name (any case) is refused by name. */
async function nameChecked<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('SHOP_NAME_TAKEN', { name }, {}, 'name');
    throw error;
  }
}

export async function createShop(ctx: AppContext, scope: Scope, body: ShopBody): Promise<ShopAnswer> {
  const companyId = companyForWrite(scope, body.company_id);
  requireManager(scope, companyId);
  if (scope.kind === 'all' && !(await repo.companyExists(ctx.db, companyId))) throw new AppError('NOT_FOUND');
  const id = await nameChecked(body.name, () =>
    ctx.db.transaction(async (tx) => {
      const made = await repo.insert(tx, companyId, {
        name: body.name,
        contactPerson: body.contact_person,
        phoneNumber: body.phone_number,
        imgUrl: body.img_url,
        address: body.address,
        telephone: body.telephone,
        desc: body.desc,
        timeZone: body.time_zone,
      });
      await recordAudit(tx, shopAudit(scope, 'shop.create', made, companyId, body.name));
      return made;
    }),
  );
  return answer(await shopOrNotFound(ctx, scope, id));
}

export async function editShop(
  ctx: AppContext,
  scope: Scope,
  id: number,
  changes: ShopChanges,
): Promise<ShopAnswer> {
  const found = await shopOrNotFound(ctx, scope, id);
  requireManager(scope, found.shop.companyId);
  const updated = await nameChecked(changes.name ?? found.shop.name, () =>
    ctx.db.transaction(async (tx) => {
      const done = await repo.update(tx, scope, id, valuesOf(changes));
      if (done)
        await recordAudit(
          tx,
          shopAudit(scope, 'shop.edit', id, found.shop.companyId, changes.name ?? found.shop.name, {
            changes: changesOf(answer(found), changes),
            ...(changes.name && changes.name !== found.shop.name ? { previous_name: found.shop.name } : {}),
          }),
        );
      return done;
    }),
  );
  if (!updated) throw new AppError('NOT_FOUND');
  return answer(await shopOrNotFound(ctx, scope, id));
}

/** Deletes a shop that has no scales; a shop with scales is refused with how many it has. */
export async function deleteShop(ctx: AppContext, scope: Scope, id: number): Promise<void> {
  const found = await shopOrNotFound(ctx, scope, id);
  requireManager(scope, found.shop.companyId);
  const removed = await ctx.db.transaction(async (tx) => {
    const done = await repo.removeIfEmpty(tx, scope, id);
    if (done)
      await recordAudit(tx, shopAudit(scope, 'shop.delete', id, found.shop.companyId, found.shop.name));
    return done;
  });
  if (removed) return;
  const still = await repo.findOne(ctx.db, scope, id);
  if (!still) throw new AppError('NOT_FOUND');
  throw new AppError('SHOP_HAS_SCALES', { count: still.scaleCount }, { scale_count: still.scaleCount });
}
