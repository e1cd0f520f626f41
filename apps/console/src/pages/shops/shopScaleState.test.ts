import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ScaleSync } from '../../api/devices';
import type { ShopScale } from '../../api/shops';
import { consoleEn } from '../../i18n/locales/console.en';
import { consoleZh } from '../../i18n/locales/console.zh';
import { type ShopScaleStateName, shopScaleState, shortTime } from './shopScaleState';

const sync: ScaleSync = {
  state: 'in_step',
  state_since: null,
  last_contact: '2026-11-27T02:40:00.000Z',
  last_sync: '2026-11-27T02:39:00.000Z',
  last_full_sync: '2026-11-27T01:00:00.000Z',
  last_delta_sync: '2026-11-27T02:39:00.000Z',
  acknowledged_version: 7,
  version: 7,
  pushed: null,
  total: null,
  error: null,
  error_time: null,
  firmware: null,
  last_sales_upload: null,
};
type Row = Pick<ShopScale, 'lan_host' | 'sync' | 'differs'>;
const scale = (row: Partial<Row>): Row => ({ lan_host: '192.168.1.20', sync, differs: 0, ...row });
// `YYYY-MM-DD HH:MM` of the instant as UTC, as dateTime gives it on the display zone's clock.
const format = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
const time = (iso: string) => format(iso).slice(11);

type T = (key: string, values?: object) => string;
const t: Record<'zh' | 'en', T> = { zh: (key) => key, en: (key) => key };
beforeAll(async () => {
  for (const [lng, catalogue] of [
    ['ch', consoleZh],
    ['en', consoleEn],
  ] as const) {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng,
      resources: { [lng]: { translation: catalogue } },
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    t[lng === 'ch' ? 'zh' : 'en'] = (key, values) => String(i18n.t(key, values as never));
  }
});

/** The row as a person reads it: its data-state, the words and what to do, in both languages. */
function read(row: Row) {
  const words = shopScaleState(row, time);
  const say = (lang: 'zh' | 'en') =>
    [
      t[lang](`devices.shopState.${words.key}`, words.values),
      words.hint && t[lang](`devices.shopState.${words.hint}`),
    ]
      .filter(Boolean)
      .join(' — ');
  return { state: words.state, zh: say('zh'), en: say('en') };
}

describe('a scale’s live state on the shop page', () => {
  it('is in step with the version the scale acknowledged', () => {
    expect(read(scale({}))).toEqual({ state: 'in_step', zh: '已同步（版本 7）', en: 'In step (version 7)' });
  });

  it('counts a running push, before and after the bridge knows how much', () => {
    expect(read(scale({ sync: { ...sync, state: 'pushing', pushed: 120, total: 1234 } }))).toEqual({
      state: 'pushing',
      zh: '推送中 120 / 1234',
      en: 'Pushing 120 of 1234',
    });
    expect(read(scale({ sync: { ...sync, state: 'pushing' } }))).toMatchObject({
      state: 'pushing',
      en: 'Pushing',
    });
  });

  it('counts a scale behind the console as pushing (a change waits to go out)', () => {
    expect(read(scale({ sync: { ...sync, acknowledged_version: 5 } }))).toEqual({
      state: 'pushing',
      zh: '等待推送：版本 5 / 7',
      en: 'Waiting to push: version 5 of 7',
    });
  });

  it('says since when a scale is unreachable and what to check, in plain words', () => {
    const unreachable = { ...sync, state: 'unreachable' as const, state_since: '2026-11-27T10:42:00.000Z' };
    expect(read(scale({ sync: unreachable }))).toEqual({
      state: 'unreachable',
      zh: '无法连接，自 10:42 起 — 检查电子秤是否开机、网线是否插好',
      en: 'Unreachable since 10:42 — Check the scale is on and its network cable is in',
    });
    // No state change recorded: since the first failed try, else the last contact.
    expect(shopScaleState(scale({ sync: { ...unreachable, state_since: null } }), time).values).toEqual({
      time: '02:40',
    });
  });

  it('shows no protocol words for an error: it points to the scale’s page', () => {
    const failed = read(
      scale({ sync: { ...sync, state: 'error', error: 'the scale answered !0IA with no ack' } }),
    );
    expect(failed.state).toBe('error');
    expect(`${failed.zh} ${failed.en}`).not.toMatch(/!0|ack/i);
    expect(failed.en).toBe('The push failed — Open the scale’s page to see why');
  });

  it('counts the PLUs that differ from the console', () => {
    expect(read(scale({ differs: 3 }))).toEqual({
      state: 'differs',
      zh: '与后台不一致：3 个 PLU — 打开电子秤页面查看差异',
      en: 'Differs: 3 PLUs — Open the scale’s page to see what differs',
    });
    // A push under way (the repair itself) shows as the push.
    expect(read(scale({ differs: 3, sync: { ...sync, state: 'pushing', pushed: 1, total: 3 } })).state).toBe(
      'pushing',
    );
  });

  it('before any sync: no address (the bridge cannot reach it), else waiting for the bridge', () => {
    expect(read(scale({ lan_host: null, sync: null }))).toEqual({
      state: 'no_address',
      zh: '未设置地址 — 在电子秤页面填写它的局域网地址',
      en: 'No address — Enter its LAN address on the scale’s page',
    });
    expect(read(scale({ sync: null }))).toMatchObject({
      state: 'waiting',
      zh: expect.stringMatching(/^等待桥接程序/),
    });
    expect(read(scale({ sync: { ...sync, state: null } })).en).toMatch(/^Waiting for the bridge/);
    expect(read(scale({ lan_host: null, sync: { ...sync, state: null } })).state).toBe('no_address');
  });

  it('gives each state one of the data-state names the end-to-end tests read', () => {
    const names = new Set<ShopScaleStateName>();
    for (const row of [
      scale({}),
      scale({ sync: { ...sync, state: 'pushing' } }),
      scale({ sync: { ...sync, state: 'unreachable' } }),
      scale({ sync: { ...sync, state: 'error' } }),
      scale({ differs: 1 }),
      scale({ lan_host: null, sync: null }),
      scale({ sync: null }),
    ])
      names.add(shopScaleState(row, time).state);
    expect([...names].sort()).toEqual(
      ['differs', 'error', 'in_step', 'no_address', 'pushing', 'unreachable', 'waiting'].sort(),
    );
  });

  it('shows today’s times as the time alone, other days with their date', () => {
    const now = new Date('2026-11-27T15:00:00.000Z');
    expect(shortTime('2026-11-27T10:42:00.000Z', now, format)).toBe('10:42');
    expect(shortTime('2026-11-26T10:42:00.000Z', now, format)).toBe('2026-11-26 10:42');
  });
});
