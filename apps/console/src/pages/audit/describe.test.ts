import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../api/audit';
import { consoleEn as en } from '../../i18n/locales/console.en';
import { consoleZh as zh } from '../../i18n/locales/console.zh';
import { describeDetail, describeTarget } from './describe';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  actor_user_id: 1,
  actor_name: 'demo',
  action: 'goods.edit',
  target_type: 'goods',
  target_id: 4,
  target_name: '红苹果',
  company_id: 1,
  company_name: '演示公司',
  detail: {},
  created_time: '2025-01-01T00:00:00Z',
  ...over,
});

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'ch', resources: { ch: { translation: zh }, en: { translation: en } } });
});

describe('audit details as words', () => {
  it('say what an edit changed, with prices in yuan and without the target’s own name', async () => {
    const edit = entry({
      detail: {
        name: '红苹果',
        plu_number: 4,
        changes: { unit_price: { from: 1200, to: 1350 }, description: { from: 'a', to: 'b' } },
      },
    });
    await i18n.changeLanguage('ch');
    expect(describeDetail(i18n.t, edit)).toBe('PLU 号: 4；修改了 单价 ¥12.00 → ¥13.50，修改了描述');
    expect(describeTarget(i18n.t, edit)).toBe('商品 红苹果');
    await i18n.changeLanguage('en');
    expect(describeDetail(i18n.t, edit)).toBe(
      'PLU: 4; changed unit price ¥12.00 → ¥13.50, changed the description',
    );
  });

  it('name roles, count lists and fall back to the number of an unnamed target', async () => {
    await i18n.changeLanguage('ch');
    const role = entry({
      action: 'member.role',
      target_type: 'user',
      detail: { from: 'USER', to: 'MANAGER' },
    });
    expect(describeDetail(i18n.t, role)).toBe('原 员工；改为 管理员');
    const sent = entry({
      action: 'scale.goods.add',
      target_type: 'scale',
      target_name: null,
      detail: { good_ids: [1, 2, 3] },
    });
    expect(describeDetail(i18n.t, sent)).toBe('3 个商品');
    expect(describeTarget(i18n.t, sent)).toBe('电子秤 #4');
  });

  it('say which page an inspector viewed and what the answer was', async () => {
    const view = entry({
      action: 'inspector.view',
      target_type: 'scale',
      target_name: '水果秤 1 号',
      detail: {
        method: 'GET',
        route: '/api/management/fleet/scales/:id',
        path: '/api/management/fleet/scales/1',
        query: {},
        status: 200,
        scale_id: 1,
      },
    });
    await i18n.changeLanguage('ch');
    expect(describeDetail(i18n.t, view)).toBe('查看 /api/management/fleet/scales/1（结果 200）');
    await i18n.changeLanguage('en');
    expect(describeDetail(i18n.t, view)).toBe('viewed /api/management/fleet/scales/1 (answer 200)');
  });
});
