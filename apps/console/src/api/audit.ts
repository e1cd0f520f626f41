import type { AuditEntry, auditApi } from '@dahua/shared/contracts/audit';
import type { QueryOf } from '@dahua/shared/contracts/define';
import { auditPaths } from '@dahua/shared/paths/audit';
import { clientFor } from './client';

export type { AuditEntry };

/** The actions the server records (modules companies, members, admins, shops, goods, scales, scale-registration, devices, bridges). */
export const AUDIT_ACTIONS = [
  'company.create',
  'company.update',
  'company.barcode',
  'company.disable',
  'company.enable',
  'member.add',
  'member.invite',
  'member.invite_revoke',
  'member.join',
  'member.role',
  'member.remove',
  'admin.create',
  'admin.disabled',
  'admin.active',
  'admin.role',
  'admin.password_reset',
  'admin.site_editor',
  'shop.create',
  'shop.edit',
  'shop.delete',
  'shop.bridge_code',
  'shop.bridge_pair',
  'shop.bridge_remove',
  'shop.current_lots',
  'goods.create',
  'goods.edit',
  'goods.delete',
  'goods.import',
  'scale.create',
  'scale.update',
  'scale.delete',
  'scale.goods.add',
  'scale.goods.remove',
  'scale.hot_keys.replace',
  'scale.hot_keys.copy',
  'scale.authorize',
  'scale.credential',
  'scale.resync',
  'scale.verify',
  'scale_report.answer',
  'scale_report.create',
  'inspector.create',
  'inspector.assignments',
  'inspector.view',
  'label.push_confirmed',
  'price_list.create',
  'price_list.update',
  'price_list.prices',
  'price_list.delete',
  'price_change.create',
  'price_change.update',
  'price_change.cancel',
  'recall.create',
  'recall.notify',
  'recall.stop',
  'recall.release',
  'recall.export',
  'payment_settings.save',
  'payment.refund',
  'enquiry.create',
  'enquiry.update',
  'enquiry.note',
  'site_image.upload',
  'site_file.upload',
  'site.publish',
  'site.restore',
  'site.create',
  'site.withdraw',
  'site.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

type AuditApi = typeof auditApi;
export type AuditQuery = QueryOf<AuditApi['list']>;

const audit = clientFor<AuditApi>(auditPaths);

export const listAuditLogs = (query: AuditQuery) => audit.list({ query });
