import { ADMIN_ROLE_TYPES } from '@dahua/shared';
import { and, count, eq, gte, inArray, isNotNull, isNull, lt, not, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Scope, withinScope } from '../../access/scope.js';
import type { Db } from '../../db/client.js';
import {
  companies,
  companyMembers,
  goods,
  scaleGoods,
  scaleHotKeys,
  scaleReports,
  scales,
  shops,
  stockBalances,
  users,
} from '../../db/schema/index.js';

async function countOf(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

const scoped = (scope: Scope, column: PgColumn) => withinScope(scope, column);

/** The counters: shops, scales, people and goods within the caller's scope. */
export async function counters(db: Db, scope: Scope) {
  const [shopCount, scaleCount, memberCount, goodsCount] = await Promise.all([
    countOf(db, shops, scoped(scope, shops.companyId)),
    countOf(db, scales, scoped(scope, scales.companyId)),
    countOf(db, companyMembers, scoped(scope, companyMembers.companyId)),
    countOf(db, goods, scoped(scope, goods.companyId)),
  ]);
  return { shopCount, scaleCount, memberCount, goodsCount };
}

/**
 * What needs looking at, within the scope: scales with no registered device or not verified;
 * goods on no scale (neither sent to one nor on a hot key; a key implies the goods are on its
 * scale, the second test only guards that rule); balances below their low-stock threshold; reports
 * about scales (from their public pages) not answered yet.
 */
export async function attention(db: Db, scope: Scope) {
  const onAScale = sql`exists (select 1 from ${scaleGoods} where ${scaleGoods.goodsId} = "goods"."id")`;
  const onAKey = sql`exists (select 1 from ${scaleHotKeys} where ${scaleHotKeys.goodsId} = "goods"."id")`;
  const [scalesUnverified, goodsOffScales, stockBelowThreshold, scaleReportsOpen] = await Promise.all([
    countOf(
      db,
      scales,
      and(scoped(scope, scales.companyId), or(isNull(scales.scaleUuid), not(scales.ifVerify))),
    ),
    countOf(db, goods, and(scoped(scope, goods.companyId), not(onAScale), not(onAKey))),
    countOf(
      db,
      stockBalances,
      and(
        scoped(scope, stockBalances.companyId),
        isNotNull(stockBalances.lowThreshold),
        lt(stockBalances.quantity, sql`${stockBalances.lowThreshold}`),
      ),
    ),
    countOf(db, scaleReports, and(scoped(scope, scaleReports.companyId), eq(scaleReports.status, 'open'))),
  ]);
  return { scalesUnverified, goodsOffScales, stockBelowThreshold, scaleReportsOpen };
}

/** The figures only administrators see: companies, people, and scales registered since `since`. */
export async function adminFigures(db: Db, since: Date) {
  const [companyCount, userCount, adminCount, scalesRegistered] = await Promise.all([
    countOf(db, companies, undefined),
    countOf(db, users, eq(users.roleType, 'USER')),
    countOf(db, users, inArray(users.roleType, [...ADMIN_ROLE_TYPES])),
    countOf(db, scales, and(isNotNull(scales.scaleUuid), gte(scales.createdTime, since))),
  ]);
  return { companyCount, userCount, adminCount, scalesRegistered };
}

/**
 * How many of a company's scales upload sales (hold a device credential, issued to the scale or to
 * its shop's bridge): the scales the "no sales uploaded today" card speaks of.
 */
export function uploadingScaleCount(db: Db, companyId: number): Promise<number> {
  return countOf(db, scales, and(eq(scales.companyId, companyId), isNotNull(scales.deviceSecretHash)));
}
