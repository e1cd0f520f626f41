import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { statusFor } from '../work-orders/notify.js';
import { createNotice } from './service.js';
import { bilingual, textIn } from './texts.js';

// Issue 26 §4: a notice the system writes reads in its reader's language only, and a resolved
// work order's notice carries no "todo".
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('notice texts in the reader’s language', () => {
  it('answers a two-language title and description in the language the console asks for', async () => {
    const user = await buildUser(t.ctx);
    const token = await signIn(t.app, user.username!, user.password);
    await createNotice(
      t.ctx,
      { userId: user.id },
      {
        type: 'notification',
        title: bilingual({ ch: '库存预警', en: 'Low stock' }),
        description: bilingual({ ch: '苹果低于安全库存', en: 'Apples are low' }),
      },
    );
    // A row written before (both languages in one line) and a title an administrator typed.
    await createNotice(t.ctx, { userId: user.id }, { type: 'event', title: '工单解决 Work order resolved' });
    await createNotice(t.ctx, { userId: user.id }, { type: 'message', title: '秤 TM-Aa 已上线' });
    const titles = async (lang: string) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/management/notices?page=1&per_page=10',
        headers: { ...tokenHeader(token), lang },
      });
      return answer
        .json()
        .data.list.map((n: { title: string; description: string }) => [n.title, n.description]);
    };
    expect(await titles('ch')).toEqual([
      ['秤 TM-Aa 已上线', ''],
      ['工单解决', ''],
      ['库存预警', '苹果低于安全库存'],
    ]);
    expect(await titles('en')).toEqual([
      ['秤 TM-Aa 已上线', ''],
      ['Work order resolved', ''],
      ['Low stock', 'Apples are low'],
    ]);
  });

  it('keeps a text that is the same in both languages whole', () => {
    expect(bilingual({ ch: 'WO-1', en: 'WO-1' })).toBe('WO-1');
    expect(textIn('库存预警 Low stock', 'en')).toBe('Low stock');
    expect(textIn('库存预警 Low stock', 'ch')).toBe('库存预警');
  });

  it('gives a resolved order’s notice no status, and the others theirs', () => {
    expect(statusFor('resolve', false, false)).toBeNull();
    expect(statusFor('accept', false, false)).toBe('processing');
    expect(statusFor('start', false, false)).toBe('doing');
    expect(statusFor('submit', true, true)).toBe('urgent');
  });
});
