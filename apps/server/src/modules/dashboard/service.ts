import type { DashboardFigures } from '@dahua/shared/contracts/dashboard';
import type { AppContext } from '../../context.js';
import type { Scope } from '../../http/scope.js';
import { unreadCount } from '../notices/service.js';
import { dashboardSales } from '../stats/service.js';
import * as repo from './repo.js';

/** China has one time zone and no daylight saving: a month there starts at 16:00 UTC the day before. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The first instant of the current calendar month in China. */
export function startOfChinaMonth(now: Date): Date {
  const local = new Date(now.getTime() + CHINA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - CHINA_OFFSET_MS);
}

/**
 * The dashboard of the caller: counters and what needs attention within their scope (their
 * company, or all companies for administrators), their own unread notices, and for
 * administrators the platform's figures (null for everyone else).
 */
export async function dashboardOf(
  ctx: AppContext,
  scope: Scope,
  userId: number,
  now = new Date(),
): Promise<DashboardFigures> {
  const [counters, attention, notices, sales] = await Promise.all([
    repo.counters(ctx.db, scope),
    repo.attention(ctx.db, scope),
    unreadCount(ctx, userId),
    dashboardSales(ctx, scope, now),
  ]);
  const admin = scope.kind === 'all' ? await repo.adminFigures(ctx.db, startOfChinaMonth(now)) : null;
  return {
    shops: counters.shopCount,
    scales: counters.scaleCount,
    goods: counters.goodsCount,
    members: counters.memberCount,
    companies: admin?.companyCount ?? null,
    users: admin?.userCount ?? null,
    admins: admin?.adminCount ?? null,
    scales_registered_this_month: admin?.scalesRegistered ?? null,
    attention: {
      scales_unverified: attention.scalesUnverified,
      goods_off_scales: attention.goodsOffScales,
      stock_below_threshold: attention.stockBelowThreshold,
      notices_unread: notices.total,
    },
    // From the sales rollups (stats/service.dashboardSales): null until the company opened analysis.
    // A company's block says how many scales upload at all: with none, an empty list of scales
    // without sales today means nothing uploads, not that every scale did.
    sales:
      sales && scope.kind === 'company'
        ? { ...sales, uploading_scales: await repo.uploadingScaleCount(ctx.db, scope.companyId) }
        : sales,
  };
}
