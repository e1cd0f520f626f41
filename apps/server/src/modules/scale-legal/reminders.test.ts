import { addDays, instantOfWallClock } from '@dahua/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyMembers,
  notices,
  scales,
  scaleVerifications,
  verificationReminders,
} from '../../db/schema/index.js';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { scaleFixtures } from '../../test/scale-fixtures.js';
import { textIn } from '../notices/texts.js';
import { reminderKindsAt, runVerificationReminders } from './reminders.js';

let t: TestApp;
let f: ReturnType<typeof scaleFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  f = scaleFixtures(t);
});
afterAll(() => t.close());

/** Noon in Shanghai on `day`. */
const noonOn = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return instantOfWallClock({ year, month, day: date, hour: 12, minute: 0 }, 'Asia/Shanghai');
};
/** Sets the clock to the day `daysLeft` before `due` (noon, Shanghai). */
const standAt = (due: string, daysLeft: number) => {
  const now = noonOn(addDays(due, -daysLeft));
  t.ctx.clock = () => now;
};

/** A company with an owner, a manager and a staff member, one scale in its Shanghai shop. */
async function companyWithScale() {
  const company = await f.company();
  const manager = await buildUser(t.ctx);
  const staff = await buildUser(t.ctx);
  await t.ctx.db.insert(companyMembers).values([
    { companyId: company.id, userId: manager.id, joinType: 'MANAGER' },
    { companyId: company.id, userId: staff.id, joinType: 'USER' },
  ]);
  const scale = await f.scale(company.firstShop.id, company.id, { scaleName: '称重一号' });
  return { company, scale, managerId: manager.id, staffId: staff.id };
}

async function recordOf(
  c: Awaited<ReturnType<typeof companyWithScale>>,
  nextDueOn: string,
  extra: Partial<typeof scaleVerifications.$inferInsert> = {},
) {
  const [row] = await t.ctx.db
    .insert(scaleVerifications)
    .values({
      companyId: c.company.id,
      scaleId: c.scale.id,
      shopId: c.company.firstShop.id,
      verifiedOn: addDays(nextDueOn, -365),
      body: '市计量所',
      result: 'pass',
      nextDueOn,
      ...extra,
    })
    .returning();
  return row!;
}

/** The reminder notices each person holds, by title in one language. */
async function noticesOf(userIds: number[], lang: 'ch' | 'en' = 'ch') {
  const rows = await t.ctx.db.select().from(notices).where(inArray(notices.userId, userIds));
  return rows
    .filter((row) => row.extra?.startsWith('/project/scaleMng/'))
    .map((row) => ({
      userId: row.userId,
      title: textIn(row.title, lang),
      text: textIn(row.description, lang),
    }));
}

describe('reminderKindsAt', () => {
  it('names the kinds that apply, least urgent first', () => {
    expect(reminderKindsAt(31)).toEqual([]);
    expect(reminderKindsAt(30)).toEqual(['due_30']);
    expect(reminderKindsAt(8)).toEqual(['due_30']);
    expect(reminderKindsAt(7)).toEqual(['due_30', 'due_7']);
    expect(reminderKindsAt(0)).toEqual(['due_30', 'due_7']);
    expect(reminderKindsAt(-1)).toEqual(['due_30', 'due_7', 'overdue']);
  });
});

