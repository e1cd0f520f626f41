import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AckStore } from './ack-store.js';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ack-store-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('AckStore', () => {
  it('a new scale is unknown; after a clear and acknowledgements a restart finds them (journal, no snapshot)', () => {
    const dir = freshDir();
    const store = new AckStore(dir, 7, '10.0.0.5:4001');
    expect(store.known).toBe(false);
    store.cleared();
    store.set('plu:1', 'aaa');
    store.set('plu:2', 'bbb');
    store.remove('plu:1');
    const again = new AckStore(dir, 7, '10.0.0.5:4001');
    expect(again.known).toBe(true);
    expect([...again.acked]).toEqual([['plu:2', 'bbb']]);
  });

  it('a snapshot plus the journal since; a line cut short by a crash is dropped with what follows', () => {
    const dir = freshDir();
    const store = new AckStore(dir, 7, 'host:1');
    store.cleared();
    store.set('plu:1', 'a');
    store.compact();
    store.set('plu:2', 'b');
    appendFileSync(join(dir, 'scale-7.journal'), '{"set":"plu:3","dig');
    const again = new AckStore(dir, 7, 'host:1');
    expect(Object.fromEntries(again.acked)).toEqual({ 'plu:1': 'a', 'plu:2': 'b' });
  });

  it('another address is another scale’s memory: unknown', () => {
    const dir = freshDir();
    const store = new AckStore(dir, 7, 'host:1');
    store.cleared();
    store.set('plu:1', 'a');
    store.compact();
    const moved = new AckStore(dir, 7, 'host:2');
    expect(moved.known).toBe(false);
    expect(moved.acked.size).toBe(0);
  });

  it('forget makes the next push a full resync', () => {
    const dir = freshDir();
    const store = new AckStore(dir, 7, 'host:1');
    store.cleared();
    store.set('plu:1', 'a');
    store.forget();
    const again = new AckStore(dir, 7, 'host:1');
    expect(again.known).toBe(false);
    expect(again.acked.size).toBe(0);
  });
});
