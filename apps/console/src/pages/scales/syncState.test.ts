import { describe, expect, it } from 'vitest';
import type { ScaleSync } from '../../api/devices';
import { consoleEn as en } from '../../i18n/locales/console.en';
import { consoleZh as zh } from '../../i18n/locales/console.zh';
import { syncRefreshMs, syncWords } from './syncState';

const base: ScaleSync = {
  state: 'in_step',
  state_since: null,
  last_contact: '2025-03-01T02:00:00.000Z',
  last_sync: '2025-03-01T01:59:00.000Z',
  last_full_sync: '2025-03-01T01:00:00.000Z',
  last_delta_sync: '2025-03-01T01:59:00.000Z',
  acknowledged_version: 12,
  version: 12,
  pushed: null,
  total: null,
  error: null,
  error_time: null,
  firmware: null,
  last_sales_upload: null,
};
const time = (iso: string) => `<${iso.slice(11, 16)}>`;
const words = (sync: ScaleSync | null) => syncWords(sync, time);

describe('a scale’s sync state in words', () => {
  it('says never contacted before the first contact', () => {
    expect(words(null)).toEqual({ key: 'never', values: {}, tone: 'default' });
  });

  it('says contacted, not yet synced, when the bridge has not reported a state', () => {
    expect(words({ ...base, state: null, acknowledged_version: null })).toMatchObject({ key: 'waiting' });
  });

  it('is in step when the scale acknowledged what it should hold', () => {
    expect(words(base)).toEqual({ key: 'inStep', values: {}, tone: 'success' });
    expect(words({ ...base, acknowledged_version: 13 })).toMatchObject({ key: 'inStep' });
  });

  it('is behind when in step with an older version', () => {
    expect(words({ ...base, acknowledged_version: 10, version: 12 })).toEqual({
      key: 'behind',
      values: { acknowledged: 10, version: 12 },
      tone: 'warning',
    });
    expect(words({ ...base, acknowledged_version: null, version: 3 })).toMatchObject({
      key: 'behind',
      values: { acknowledged: 0, version: 3 },
    });
  });

  it('counts a running push', () => {
    expect(words({ ...base, state: 'pushing', pushed: 3, total: 10 })).toEqual({
      key: 'pushing',
      values: { pushed: 3, total: 10 },
      tone: 'processing',
    });
    expect(words({ ...base, state: 'pushing', pushed: null, total: 10 })).toMatchObject({
      values: { pushed: 0, total: 10 },
    });
    expect(words({ ...base, state: 'pushing' })).toMatchObject({ key: 'pushingStarted' });
  });

  it('says since when a scale is unreachable: when its state changed (else its error time, else the last contact)', () => {
    const unreachable = {
      ...base,
      state: 'unreachable' as const,
      error: 'no reply',
      error_time: base.last_sync,
    };
    expect(words(unreachable)).toEqual({ key: 'unreachable', values: { time: '<01:59>' }, tone: 'error' });
    expect(words({ ...unreachable, error_time: null })).toMatchObject({ values: { time: '<02:00>' } });
    expect(words({ ...unreachable, state_since: '2025-03-01T01:30:00.000Z' })).toMatchObject({
      values: { time: '<01:30>' },
    });
  });

  it('carries the bridge’s message of an error', () => {
    expect(words({ ...base, state: 'error', error: 'the scale refused !0V' })).toEqual({
      key: 'error',
      values: { message: 'the scale refused !0V' },
      tone: 'error',
    });
  });

  it('has words in both languages for every state, with the values they name', () => {
    const keys = [
      'never',
      'waiting',
      'inStep',
      'behind',
      'pushing',
      'pushingStarted',
      'unreachable',
      'error',
    ];
    for (const key of keys) {
      expect(zh.devices.state).toHaveProperty(key);
      expect(en.devices.state).toHaveProperty(key);
    }
    expect(en.devices.state.pushing).toContain('{{pushed}}');
    expect(en.devices.state.pushing).toContain('{{total}}');
    expect(zh.devices.state.behind).toContain('{{acknowledged}}');
  });

  it('refreshes every 3 s while pushing, every 15 s otherwise', () => {
    expect(syncRefreshMs({ ...base, state: 'pushing' })).toBe(3_000);
    expect(syncRefreshMs(base)).toBe(15_000);
    expect(syncRefreshMs(null)).toBe(15_000);
    expect(syncRefreshMs(undefined)).toBe(15_000);
  });
});