describe('verification reminders', () => {
  it('30 and 7 days before and once overdue, each once, to the owner and managers only', async () => {
    const c = await companyWithScale();
    const due = '2027-01-15';
    await recordOf(c, due);
    const people = [c.company.ownerId, c.managerId, c.staffId];
    const sentAt = async (daysLeft: number) => {
      standAt(due, daysLeft);
      await runVerificationReminders(t.ctx);
      return (await noticesOf(people)).length;
    };
    expect(await sentAt(31)).toBe(0);
    expect(await sentAt(30)).toBe(2);
    expect(await sentAt(30)).toBe(2); // once
    expect(await sentAt(8)).toBe(2);
    expect(await sentAt(7)).toBe(4);
    expect(await sentAt(7)).toBe(4);
    expect(await sentAt(0)).toBe(4); // due today is still valid
    expect(await sentAt(-1)).toBe(6);
    expect(await sentAt(-1)).toBe(6);
    expect(await sentAt(-40)).toBe(6);

    const received = await noticesOf(people);
    expect(received.some((n) => n.userId === c.staffId)).toBe(false);
    const owners = received.filter((n) => n.userId === c.company.ownerId).map((n) => n.title);
    expect(owners.sort()).toEqual(
      ['电子秤检定 30 天内到期', '电子秤检定 7 天内到期', '电子秤检定已过期'].sort(),
    );
    const english = (await noticesOf([c.managerId], 'en')).map((n) => n.title);
    expect(english.sort()).toEqual(
      [
        'Scale verification due within 30 days',
        'Scale verification due within 7 days',
        'Scale verification overdue',
      ].sort(),
    );
    const text = (await noticesOf([c.managerId], 'en'))[0]!.text;
    expect(text).toContain('称重一号');
    expect(text).toContain('一号店');
    expect(text).toContain(due);
  });

  it('a record first seen 5 days before sends only the 7-day notice and marks the 30-day one sent', async () => {
    const c = await companyWithScale();
    const due = '2027-02-10';
    const made = await recordOf(c, due);
    standAt(due, 5);
    await runVerificationReminders(t.ctx);
    const received = await noticesOf([c.company.ownerId]);
    expect(received.map((n) => n.title)).toEqual(['电子秤检定 7 天内到期']);
    const marked = await t.ctx.db
      .select({ kind: verificationReminders.kind })
      .from(verificationReminders)
      .where(eq(verificationReminders.verificationId, made.id));
    expect(marked.map((m) => m.kind).sort()).toEqual(['due_30', 'due_7']);
    // First seen overdue: one notice, the overdue one.
    const late = await companyWithScale();
    await recordOf(late, addDays(due, -10));
    await runVerificationReminders(t.ctx);
    expect((await noticesOf([late.company.ownerId])).map((n) => n.title)).toEqual(['电子秤检定已过期']);
  });

  it('a corrected record’s reminders follow the correcting record', async () => {
    const c = await companyWithScale();
    const due = '2027-03-20';
    const first = await recordOf(c, due);
    standAt(due, 30);
    await runVerificationReminders(t.ctx);
    expect(await noticesOf([c.company.ownerId])).toHaveLength(1);

    // A correction of another field, same due day: what was sent stays sent.
    const owner = c.company.owner;
    const same = await t.app.inject({
      method: 'POST',
      url: `/api/management/scales/${c.scale.id}/verifications`,
      headers: tokenHeader(owner),
      payload: {
        verified_on: first.verifiedOn,
        body: '省计量院',
        result: 'pass',
        next_due_on: due,
        corrects_id: first.id,
      },
    });
    expect(same.statusCode, same.body).toBe(200);
    await runVerificationReminders(t.ctx);
    expect(await noticesOf([c.company.ownerId])).toHaveLength(1);

    // A correction moving the due day 60 days on: nothing now (90 days left), its own 30 days later.
    const later = addDays(due, 60);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/management/scales/${c.scale.id}/verifications`,
      headers: tokenHeader(owner),
      payload: {
        verified_on: first.verifiedOn,
        body: '省计量院',
        result: 'pass',
        next_due_on: later,
        corrects_id: same.json().data.id,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    standAt(due, 7); // the corrected records would send their 7-day notice now: they no longer count
    await runVerificationReminders(t.ctx);
    expect(await noticesOf([c.company.ownerId])).toHaveLength(1);
    standAt(later, 30);
    await runVerificationReminders(t.ctx);
    const received = await noticesOf([c.company.ownerId], 'en');
    expect(received).toHaveLength(2);
    expect(received.some((n) => n.text.includes(later))).toBe(true);
  });

  it('retired scales and failed records get none', async () => {
    const retired = await companyWithScale();
    const due = '2027-04-01';
    await recordOf(retired, due);
    await t.ctx.db.update(scales).set({ retiredTime: new Date() }).where(eq(scales.id, retired.scale.id));
    const failed = await companyWithScale();
    await recordOf(failed, due, { result: 'fail' });
    for (const daysLeft of [30, 7, -1]) {
      standAt(due, daysLeft);
      await runVerificationReminders(t.ctx);
    }
    expect(await noticesOf([retired.company.ownerId, failed.company.ownerId])).toHaveLength(0);
  });

  it('parallel runs send each notice once', async () => {
    const companies = await Promise.all([1, 2, 3].map(() => companyWithScale()));
    const due = '2027-05-05';
    for (const c of companies) await recordOf(c, due);
    const people = companies.flatMap((c) => [c.company.ownerId, c.managerId]);
    for (const [daysLeft, expected] of [
      [30, 6],
      [7, 12],
      [-1, 18],
    ] as const) {
      standAt(due, daysLeft);
      await Promise.all([1, 2, 3].map(() => runVerificationReminders(t.ctx)));
      expect(await noticesOf(people)).toHaveLength(expected);
    }
  });
});
