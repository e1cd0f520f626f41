import type { TransitionBody } from '@dahua/shared/contracts/work-orders';
import { asc, eq } from 'drizzle-orm';
import type { Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../client.js';
import { companyMembers, scales, users } from '../schema/index.js';
import { workOrders } from './door.js';

const HOUR = 3600_000;

/**
 * A few service work orders on the demo scales, in different states, made through the work-order
 * service itself (so they obey its rules and leave their timelines and notices): one waiting for
 * parts, one closed with five stars, one resolved and awaiting the shop's answer, one new.
 */
export async function seedDemoWorkOrders(
  tx: Executor,
  companyId: number,
  adminUsername: string,
  now = new Date(),
) {
  let at = now;
  const ctx = { db: tx, clock: () => at } as unknown as AppContext;
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, adminUsername));
  const members = await tx
    .select({ id: companyMembers.userId, role: companyMembers.joinType })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId));
  const scope = (role: 'OWNER' | 'MANAGER' | 'USER'): Scope => ({
    kind: 'company',
    userId: members.find((m) => m.role === role)!.id,
    companyId,
    role,
  });
  const service: Scope = { kind: 'all', userId: admin!.id };
  const [fruit, meat, counter] = await tx
    .select({ id: scales.id })
    .from(scales)
    .where(eq(scales.companyId, companyId))
    .orderBy(asc(scales.id));

  const report = async (
    hoursAgo: number,
    who: Scope,
    scaleId: number,
    order: {
      type: 'repair' | 'calibration' | 'training';
      priority: 'normal' | 'urgent';
      title: string;
      description: string;
    },
  ) => {
    at = new Date(now.getTime() - hoursAgo * HOUR);
    return workOrders.submit(ctx, who, {
      scale_id: scaleId,
      ...order,
      photos: [],
      contact_person: '王经理',
      contact_phone: '13800000000',
      preferred_time: '工作日上午',
    });
  };
  const step = async (id: number, hoursAgo: number, who: Scope, move: Omit<TransitionBody, 'version'>) => {
    at = new Date(now.getTime() - hoursAgo * HOUR);
    const current = await workOrders.one(ctx, who, id);
    await workOrders.transition(ctx, who, id, { ...move, version: current.version });
  };

  const waiting = await report(72, scope('USER'), fruit!.id, {
    type: 'repair',
    priority: 'urgent',
    title: '打印头出字模糊',
    description: '标签上的价格和条码发虚，扫码枪读不出来。',
  });
  await step(waiting.id, 71, service, { action: 'accept', assignee_id: admin!.id, comment: '已安排工程师' });
  await step(waiting.id, 50, service, { action: 'start', comment: '到店检查，打印头磨损' });
  await step(waiting.id, 49, service, {
    action: 'wait',
    wait_for: 'parts',
    comment: '等待打印头配件，预计两天到货',
  });

  const closed = await report(240, scope('OWNER'), meat!.id, {
    type: 'calibration',
    priority: 'normal',
    title: '年度计量检定',
    description: '请安排今年的计量检定。',
  });
  await step(closed.id, 236, service, { action: 'accept', assignee_id: admin!.id });
  await step(closed.id, 200, service, { action: 'resolve', comment: '检定合格，已贴检定标识' });
  await step(closed.id, 190, scope('OWNER'), { action: 'confirm', satisfaction: 5, comment: '服务及时' });

  const resolved = await report(120, scope('MANAGER'), fruit!.id, {
    type: 'training',
    priority: 'normal',
    title: '新员工标签打印培训',
    description: '两位新店员需要学习改价和打印标签。',
  });
  await step(resolved.id, 118, service, { action: 'accept', assignee_id: admin!.id });
  await step(resolved.id, 30, service, { action: 'resolve', comment: '已现场培训两人' });

  await report(2, scope('MANAGER'), counter!.id, {
    type: 'repair',
    priority: 'normal',
    title: '称重不稳定，数字跳动',
    description: '空秤时显示在 0.002–0.004 kg 之间跳动。',
  });
}
