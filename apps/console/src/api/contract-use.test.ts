/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = sources(SRC).map((path) => ({
  path: path.slice(SRC.length),
  text: readFileSync(path, 'utf8'),
}));

describe('the console’s use of the shared contracts', () => {
  it('imports the contracts’ schemas as types only (no zod in the bundle)', () => {
    const valueImports = files.filter(({ text }) =>
      /^import\s+(?!type\b)[^;]*from\s+'@dahua\/shared\/contracts\//m.test(text),
    );
    expect(valueImports.map((f) => f.path)).toEqual([]);
  });

  it('names no API path as a string literal: paths come from the shared path tables', () => {
    const literal = /['"`]\/api\//;
    expect(files.filter(({ text }) => literal.test(text)).map((f) => f.path)).toEqual([]);
  });
});
