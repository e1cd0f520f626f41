import { dateTimeSecondsIn, fenToYuan } from '@dahua/shared';
import type { Payment } from '@dahua/shared/contracts/payments';
import ExcelJS from 'exceljs';
import type { Bilingual, Lang } from '../../lib/language.js';
import { guardCell } from '../../lib/sheets/cells.js';
import type { RecordRow } from './records-repo.js';

/*
 * The payments list as xlsx (issue 31 §4): one row per payment, newest first, headed in the caller's
 * language; times on the shop's clock, money in yuan (numbers, so a spreadsheet sums them).
 */

export const HEADINGS: Bilingual[] = [
  { ch: '创建时间', en: 'Created' },
  { ch: '支付时间', en: 'Paid' },
  { ch: '店铺', en: 'Shop' },
  { ch: '渠道', en: 'Channel' },
  { ch: '金额（元）', en: 'Amount (yuan)' },
  { ch: '已退款（元）', en: 'Refunded (yuan)' },
  { ch: '状态', en: 'Status' },
  { ch: '小票号', en: 'Ticket' },
  { ch: '订单号', en: 'Order number' },
  { ch: '支付平台交易号', en: 'Provider transaction' },
  { ch: '匹配方式', en: 'Matched by' },
  { ch: '电子秤', en: 'Scale' },
  { ch: '销售时间', en: 'Sale time' },
  { ch: '小票金额（元）', en: 'Ticket total (yuan)' },
];

export const CHANNEL_NAMES: Record<Payment['channel'], Bilingual> = {
  wechat: { ch: '微信支付', en: 'WeChat Pay' },
  alipay: { ch: '支付宝', en: 'Alipay' },
};

export const STATUS_NAMES: Record<Payment['status'], Bilingual> = {
  created: { ch: '待支付', en: 'Not paid' },
  paid: { ch: '已支付', en: 'Paid' },
  closed: { ch: '已关闭', en: 'Closed' },
  refunded: { ch: '已退款', en: 'Refunded' },
};

const KIND_NAMES: Record<NonNullable<Payment['match']>['kind'], Bilingual> = {
  ticket: { ch: '小票号', en: 'Ticket number' },
  amount_time: { ch: '金额和时间', en: 'Amount and time' },
};

const UNMATCHED: Bilingual = { ch: '未匹配', en: 'Not matched' };

function cellsOf(row: RecordRow, payment: Payment, lang: Lang): (string | number | null)[] {
  // An empty cell is null (nothing written), not an empty text.
  const at = (iso: string | null) => (iso ? dateTimeSecondsIn(new Date(iso), row.zone) : null);
  const match = payment.match;
  const paidOrRefunded = payment.status === 'paid' || payment.status === 'refunded';
  return [
    at(payment.created_time),
    at(payment.paid_time),
    payment.shop_name === null ? null : guardCell(payment.shop_name),
    CHANNEL_NAMES[payment.channel][lang],
    fenToYuan(payment.amount_fen),
    fenToYuan(payment.refunded_fen),
    STATUS_NAMES[payment.status][lang],
    payment.ticket_no,
    payment.order_no,
    payment.provider_trade_no === null ? null : guardCell(payment.provider_trade_no),
    match ? KIND_NAMES[match.kind][lang] : paidOrRefunded ? UNMATCHED[lang] : null,
    match?.scale_name ? guardCell(match.scale_name) : null,
    match ? at(match.trade_time) : null,
    match ? fenToYuan(match.ticket_total_fen) : null,
  ];
}

/** The most rows one export writes (the workbook is built in memory); past it a last row says so. */
export const PAYMENT_EXPORT_LIMIT = 100_000;

/** The workbook of the filtered payments (chunks as records.paymentsFor yields them). */
export async function paymentsWorkbook(
  chunks: AsyncIterable<{ row: RecordRow; answer: Payment }[]>,
  lang: Lang,
  limit = PAYMENT_EXPORT_LIMIT,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'en' ? 'Payments' : '收款记录');
  sheet.addRow(HEADINGS.map((h) => h[lang]));
  let written = 0;
  outer: for await (const chunk of chunks)
    for (const { row, answer } of chunk) {
      if (written === limit) {
        sheet.addRow([
          lang === 'en'
            ? `Only the newest ${limit} payments are here: narrow the days or the shop for the rest.`
            : `仅导出最新的 ${limit} 笔收款，其余请缩小日期或店铺范围后再导出。`,
        ]);
        break outer;
      }
      sheet.addRow(cellsOf(row, answer, lang));
      written++;
    }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
