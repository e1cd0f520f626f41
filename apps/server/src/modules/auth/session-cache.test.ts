import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveSession } from './repo.js';
import { SessionCache } from './session-cache.js';

const session = (userId: number, expiresInMs = 60_000) =>
  ({
    sessionId: userId * 10,
    expiresAt: new Date(Date.now() + expiresInMs),
    user: { id: userId },
    membership: null,
  }) as unknown as LiveSession;

afterEach(() => vi.useRealTimers());

describe('session cache', () => {
  it('reuses a session within its TTL and forgets it after', () => {
    vi.useFakeTimers();
    const cache = new SessionCache(5_000);
    cache.set('a', session(1));
    expect(cache.get('a')?.sessionId).toBe(10);
    vi.advanceTimersByTime(5_001);
    expect(cache.get('a')).toBeNull();
  });

  it('never outlives the session itself', () => {
    vi.useFakeTimers();
    const cache = new SessionCache(60_000);
    cache.set('a', session(1, 1_000));
    vi.advanceTimersByTime(1_001);
    expect(cache.get('a')).toBeNull();
  });

  it('forgets one token, or every token of a user', () => {
    const cache = new SessionCache(5_000);
    cache.set('a', session(1));
    cache.set('b', session(1));
    cache.set('c', session(2));
    cache.forgetToken('c');
    expect(cache.get('c')).toBeNull();
    cache.forgetUser(1);
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')).toBeNull();
  });

  it('stays bounded and is off with a TTL of 0', () => {
    const bounded = new SessionCache(5_000, 2);
    bounded.set('a', session(1));
    bounded.set('b', session(2));
    bounded.set('c', session(3));
    expect(bounded.get('a')).toBeNull();
    expect(bounded.get('c')).not.toBeNull();
    const off = new SessionCache(0);
    off.set('a', session(1));
    expect(off.get('a')).toBeNull();
  });
});
