import { z } from 'zod';
import { dashboardPaths } from '../paths/dashboard.js';
import { defineApi } from './define.js';
import { shrinkWorstSchema } from './shrink.js';

const dayFigures = z.object({
  amount: z.number().int().describe('fen'),
  count: z.number().int().describe('sales records'),
  tickets: z.number().int(),
});

/**
 * Sales on the dashboard (issue 15), from the rollups: null for a company that has not opened
 * analysis. Administrators see the sum over the companies that opened it, and those companies ranked.
 */
export const dashboardSalesSchema = z.object({
  today: dayFigures,
  /** The same weekday a week ago, to the same time of day. */
  same_weekday_last_week: dayFigures,
  /** The last 30 China days to today, oldest first, every day present. */
  last_30_days: z.array(dayFigures.extend({ period: z.string() })),
  top_goods_today: z
    .array(
      z.object({
        goods_id: z.number().int().nullable(),
        plu: z.number().int(),
        name: z.string(),
        amount: z.number().int(),
        weight: z.number().int(),
        pieces: z.number().int(),
        count: z.number().int(),
      }),
    )
    .max(5),
  /** Company dashboards: scales that hold a device credential and sent no sale today. */
  silent_scales: z.array(z.object({ id: z.number().int(), name: z.string(), shop_name: z.string() })),
  /** Company dashboards: how many of the company's scales upload sales at all (hold a device credential). */
  uploading_scales: z.number().int().optional(),
  /** Administrators: companies that opened analysis, by amount over the last 30 days; null for company people. */
  companies: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        amount: z.number().int(),
        tickets: z.number().int(),
      }),
    )
    .nullable(),
});
export type DashboardSales = z.infer<typeof dashboardSalesSchema>;

/**
 * The dashboard of the caller's company, or of all companies for administrators (their own
 * figures are null for company users). Sales and work-order figures arrive with their issues.
 */
export const dashboardSchema = z.object({
  shops: z.number().int(),
  scales: z.number().int(),
  goods: z.number().int(),
  members: z.number().int().describe('people in the company (administrators: in all companies)'),
  companies: z.number().int().nullable().describe('administrators only'),
  users: z.number().int().nullable().describe('company users, administrators only'),
  admins: z.number().int().nullable().describe('administrators only'),
  scales_registered_this_month: z
    .number()
    .int()
    .nullable()
    .describe(
      'administrators only: scales registered with a device since the 1st of this month (China time)',
    ),
  /**
   * Scales in service whose verification falls due by the end of their shop's current calendar month,
   * overdue ones included (issue 27); the console links it to the scale list filtered by status.
   */
  verifications_due_this_month: z.number().int(),
  /** What needs looking at, within the same scope. */
  attention: z.object({
    scales_unverified: z.number().int().describe('scales with no registered device, or not verified'),
    goods_off_scales: z.number().int().describe('goods on no scale (not sent to any, on no hot key)'),
    stock_below_threshold: z.number().int().describe('stock balances below their low-stock threshold'),
    notices_unread: z.number().int().describe('the caller’s own unread notices'),
    scale_reports_open: z
      .number()
      .int()
      .describe('reports about scales from their public pages not answered yet (issue 27)'),
  }),
  sales: dashboardSalesSchema.nullable(),
  /** Company dashboards: the worst 20 shrink figures of the current month (issue 28 §3); absent for others. */
  shrink: shrinkWorstSchema.nullable().optional(),
});
export type DashboardFigures = z.infer<typeof dashboardSchema>;

export const dashboardApi = defineApi(dashboardPaths, {
  figures: { response: dashboardSchema },
});
