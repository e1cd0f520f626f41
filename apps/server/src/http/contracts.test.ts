import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Endpoint } from '@dahua/shared/contracts/define';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { servedEndpoints } from './serve.js';

const CONTRACTS_DIR = fileURLToPath(new URL('../../../../packages/shared/src/contracts/', import.meta.url));

function isEndpoint(value: unknown): value is Endpoint {
  return !!value && typeof value === 'object' && 'method' in value && 'path' in value && 'response' in value;
}

/** Every call of every contract module: `{ name: 'goodsApi.list', endpoint }`. */
async function contractCalls(): Promise<{ name: string; endpoint: Endpoint }[]> {
  const calls: { name: string; endpoint: Endpoint }[] = [];
  // Imported by the package name, as the server imports them (the same module instances).
  const files = readdirSync(CONTRACTS_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const file of files) {
    const exports: Record<string, unknown> = await import(
      `@dahua/shared/contracts/${file.replace(/\.ts$/, '')}`
    );
    for (const [exportName, value] of Object.entries(exports)) {
      if (!value || typeof value !== 'object') continue;
      for (const [call, endpoint] of Object.entries(value)) {
        if (isEndpoint(endpoint)) calls.push({ name: `${exportName}.${call}`, endpoint });
      }
    }
  }
  return calls;
}

describe('contracts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('every call of every contract is served, with the contract’s own schemas', async () => {
    const calls = await contractCalls();
    expect(calls.length).toBeGreaterThan(5);
    const unserved = calls.filter(({ endpoint }) => !servedEndpoints.has(endpoint)).map((c) => c.name);
    expect(unserved).toEqual([]);
    const missing = calls
      .filter(({ endpoint }) => !t.app.hasRoute({ method: endpoint.method, url: endpoint.path }))
      .map((c) => `${c.name} ${c.endpoint.method} ${c.endpoint.path}`);
    expect(missing).toEqual([]);
  });

  it('no two calls claim the same method and path', async () => {
    const calls = await contractCalls();
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const { name, endpoint } of calls) {
      const key = `${endpoint.method} ${endpoint.path}`;
      const other = seen.get(key);
      if (other && other !== name) clashes.push(`${key}: ${other} and ${name}`);
      seen.set(key, name);
    }
    expect(clashes).toEqual([]);
  });
});
