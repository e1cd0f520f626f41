import { describe, expect, it } from 'vitest';
import { noticeTarget } from './noticeLink';

describe('noticeTarget', () => {
  it('follows console paths of either area', () => {
    expect(noticeTarget('/project/workorderMng/workorderList/12')).toBe(
      '/project/workorderMng/workorderList/12',
    );
    expect(noticeTarget('/admin/workorderMng/workorderList/3')).toBe('/admin/workorderMng/workorderList/3');
    expect(noticeTarget('/project/stockMng/stockOverview?goods_id=4')).toBe(
      '/project/stockMng/stockOverview?goods_id=4',
    );
  });

  it('ignores anything else', () => {
    for (const extra of [
      '',
      undefined,
      null,
      'goods 12',
      '/sign/login',
      'https://x.example/project/a',
      '/project',
      '//evil.example/project/',
      '/project//x',
    ])
      expect(noticeTarget(extra)).toBeNull();
  });
});
