import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverTrailer } from '@dahua/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { serverOfExecutable } from './paths.js';

const dir = mkdtempSync(join(tmpdir(), 'bridge-exe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the server a downloaded executable pairs with', () => {
  it('is the address the platform appended when serving the file', () => {
    const file = join(dir, 'dahua-bridge-0.2.0-linux-x64');
    writeFileSync(
      file,
      Buffer.concat([Buffer.alloc(100_000, 7), serverTrailer('https://scales.example.com')]),
    );
    expect(serverOfExecutable(file, true)).toBe('https://scales.example.com');
  });

  it('is none for a file built here (no address appended), or when not packaged', () => {
    const bare = join(dir, 'bare');
    writeFileSync(bare, Buffer.alloc(100_000, 7));
    expect(serverOfExecutable(bare, true)).toBeNull();
    expect(serverOfExecutable(join(dir, 'missing'), true)).toBeNull();
    const file = join(dir, 'served');
    writeFileSync(file, Buffer.concat([Buffer.alloc(10, 7), serverTrailer('http://127.0.0.1:3000')]));
    expect(serverOfExecutable(file, false)).toBeNull();
    expect(serverOfExecutable(file, true)).toBe('http://127.0.0.1:3000');
  });
});
