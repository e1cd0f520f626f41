import type { AppContext } from '../../context.js';
import type { ReminderKind } from '../../db/schema/index.js';
import type { Bilingual } from '../../lib/language.js';
import { managersOf } from '../members/queries.js';
import { createNotice } from '../notices/service.js';
import { bilingual } from '../notices/texts.js';
import * as repo from './repo.js';

/** The kinds that apply at `daysLeft`, least urgent first: 30 days, 7 days, overdue. */
export function reminderKindsAt(daysLeft: number): ReminderKind[] {
  const kinds: ReminderKind[] = [];
  if (daysLeft <= 30) kinds.push('due_30');
  if (daysLeft <= 7) kinds.push('due_7');
  if (daysLeft < 0) kinds.push('overdue');
  return kinds;
}

const TITLES: Record<ReminderKind, Bilingual> = {
  due_30: { ch: '电子秤检定 30 天内到期', en: 'Scale verification due within 30 days' },
  due_7: { ch: '电子秤检定 7 天内到期', en: 'Scale verification due within 7 days' },
  overdue: { ch: '电子秤检定已过期', en: 'Scale verification overdue' },
};

function descriptionOf(kind: ReminderKind, scale: string, shop: string, day: string): Bilingual {
  if (kind === 'overdue')
    return {
      ch: `${shop}的电子秤「${scale}」检定已于 ${day} 到期，请尽快安排检定；过期的秤不得用于贸易结算。`,
      en: `The verification of scale "${scale}" at ${shop} was due on ${day}. Arrange its verification soon: an overdue scale may not be used for trade.`,
    };
  return {
    ch: `${shop}的电子秤「${scale}」检定将于 ${day} 到期，请提前安排检定。`,
    en: `The verification of scale "${scale}" at ${shop} is due on ${day}. Arrange its verification in time.`,
  };
}

/**
 * Verification reminders (issue 27 §2), on each scale's shop's calendar day at ctx.clock(): for every
 * passing record that counts, of a scale in service, 30 days before its next due day, 7 days before,
 * and once overdue, a notice to the company's owners and managers. Each kind once per record: the
 * reminder rows' key decides (insert … on conflict do nothing), and only the run whose insert went
 * through sends, so parallel runs send once. A record first seen late sends only its most urgent
 * kind and marks the less urgent ones sent, so nobody gets three notices on one day. Answers how many
 * notices went out.
 */
export async function runVerificationReminders(ctx: AppContext): Promise<number> {
  const now = ctx.clock();
  const candidates = await repo.reminderCandidates(ctx.db, now);
  let sent = 0;
  for (const candidate of candidates) {
    const kinds = reminderKindsAt(Number(candidate.daysLeft));
    const urgent = kinds.at(-1);
    if (!urgent) continue;
    sent += await ctx.db.transaction(async (tx) => {
      const marked = await repo.markReminders(tx, candidate.verificationId, candidate.scaleId, kinds, now);
      if (!marked.includes(urgent)) return 0;
      const recipients = await managersOf(tx, candidate.companyId);
      const inTransaction = { ...ctx, db: tx as unknown as AppContext['db'] };
      let count = 0;
      for (const userId of recipients)
        count += await createNotice(
          inTransaction,
          { userId },
          {
            type: 'event',
            title: bilingual(TITLES[urgent]),
            description: bilingual(
              descriptionOf(urgent, candidate.scaleName, candidate.shopName, candidate.nextDueOn),
            ),
            status: urgent === 'overdue' ? 'urgent' : 'todo',
            extra: `/project/scaleMng/scaleList/manage/${candidate.scaleId}`,
          },
        );
      return count;
    });
  }
  return sent;
}

/** Every hour, and once a minute after the start: a missed hour (a restart) is made up at the next run. */
export const REMINDER_INTERVAL_MS = 60 * 60_000;
export const REMINDER_FIRST_RUN_MS = 60_000;
