import { dateTimeIn, type VerificationStatus } from '@dahua/shared';
import type { FleetScale } from '@dahua/shared/contracts/fleet';
import ExcelJS from 'exceljs';
import type { Bilingual, Lang } from '../../lib/language.js';
import { guardCell } from '../../lib/sheets/cells.js';

const STATUS_WORDS: Record<VerificationStatus, Bilingual> = {
  valid: { ch: '有效', en: 'valid' },
  due: { ch: '即将到期', en: 'due within 30 days' },
  overdue: { ch: '已过期', en: 'overdue' },
  failed: { ch: '不合格', en: 'failed' },
  never: { ch: '未检定', en: 'never verified' },
};

const SYNC_WORDS: Record<NonNullable<FleetScale['sync_state']>, Bilingual> = {
  in_step: { ch: '已同步', en: 'in step' },
  pushing: { ch: '正在下发', en: 'pushing' },
  unreachable: { ch: '连接不上', en: 'unreachable' },
  error: { ch: '出错', en: 'error' },
};

const HEADINGS: Bilingual[] = [
  { ch: '公司', en: 'Company' },
  { ch: '店铺', en: 'Shop' },
  { ch: '电子秤', en: 'Scale' },
  { ch: '编号', en: 'Scale id' },
  { ch: '型号', en: 'Model' },
  { ch: '桥接在线', en: 'Bridge online' },
  { ch: '同步状态', en: 'Sync state' },
  { ch: '最后同步', en: 'Last in step' },
  { ch: '最后联系', en: 'Last contact' },
  { ch: '最后上传销售', en: 'Last sales upload' },
  { ch: '软件标识（读取）', en: 'Software (read)' },
  { ch: '软件标识（录入）', en: 'Software (entered)' },
  { ch: '检定状态', en: 'Verification' },
  { ch: '检定日期', en: 'Verified on' },
  { ch: '下次检定', en: 'Next due' },
  { ch: '检定机构', en: 'Verifying body' },
  { ch: '未完成工单', en: 'Open work orders' },
  { ch: '停用时间', en: 'Retired' },
];

/**
 * The fleet as one xlsx sheet, headed in the caller's language; every text a person typed goes
 * through guardCell (a name starting with `=` is not run as a formula); times on `zone`'s clock.
 */
export async function fleetWorkbook(rows: FleetScale[], lang: Lang, zone: string): Promise<Buffer> {
  const time = (iso: string | null) => (iso ? dateTimeIn(new Date(iso), zone) : '');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'en' ? 'fleet' : '设备档案');
  sheet.addRow(HEADINGS.map((heading) => heading[lang]));
  const yes = lang === 'en' ? 'yes' : '是';
  const no = lang === 'en' ? 'no' : '否';
  for (const row of rows)
    sheet.addRow([
      guardCell(row.company.name),
      guardCell(row.shop.name),
      guardCell(row.name),
      row.id,
      guardCell(row.model_code),
      row.online ? yes : no,
      row.sync_state ? SYNC_WORDS[row.sync_state][lang] : '',
      time(row.last_in_step),
      time(row.last_contact),
      time(row.last_sales_upload),
      guardCell(row.software.read ?? ''),
      guardCell(row.software.entered ?? ''),
      STATUS_WORDS[row.verification.status][lang],
      row.verification.verified_on ?? '',
      row.verification.next_due_on ?? '',
      guardCell(row.verification.body ?? ''),
      row.open_work_orders,
      time(row.retired_time),
    ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
