import { dateTimeSecondsIn } from '@dahua/shared';
import type { Lead, LeadStatus } from '@dahua/shared/contracts/enquiries';
import ExcelJS from 'exceljs';
import type { Lang } from '../../lib/language.js';
import { guardCell } from '../../lib/sheets/cells.js';
import { MAKER_TIME_ZONE } from '../time-zones/index.js';

const HEADINGS = [
  { ch: '编号', en: 'Reference' },
  { ch: '收到时间', en: 'Received' },
  { ch: '类型', en: 'Kind' },
  { ch: '状态', en: 'Status' },
  { ch: '姓名', en: 'Name' },
  { ch: '公司', en: 'Company' },
  { ch: '地区', en: 'Region' },
  { ch: '手机号', en: 'Phone' },
  { ch: '电子邮箱', en: 'E-mail' },
  { ch: '产品', en: 'Product' },
  { ch: '留言', en: 'Message' },
  { ch: '负责人', en: 'Owner' },
];
const STATUS_WORDS: Record<LeadStatus, { ch: string; en: string }> = {
  new: { ch: '新咨询', en: 'new' },
  contacted: { ch: '已联系', en: 'contacted' },
  won: { ch: '已成交', en: 'won' },
  lost: { ch: '已流失', en: 'lost' },
};
const KIND_WORDS = { enquiry: { ch: '咨询', en: 'enquiry' }, dealer: { ch: '经销商申请', en: 'dealer' } };

/**
 * The leads as an xlsx workbook in the caller's language, times in the maker's zone; what a visitor
 * typed is guarded against formulas (guardCell).
 */
export async function leadsWorkbook(leads: Lead[], lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'en' ? 'leads' : '线索');
  sheet.addRow(HEADINGS.map((h) => h[lang]));
  for (const lead of leads)
    sheet.addRow([
      lead.reference,
      dateTimeSecondsIn(new Date(lead.created_time), MAKER_TIME_ZONE),
      KIND_WORDS[lead.kind][lang],
      STATUS_WORDS[lead.status][lang],
      guardCell(lead.name),
      guardCell(lead.company),
      guardCell(lead.region),
      lead.phone,
      guardCell(lead.email),
      guardCell(lead.product),
      guardCell(lead.message),
      guardCell(lead.owner?.name ?? ''),
    ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
