import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/** A change or promotion the schedule acts on now. */
export type DueRow = {
  id: number;
  kind: 'change' | 'promotion';
  priceListId: number | null;
  step: 'start' | 'end';
};

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** Is anything due at `now`? One look at the two partial indexes (the timer asks every second). */
export async function anythingDue(db: Executor, now: Date): Promise<boolean> {
  const result = await db.execute(sql`
    select exists (select 1 from price_changes
        where started_time is null and cancelled_time is null and starts_at <= ${now.toISOString()}::timestamptz)
      or exists (select 1 from price_changes
        where started_time is not null and ended_time is null and ends_at is not null
          and ends_at <= ${now.toISOString()}::timestamptz) as due`);
  return rowsOf(result)[0]?.due === true;
}

/**
 * Everything due at `now`, locked, in the order it falls due (a start before an end at the same instant,
 * so a promotion that started and ended while no server ran does both, in order). A row another run
 * holds is waited for and then skipped, since the conditions are read again once it is locked.
 */
export async function lockDue(tx: Executor, now: Date): Promise<DueRow[]> {
  const at = now.toISOString();
  const result = await tx.execute(sql`
    select id, kind, price_list_id, step from (
      select id, kind, price_list_id, 'start' as step, starts_at as due_at, 0 as o from price_changes
        where started_time is null and cancelled_time is null and starts_at <= ${at}::timestamptz
      union all
      select id, kind, price_list_id, 'end' as step, ends_at as due_at, 1 as o from price_changes
        where started_time is not null and ended_time is null and ends_at is not null and ends_at <= ${at}::timestamptz
    ) due order by due_at, o, id`);
  const rows = rowsOf(result).map((row) => ({
    id: Number(row.id),
    kind: row.kind as DueRow['kind'],
    priceListId: row.price_list_id === null ? null : Number(row.price_list_id),
    step: row.step as DueRow['step'],
  }));
  if (rows.length === 0) return [];
  // Lock them in id order (one order for every run), then keep those still due.
  const ids = [...new Set(rows.map((row) => row.id))].sort((a, b) => a - b);
  const locked = rowsOf(
    await tx.execute(sql`
      select id, started_time, ended_time, cancelled_time from price_changes
      where id = any(${`{${ids.join(',')}}`}::integer[]) order by id for update`),
  );
  const state = new Map(locked.map((row) => [Number(row.id), row]));
  return rows.filter((row) => {
    const now = state.get(row.id);
    if (!now || now.cancelled_time !== null) return false;
    return row.step === 'start' ? now.started_time === null : now.ended_time === null;
  });
}

/** A change starts: its prices become the base's (goods) or the list's, named as set by it. */
export async function applyChange(tx: Executor, row: DueRow): Promise<void> {
  if (row.priceListId === null) {
    await tx.execute(sql`
      update goods g set unit_price_fen = l.unit_price_fen, price_change_id = ${row.id}, last_modified_time = now()
      from price_change_lines l
      where l.price_change_id = ${row.id} and g.id = l.goods_id`);
  } else {
    await tx.execute(sql`
      insert into price_list_prices (price_list_id, goods_id, unit_price_fen, price_change_id, updated_time)
      select ${row.priceListId}, l.goods_id, l.unit_price_fen, ${row.id}, now()
      from price_change_lines l where l.price_change_id = ${row.id}
      order by l.goods_id
      on conflict (price_list_id, goods_id) do update
        set unit_price_fen = excluded.unit_price_fen, price_change_id = excluded.price_change_id, updated_time = now()`);
  }
}

/** Marks a start or an end (for a promotion, the write its device trigger turns into the scales' changes). */
export async function mark(tx: Executor, row: DueRow, now: Date): Promise<void> {
  const at = now.toISOString();
  if (row.step === 'start')
    await tx.execute(sql`update price_changes set started_time = ${at}::timestamptz where id = ${row.id}`);
  else await tx.execute(sql`update price_changes set ended_time = ${at}::timestamptz where id = ${row.id}`);
}
