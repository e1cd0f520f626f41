import { compactDay, dayIn } from '@dahua/shared';
import type {
  Payment,
  PaymentDay,
  PaymentDetail,
  PaymentFilters,
  PaymentListQuery,
} from '@dahua/shared/contracts/payments';
import { canManageCompany, type Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { Lang } from '../../lib/language.js';
import { offsetOf, paged } from '../../lib/paging.js';
import { zoneOfView } from '../time-zones/index.js';
import * as repo from './records-repo.js';
import type { Caller } from './settings.js';

/*
 * The console's payment records (issue 31 §4). A company's owners, managers and staff see their
 * company's payments (as they see its trades: the whole company), administrators every company's (or
 * one, by `company_id`); inspectors and people in no company none: refused. Another company's
 * payment is not found.
 */

/** Who may ask at all: refused for inspectors and people in no company. */
function admit(scope: Scope): void {
  if (scope.kind === 'none') throw new AppError('FORBIDDEN');
}

/**
 * Whether the caller may refund it now: the company's owners and managers, super administrators (as
 * refunds.ts decides), while it is paid with something left to refund.
 */
function mayRefund(caller: Caller, row: repo.RecordRow): boolean {
  const allowed =
    caller.scope.kind === 'all' ? caller.superAdmin : canManageCompany(caller.scope, row.company_id);
  return allowed && row.status === 'paid' && row.refunded_fen < row.amount_fen;
}

function answerOf(row: repo.RecordRow, caller: Caller): Payment {
  return {
    id: row.id,
    order_no: row.order_no,
    company_id: row.company_id,
    shop_id: row.shop_id,
    shop_name: row.shop_name,
    channel: row.channel,
    amount_fen: row.amount_fen,
    refunded_fen: row.refunded_fen,
    status: row.status,
    ticket_no: row.ticket_no,
    provider_trade_no: row.provider_trade_no,
    created_time: row.created_time,
    paid_time: row.paid_time,
    match:
      row.match_kind !== null &&
      row.match_trade_id !== null &&
      row.match_scale_id !== null &&
      row.match_trade_time !== null
        ? {
            kind: row.match_kind,
            trade_id: row.match_trade_id,
            scale_id: row.match_scale_id,
            scale_name: row.match_scale_name,
            ticket_no: row.match_ticket_no,
            trade_time: row.match_trade_time,
            ticket_total_fen: row.match_total ?? 0,
          }
        : null,
    can_refund: mayRefund(caller, row),
    version: row.version,
  };
}

/** The payments list: filtered, newest first. */
export async function list(ctx: AppContext, caller: Caller, query: PaymentListQuery) {
  admit(caller.scope);
  const where = repo.whereOf(caller.scope, query);
  const [rows, total] = await Promise.all([
    repo.page(ctx.db, where, query.per_page, offsetOf(query)),
    repo.count(ctx.db, where),
  ]);
  return paged(
    rows.map((row) => answerOf(row, caller)),
    total,
    query,
  );
}

/** Count, amount and refunds of the paid (and refunded) payments per shop-calendar day and channel. */
export async function daily(ctx: AppContext, caller: Caller, filters: PaymentFilters): Promise<PaymentDay[]> {
  admit(caller.scope);
  return repo.daily(ctx.db, repo.whereOf(caller.scope, filters));
}

/**
 * One payment with its refunds, as the console's detail (and the refund call's answer) shows it;
 * PAYMENT_NOT_FOUND (404) when the caller may not see it.
 */
export async function paymentDetail(db: Executor, caller: Caller, id: number): Promise<PaymentDetail> {
  admit(caller.scope);
  const row = await repo.one(db, caller.scope, id);
  if (!row) throw new AppError('PAYMENT_NOT_FOUND');
  return { ...answerOf(row, caller), refunds: await repo.refundsOf(db, id) };
}

/** The filtered payments, newest first, a chunk at a time (keyset), for the export. */
export async function* paymentsFor(ctx: AppContext, caller: Caller, filters: PaymentFilters, chunk = 2000) {
  admit(caller.scope);
  const where = repo.whereOf(caller.scope, filters);
  let cursor: { time: string; id: number } | null = null;
  for (;;) {
    const rows = await repo.after(ctx.db, where, cursor, chunk);
    if (rows.length > 0) yield rows.map((row) => ({ row, answer: answerOf(row, caller) }));
    if (rows.length < chunk) return;
    const last = rows[rows.length - 1]!;
    cursor = { time: last.cursor_time, id: last.id };
  }
}

/** The export's file name: the day in the zone of what it shows (`payments-20261127.xlsx`). */
export async function exportName(ctx: AppContext, scope: Scope, filters: PaymentFilters, lang: Lang) {
  const day = compactDay(dayIn(ctx.clock(), await zoneOfView(ctx.db, scope, filters)));
  return `${lang === 'en' ? 'payments' : 'shoukuan'}-${day}.xlsx`;
}
