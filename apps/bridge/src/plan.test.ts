import type { DeviceChanges, DeviceState } from '@dahua/shared/contracts/devices';
import {
  blankPlu,
  decodeCommand,
  isBlankPlu,
  type PluRecord,
  SYSTEM_PARAMETERS_13_DIGIT,
} from '@dahua/tm-protocol';
import { describe, expect, it } from 'vitest';
import { type Acknowledged, applyChanges, desiredOf, digestOf, planPush } from './plan.js';

const plu = (n: number, price: number, name = `商品${n}`): PluRecord => ({
  ...blankPlu(n),
  itemCode: 1000 + n,
  unitPrice: price,
  name: [name, '', ''],
});

function stateWith(records: PluRecord[], keys: { key: number; plu: number }[] = []): DeviceState {
  return {
    scale: { id: 1, name: '秤', shop_id: 1, model_code: 'TM-Aa', plu_limit: 4000, key_count: 72 },
    version: 5,
    plus: { version: 5, records: records.map((record) => ({ goods_id: record.plu, record })) },
    hot_keys: { version: 1, key_count: 72, keys },
    labels: { version: 0, slots: [] },
    texts: { version: 1, texts: [{ slot: 1, text: '一号店' }], special_info: [] },
    params: {
      version: 1,
      barcode_format: 'FFWWWWWEEEEEC',
      barcode_flag: '20',
      system_parameters: SYSTEM_PARAMETERS_13_DIGIT,
    },
    refused: [],
  } as unknown as DeviceState;
}

const noChanges: DeviceChanges = {
  since: 5,
  version: 6,
  full: false,
  push: false,
  plus: [],
  removed_plus: [],
  hot_keys: null,
  labels: [],
  removed_label_slots: [],
  texts: null,
  params: null,
  refused: [],
};

const ackAll = (desired: Map<string, string>): Acknowledged =>
  new Map([...desired].map(([key, line]) => [key, digestOf(line)]));

describe('names longer than the scale takes', () => {
  it('are never sent: a name line over the model’s 33 characters goes out cut, in full state and in changes', () => {
    const long = '新疆哈密瓜'.repeat(8); // 40 characters: a scale answers that with silence
    const desired = desiredOf(stateWith([plu(1, 100, long)]));
    expect(desired.nameChars).toBe(33);
    const sent = decodeCommand(desired.get('plu:1') as string);
    expect(sent.kind === 'plu' && sent.record.name).toEqual([long.slice(0, 33), '', '']);
    applyChanges(desired, { ...noChanges, plus: [{ goods_id: 2, record: plu(2, 100, `${long}甜`) }] });
    const changed = decodeCommand(desired.get('plu:2') as string);
    expect(changed.kind === 'plu' && changed.record.name[0]).toBe(long.slice(0, 33));
    // A name that fits goes unchanged.
    const fits = decodeCommand(desiredOf(stateWith([plu(3, 100, long.slice(0, 33))])).get('plu:3') as string);
    expect(fits.kind === 'plu' && fits.record.name[0]).toBe(long.slice(0, 33));
  });
});

describe('planPush', () => {
  const withoutParams = (desired: Map<string, string>) => {
    desired.delete('o');
    return desired;
  };

  it('sends nothing to a scale that acknowledged everything', () => {
    const desired = withoutParams(desiredOf(stateWith([plu(1, 100), plu(2, 200)])));
    expect(planPush(desired, ackAll(desired))).toEqual([]);
  });

  it('sends only the changed PLU, then blanks a removed one (the protocol deletes nothing)', () => {
    const desired = withoutParams(desiredOf(stateWith([plu(1, 100), plu(2, 200), plu(3, 300)])));
    const acked = ackAll(desired);
    applyChanges(desired, {
      ...noChanges,
      plus: [{ goods_id: 1, record: plu(1, 150) }],
      removed_plus: [3],
    });
    const steps = planPush(desired, acked);
    expect(steps.map((s) => [s.key, s.removes])).toEqual([
      ['plu:1', false],
      ['plu:3', true],
    ]);
    const blank = decodeCommand(steps[1]!.line);
    expect(blank.kind === 'plu' && isBlankPlu(blank.record)).toBe(true);
  });

  it('a PLU number given to other goods is one overwrite, not a removal and an add', () => {
    const desired = withoutParams(desiredOf(stateWith([plu(7, 100, '苹果')])));
    const acked = ackAll(desired);
    applyChanges(desired, { ...noChanges, plus: [{ goods_id: 9, record: plu(7, 500, '梨') }] });
    expect(planPush(desired, acked).map((s) => [s.key, s.removes])).toEqual([['plu:7', false]]);
  });

  it('orders texts and labels before PLUs, and hot keys after the PLUs they point at', () => {
    const desired = withoutParams(desiredOf(stateWith([plu(2, 100), plu(1, 100)], [{ key: 40, plu: 1 }])));
    expect(planPush(desired, new Map()).map((s) => s.key)).toEqual(['z:1', 'plu:1', 'plu:2', 'hk:0', 'hk:1']);
  });

  it('puts each hot key on its layer and key (36 keys a layer)', () => {
    const desired = desiredOf(
      stateWith(
        [plu(1, 100)],
        [
          { key: 1, plu: 1 },
          { key: 37, plu: 1 },
        ],
      ),
    );
    const layer1 = decodeCommand(desired.get('hk:1')!);
    expect(layer1.kind === 'hotKeys' && layer1.hotKeys.plus.slice(0, 2)).toEqual([1, 0]);
    applyChanges(desired, { ...noChanges, hot_keys: { key_count: 72, keys: [] } });
    const cleared = decodeCommand(desired.get('hk:1')!);
    expect(cleared.kind === 'hotKeys' && cleared.hotKeys.plus.every((p) => p === 0)).toBe(true);
  });

  it('a label slot removed is overwritten with a blank format', () => {
    const desired = withoutParams(desiredOf(stateWith([])));
    desired.set('lt:0', `!0T00A${'0'.repeat(158)}`);
    const acked = ackAll(desired);
    applyChanges(desired, { ...noChanges, removed_label_slots: [1] });
    const steps = planPush(desired, acked);
    expect(steps.map((s) => [s.key, s.removes])).toEqual([['lt:0', true]]);
    expect(steps[0]!.line.startsWith('!0T00A')).toBe(true);
  });
});
