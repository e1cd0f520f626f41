import { describe, expect, it } from 'vitest';
import { areaOf, durationParts, errorIdOf, needsOf, workOrderPath } from './rules';

describe('work-order helpers', () => {
  it('reads the error id of a refused call', () => {
    expect(errorIdOf({ envelope: { code: 0, msg: 'x', data: { dahua_error: 'ERCO000901' } } })).toBe(
      'ERCO000901',
    );
    expect(errorIdOf(new Error('network'))).toBeUndefined();
    expect(errorIdOf(null)).toBeUndefined();
    expect(errorIdOf({ envelope: { data: null } })).toBeUndefined();
  });

  it('asks each move for what the server needs', () => {
    expect(needsOf('accept')).toMatchObject({ assignee: true, comment: 'optional' });
    expect(needsOf('wait')).toMatchObject({ waitFor: true, comment: 'required' });
    for (const action of ['resolve', 'cancel', 'reopen'] as const)
      expect(needsOf(action).comment).toBe('required');
    expect(needsOf('confirm')).toMatchObject({ satisfaction: true, comment: 'optional' });
    expect(needsOf('start')).toEqual({
      assignee: false,
      waitFor: false,
      satisfaction: false,
      comment: 'optional',
    });
  });

  it('links to an order in the area of the page', () => {
    expect(areaOf('/admin/workorderMng/workorderList')).toBe('/admin');
    expect(areaOf('/project/scaleMng/scaleList/manage/3')).toBe('/project');
    expect(workOrderPath('/project', 7)).toBe('/project/workorderMng/workorderList/7');
  });

  it('writes a duration as its two largest parts', () => {
    expect(durationParts(0)).toEqual([{ unit: 'm', value: 0 }]);
    expect(durationParts(45)).toEqual([{ unit: 'm', value: 45 }]);
    expect(durationParts(125)).toEqual([
      { unit: 'h', value: 2 },
      { unit: 'm', value: 5 },
    ]);
    expect(durationParts(1440 * 2 + 180 + 7)).toEqual([
      { unit: 'd', value: 2 },
      { unit: 'h', value: 3 },
    ]);
    expect(durationParts(1440 + 5)).toEqual([{ unit: 'd', value: 1 }]);
  });
});
