import { formatMoney } from '@dahua/shared';
import type { TFunction } from 'i18next';
import type { AuditEntry } from '../../api/audit';

type Change = { from: unknown; to: unknown };

/** Fields whose values say little in a line (long text, lists, images): only that they changed is shown. */
const OPAQUE = new Set(['description', 'desc', 'img_url', 'discount_periods', 'hot_keys', 'style']);
/** Detail keys that name the target: shown in the target column already. */
const NAME_KEYS = new Set(['name', 'scale_name', 'username']);
const ROLE_FIELDS = new Set(['role_type', 'join_type', 'from', 'to', 'was']);
const MAX_TEXT = 40;

const isChange = (value: unknown): value is Change =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value;

/** The label of a detail field, in the current language (an unknown field shows its own name). */
function label(t: TFunction, field: string): string {
  return t(`audit.fields.${field}`, { defaultValue: field });
}

/** One value as a person reads it: yuan for prices, words for modes, roles and yes/no, short text. */
function valueText(t: TFunction, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('audit.empty');
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  if (field === 'unit_price' && typeof value === 'number') return formatMoney(value);
  if (field === 'weighing_mode' && typeof value === 'number') return t(`goods.mode${value}`);
  if (Array.isArray(value)) return t('audit.items', { count: value.length });
  if (typeof value === 'object') return t('audit.changedValue');
  const text = String(value);
  if (ROLE_FIELDS.has(field)) return t(`audit.roles.${text}`, { defaultValue: text });
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

function changeText(t: TFunction, field: string, change: Change): string {
  if (OPAQUE.has(field)) return t('audit.fieldChanged', { field: label(t, field) });
  return `${label(t, field)} ${valueText(t, field, change.from)} → ${valueText(t, field, change.to)}`;
}

/** One detail entry as words. */
function partText(t: TFunction, key: string, value: unknown): string {
  if (key === 'changes' && typeof value === 'object' && value !== null) {
    const parts = Object.entries(value).filter((entry): entry is [string, Change] => isChange(entry[1]));
    return parts.length > 0
      ? t('audit.changed', {
          list: parts.map(([field, change]) => changeText(t, field, change)).join(t('audit.comma')),
        })
      : t('audit.nothingChanged');
  }
  // Entries written before edits recorded their values name only the fields.
  if (key === 'fields' && Array.isArray(value))
    return t('audit.changed', { list: value.map((field) => label(t, String(field))).join(t('audit.comma')) });
  if (key === 'from' || key === 'to') return `${label(t, key)} ${valueText(t, key, value)}`;
  if (key === 'good_ids' && Array.isArray(value)) return t('audit.goodsCount', { count: value.length });
  if (OPAQUE.has(key)) return t('audit.fieldChanged', { field: label(t, key) });
  return `${label(t, key)}: ${valueText(t, key, value)}`;
}

/**
 * An entry's detail as readable text in the current language, e.g. "修改了 单价 ¥12.00 → ¥13.50，
 * 名称 苹果 → 红苹果". Role changes read "角色 管理员 → 员工"; the target's own name is left out
 * (the target column shows it).
 */
export function describeDetail(t: TFunction, entry: AuditEntry): string {
  // An inspector's view (issue 27): what was asked, and what the answer was.
  if (entry.action === 'inspector.view')
    return t('audit.inspectorView', {
      path: String(entry.detail.path ?? entry.detail.route ?? ''),
      status: String(entry.detail.status ?? ''),
      // Plain text: React escapes what it shows.
      interpolation: { escapeValue: false },
    });
  const parts = Object.entries(entry.detail)
    .filter(([key, value]) => !(NAME_KEYS.has(key) && value === entry.target_name))
    .map(([key, value]) => partText(t, key, value));
  return parts.join(t('audit.separator'));
}

/** The target as "电子秤 水果秤 1 号": its type and its name at the time (else its number). */
export function describeTarget(t: TFunction, entry: AuditEntry): string {
  const type = t(`audit.targets.${entry.target_type}`, { defaultValue: entry.target_type });
  if (entry.target_name) return `${type} ${entry.target_name}`;
  return entry.target_id === null ? type : `${type} #${entry.target_id}`;
}
