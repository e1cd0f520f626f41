import { z } from 'zod';
import { dashboardPaths } from '../paths/dashboard.js';
import { defineApi } from './define.js';

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
  /** What needs looking at, within the same scope. */
  attention: z.object({
    scales_unverified: z.number().int().describe('scales with no registered device, or not verified'),
    goods_off_scales: z.number().int().describe('goods on no scale (not sent to any, on no hot key)'),
    stock_below_threshold: z.number().int().describe('stock balances below their low-stock threshold'),
    notices_unread: z.number().int().describe('the caller’s own unread notices'),
  }),
});
export type DashboardFigures = z.infer<typeof dashboardSchema>;

export const dashboardApi = defineApi(dashboardPaths, {
  figures: { response: dashboardSchema },
});
