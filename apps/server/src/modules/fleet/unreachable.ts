import { dateTimeIn } from '@dahua/shared';
import type { AppContext } from '../../context.js';
import { openBySystem } from '../work-orders/service.js';
import * as repo from './repo.js';
import { frameOf } from './service.js';

/** How often the check runs (routes.ts sets the timer; tests call it). */
export const UNREACHABLE_CHECK_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;
/** A work order's title is at most 100 characters: long scale names are cut. */
const NAME_SHOWN = 24;

const cut = (name: string) => (name.length > NAME_SHOWN ? `${name.slice(0, NAME_SHOWN - 1)}…` : name);

/**
 * Automatic work orders for unreachable scales (issue 27 §1). A scale (not retired, its company's
 * `unreachable_work_orders` on) whose bridge has reported it `unreachable` for longer than the
 * company's `unreachable_hours` (scale_sync_status.state_since), while another scale of the same shop
 * is in step now (state in_step, heard from within the fleet's online window), opens ONE work order
 * and one incident. The incident row goes first (`on conflict do nothing` on the key of one open
 * incident per scale), the order only when it went in, in the same transaction: two instances
 * checking at once open one order. An incident ends when its scale is back in step; a later outage
 * is a new incident. A shop whose scales are all unreachable (its bridge PC is off) opens nothing.
 */
export async function runUnreachableCheck(ctx: AppContext): Promise<{ ended: number; opened: number }> {
  const { now, onlineSince } = frameOf(ctx.clock());
  const ended = await ctx.db.transaction((tx) => repo.endIncidents(tx, now));
  const due = await repo.overdueUnreachable(ctx.db, now, onlineSince);
  let opened = 0;
  for (const scale of due) {
    const since = scale.since!;
    const made = await ctx.db.transaction(async (tx) => {
      const incident = await repo.openIncident(tx, {
        scaleId: scale.scaleId,
        companyId: scale.companyId,
        since,
        now,
      });
      if (incident === null) return false;
      const hours = Math.floor((now.getTime() - since.getTime()) / HOUR_MS);
      const name = cut(scale.scaleName);
      const sinceText = dateTimeIn(since, scale.zone);
      const order = await openBySystem(
        tx,
        {
          companyId: scale.companyId,
          shopId: scale.shopId,
          scaleId: scale.scaleId,
          title: `秤 ${name} 已离线 ${hours} 小时 / Scale ${name} unreachable for ${hours} hours`,
          description:
            `自 ${sinceText} 起桥接程序连接不到这台秤，同店其他秤正常在线（系统自动提交）。\n` +
            `The bridge has not reached this scale since ${sinceText} (${scale.zone}) while the shop's other scales are in step (opened automatically).`,
          contactPerson: scale.contactPerson,
          contactPhone: scale.contactPhone,
        },
        now,
      );
      await repo.linkIncident(tx, incident, order.id);
      return true;
    });
    if (made) opened += 1;
  }
  return { ended, opened };
}
