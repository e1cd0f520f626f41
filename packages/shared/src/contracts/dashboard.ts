import { z } from 'zod';
import { dashboardPaths } from '../paths/dashboard.js';
import { defineApi } from './define.js';

/** The figures of the caller's company, or of all companies for administrators (null for company users). */
export const dashboardSchema = z.object({
  shops: z.number().int(),
  scales: z.number().int(),
  goods: z.number().int(),
  members: z.number().int().describe('people in the company (administrators: in all companies)'),
  companies: z.number().int().nullable().describe('administrators only'),
  users: z.number().int().nullable().describe('company users, administrators only'),
  admins: z.number().int().nullable().describe('administrators only'),
});
export type DashboardFigures = z.infer<typeof dashboardSchema>;

export const dashboardApi = defineApi(dashboardPaths, {
  figures: { response: dashboardSchema },
});
