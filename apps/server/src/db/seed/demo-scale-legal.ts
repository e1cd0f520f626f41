import { addDays, DEFAULT_TIME_ZONE, dayIn, defaultNextDue } from '@dahua/shared';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../client.js';
import {
  inspectorAssignments,
  scaleEvents,
  scales,
  scaleVerifications,
  users,
  verificationReminders,
} from '../schema/index.js';

const DAY_MS = 86_400_000;

/**
 * The demo scales' legal life (issue 27), so the fleet, the scale pages and the public pages show
 * each status: the fruit scale verified 200 days ago (valid), the meat scale 350 days ago (due in
 * about two weeks, its 30-day reminder sent, with a calibration and a seal replaced since), the weighing
 * station never.
 * And a market inspector who may read the first shop only.
 */
export async function seedDemoScaleLegal(
  tx: Executor,
  companyId: number,
  ownerId: number,
  inspector: { username: string; passwordHash: string; phone: string },
  now = new Date(),
) {
  const today = dayIn(now, DEFAULT_TIME_ZONE);
  const rows = await tx
    .select({ id: scales.id, shopId: scales.shopId })
    .from(scales)
    .where(eq(scales.companyId, companyId))
    .orderBy(asc(scales.id));
  const [fruit, meat] = rows;
  if (!fruit || !meat) return;
  const verification = (scale: { id: number; shopId: number }, daysAgo: number, certificateNo: string) => {
    const verifiedOn = addDays(today, -daysAgo);
    return {
      companyId,
      scaleId: scale.id,
      shopId: scale.shopId,
      verifiedOn,
      body: '杭州市质量技术监督检测院',
      certificateNo,
      result: 'pass' as const,
      nextDueOn: defaultNextDue(verifiedOn),
      sealNumbers: `HZ-${certificateNo.slice(-4)}`,
      createdBy: ownerId,
      createdTime: new Date(now.getTime() - daysAgo * DAY_MS),
    };
  };
  const records = await tx
    .insert(scaleVerifications)
    .values([verification(fruit, 200, 'JD2026-0418'), verification(meat, 350, 'JD2025-1203')])
    .returning({ id: scaleVerifications.id, scaleId: scaleVerifications.scaleId });
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  // The meat scale's 30-day reminder went out when it reached 30 days left (15 days ago): the
  // reminders timer sends its 7-day one when that day comes, nothing at the demo's first start.
  const meatRecord = records.find((record) => record.scaleId === meat.id);
  if (meatRecord)
    await tx
      .insert(verificationReminders)
      .values({ verificationId: meatRecord.id, scaleId: meat.id, kind: 'due_30', sentTime: at(15) });
  await tx.insert(scaleEvents).values([
    ...records.map((record, i) => ({
      companyId,
      scaleId: record.scaleId,
      shopId: (i === 0 ? fruit : meat).shopId,
      kind: 'verification' as const,
      verificationId: record.id,
      occurredAt: at(i === 0 ? 200 : 350),
      note: '年度强制检定 / yearly compulsory verification',
      createdBy: ownerId,
    })),
    {
      companyId,
      scaleId: meat.id,
      shopId: meat.shopId,
      kind: 'calibration' as const,
      occurredAt: at(120),
      note: '更换称重传感器后校准 / calibrated after the load cell was replaced',
      createdBy: ownerId,
    },
    {
      companyId,
      scaleId: meat.id,
      shopId: meat.shopId,
      kind: 'seal_replaced' as const,
      occurredAt: at(119),
      note: '铅封 HZ-1203 更换为 HZ-2291 / seal HZ-1203 replaced by HZ-2291',
      createdBy: ownerId,
    },
  ]);
  const [user] = await tx
    .insert(users)
    .values({
      username: inspector.username,
      phoneNumber: inspector.phone,
      passwordHash: inspector.passwordHash,
      nickname: '西湖区市场监管',
      organisation: '杭州市西湖区市场监督管理局',
      roleType: 'INSPECTOR',
    })
    .returning({ id: users.id });
  await tx.insert(inspectorAssignments).values({ userId: user!.id, companyId, shopId: fruit.shopId });
}
