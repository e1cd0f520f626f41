import { z } from 'zod';
import { inspectorsPaths } from '../paths/inspectors.js';
import { newAdmin, passwordReset, statusChange } from './admins.js';
import { idParams, pageOf, pageQuery, rowId } from './common.js';
import { defineApi } from './define.js';

/**
 * Inspectors (issue 27): a market regulator's read-only account. An administrator creates it and
 * gives it companies (every shop of the company) or single shops; the inspector then reads only
 * the scales, verifications, event logs and reports of those shops.
 */

/** One assignment as given: a whole company (no shop_id) or one shop of that company. */
export const inspectorAssignmentInput = z.object({
  company_id: rowId,
  shop_id: rowId.nullable().optional().describe('one shop of the company; absent or null: the whole company'),
});
export type InspectorAssignmentInput = z.infer<typeof inspectorAssignmentInput>;

/** The most assignments one inspector holds (a district's markets, not the whole country). */
export const MAX_INSPECTOR_ASSIGNMENTS = 200;

const assignmentList = z.array(inspectorAssignmentInput).max(MAX_INSPECTOR_ASSIGNMENTS);

/** One assignment as answered, named. */
export const inspectorAssignmentSchema = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  shop_id: z.number().int().nullable().describe('null: the whole company'),
  shop_name: z.string().nullable(),
});
export type InspectorAssignment = z.infer<typeof inspectorAssignmentSchema>;

export const inspectorSchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  nickname: z.string(),
  phone_number: z.string(),
  organisation: z.string().describe('the authority the inspector works for'),
  status: z.enum(['active', 'disabled']),
  created_time: z.string(),
  assignments: z.array(inspectorAssignmentSchema),
});
export type InspectorAnswer = z.infer<typeof inspectorSchema>;

export const inspectorListQuery = pageQuery.extend({ name: z.string().trim().max(40).optional() });
export type InspectorListQuery = z.infer<typeof inspectorListQuery>;

/** A new inspector: the administrators' account rules (username, password, phone), plus the authority. */
export const newInspector = newAdmin.omit({ role_type: true }).extend({
  organisation: z.string().trim().max(60).default(''),
  assignments: assignmentList.default([]),
});
export type NewInspector = z.input<typeof newInspector>;

export const inspectorAssignmentsChange = z.object({ assignments: assignmentList });
export type InspectorAssignmentsChange = z.input<typeof inspectorAssignmentsChange>;

export const inspectorsApi = defineApi(inspectorsPaths, {
  list: { query: inspectorListQuery, response: pageOf(inspectorSchema) },
  create: { body: newInspector, response: inspectorSchema },
  setAssignments: { params: idParams, body: inspectorAssignmentsChange, response: inspectorSchema },
  setStatus: { params: idParams, body: statusChange, response: inspectorSchema },
  resetPassword: { params: idParams, body: passwordReset, response: inspectorSchema },
});
