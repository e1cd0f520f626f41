import { dayIn, startOfDay } from '@dahua/shared';
import type { DashboardFigures } from '@dahua/shared/contracts/dashboard';
import type { Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { unreadCount } from '../notices/service.js';
import { dueThisMonthCount } from '../scale-legal/queries.js';
import { worstOfCompany } from '../shrink/service.js';
import { dashboardSales } from '../stats/service.js';
import { MAKER_TIME_ZONE } from '../time-zones/index.js';
import * as repo from './repo.js';

/** The first instant of the current calendar month in `zone`. */
export function startOfMonth(now: Date, zone: string): Date {
  return startOfDay(`${dayIn(now, zone).slice(0, 7)}-01`, zone);
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
  now = ctx.clock(),
): Promise<DashboardFigures> {
  const [counters, attention, notices, sales, verificationsDue, shrink] = await Promise.all([
    repo.counters(ctx.db, scope),
    repo.attention(ctx.db, scope),
    unreadCount(ctx, userId),
    dashboardSales(ctx, scope, now),
    dueThisMonthCount(ctx.db, scope, now),
    scope.kind === 'company' ? worstOfCompany(ctx, scope.companyId, now) : null,
  ]);
  const admin =
    scope.kind === 'all' ? await repo.adminFigures(ctx.db, startOfMonth(now, MAKER_TIME_ZONE)) : null;
  return {
    shops: counters.shopCount,
    scales: counters.scaleCount,
    goods: counters.goodsCount,
    members: counters.memberCount,
    companies: admin?.companyCount ?? null,
    users: admin?.userCount ?? null,
    admins: admin?.adminCount ?? null,
    scales_registered_this_month: admin?.scalesRegistered ?? null,
    verifications_due_this_month: verificationsDue,
    attention: {
      scales_unverified: attention.scalesUnverified,
      goods_off_scales: attention.goodsOffScales,
      stock_below_threshold: attention.stockBelowThreshold,
      notices_unread: notices.total,
      scale_reports_open: attention.scaleReportsOpen,
    },
    // From the sales rollups (stats/service.dashboardSales): null until the company opened analysis.
    // A company's block says how many scales upload at all: with none, an empty list of scales
    // without sales today means nothing uploads, not that every scale did.
    sales:
      sales && scope.kind === 'company'
        ? { ...sales, uploading_scales: await repo.uploadingScaleCount(ctx.db, scope.companyId) }
        : sales,
    // The company's worst 20 shrink figures this month (shrink/service.worstOfCompany).
    shrink,
  };
}
