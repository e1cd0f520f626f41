import { z } from 'zod';
import { auditPaths } from '../paths/audit.js';
import { idText, pageOf, pageQuery } from './common.js';
import { defineApi } from './define.js';

/** One administrative change as the audit log answers it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_user_id: z.number().int().nullable(),
  actor_name: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int().nullable(),
  target_name: z.string().nullable().describe('the target’s name when the change was made'),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable().describe('the company’s name when the change was made'),
  detail: z
    .record(z.string(), z.unknown())
    .describe('what changed: fields set, or `changes: {field: {from, to}}` for edits'),
  created_time: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuery = pageQuery.extend({
  company_id: idText.optional(),
  action: z.string().max(60).optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditApi = defineApi(auditPaths, {
  list: { query: auditListQuery, response: pageOf(auditEntrySchema) },
});
