import { requestData } from './client';
import type { Paged } from './notices';

/** The actions the server records (modules companies, members, admins, scales, scale-registration). */
export const AUDIT_ACTIONS = [
  'company.create',
  'company.update',
  'company.barcode',
  'company.disable',
  'company.enable',
  'member.add',
  'member.role',
  'member.remove',
  'admin.create',
  'admin.disabled',
  'admin.active',
  'admin.role',
  'admin.password_reset',
  'scale.create',
  'scale.update',
  'scale.delete',
  'scale.goods.add',
  'scale.goods.remove',
  'scale.hot_keys.replace',
  'scale.hot_keys.copy',
  'scale.authorize',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEntry = {
  id: number;
  actor_user_id: number | null;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: number | null;
  company_id: number | null;
  detail: Record<string, unknown>;
  created_time: string;
};

export function listAuditLogs(query: {
  page: number;
  per_page: number;
  company_id?: number | undefined;
  action?: string | undefined;
}): Promise<Paged<AuditEntry>> {
  return requestData('/api/management/audit_logs', { query });
}
